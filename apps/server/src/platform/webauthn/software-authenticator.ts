import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software authenticator for tests (decision 072): an ECDSA P-256 key made
 * with node:crypto, and the attestation ('none') and assertion responses a
 * browser would send, built by hand: clientDataJSON, authenticatorData with
 * the rpIdHash, the UP/UV/AT flags and the counter, and the COSE public key in
 * a tiny CBOR encoder below. Every field a test may want wrong can be set.
 */

type Cbor = number | string | Uint8Array | readonly Cbor[] | ReadonlyMap<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** CBOR (RFC 8949) for the few types WebAuthn uses: small integers, byte and text strings, arrays, maps. */
export function cborEncode(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (value instanceof Map) {
    const entries = [...(value as ReadonlyMap<Cbor, Cbor>)];
    return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([k, v]) => [cborEncode(k), cborEncode(v)])]);
  }
  const items = value as readonly Cbor[];
  return Buffer.concat([cborHead(4, items.length), ...items.map(cborEncode)]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const flagUserPresent = 0x01;
const flagUserVerified = 0x04;
const flagAttestedCredential = 0x40;

/** What a test may change about one ceremony: each default is what an honest browser and authenticator send. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  type?: string;
  userPresent?: boolean;
  userVerified?: boolean;
  /** The counter to report; by default the authenticator's own, raised by one per sign-in. */
  signCount?: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x?: string; y?: string };
  /** The account id the relying party gave at registration (base64url), sent back as userHandle. */
  private userHandle: string | null = null;
  signCount = 0;

  constructor(private readonly defaultOrigin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' });
  }

  get credentialIdText(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    const x = Buffer.from(this.publicJwk.x ?? '', 'base64url');
    const y = Buffer.from(this.publicJwk.y ?? '', 'base64url');
    // kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y (RFC 9053).
    return cborEncode(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x],
        [-3, y],
      ]),
    );
  }

  private authenticatorData(rpId: string, overrides: CeremonyOverrides, signCount: number, attested?: Buffer): Buffer {
    const flags =
      (overrides.userPresent === false ? 0 : flagUserPresent) |
      (overrides.userVerified === false ? 0 : flagUserVerified) |
      (attested ? flagAttestedCredential : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount, 0);
    return Buffer.concat([sha256(overrides.rpId ?? rpId), Buffer.from([flags]), counter, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: overrides.type ?? type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? this.defaultOrigin,
        crossOrigin: false,
      }),
    );
  }

  /** The response to navigator.credentials.create(options), as @simplewebauthn/browser would send it. */
  register(optionsJson: string, overrides: CeremonyOverrides = {}) {
    const options = JSON.parse(optionsJson) as CreationOptions;
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length, 0);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(options.rp.id ?? '', overrides, overrides.signCount ?? 0, attested);
    const attestationObject = cborEncode(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialIdText,
      rawId: this.credentialIdText,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The response to navigator.credentials.get(options), signed with this authenticator's key. */
  signIn(optionsJson: string, overrides: CeremonyOverrides = {}) {
    const options = JSON.parse(optionsJson) as RequestOptions;
    if (overrides.signCount === undefined) this.signCount += 1;
    const signCount = overrides.signCount ?? this.signCount;
    const authData = this.authenticatorData(options.rpId ?? '', overrides, signCount);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.credentialIdText,
      rawId: this.credentialIdText,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
