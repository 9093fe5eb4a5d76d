import { createECDH, createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';

/** ES256: the curve every help-desk vendor's JWT SSO accepts (decision 034). */
export const helpDeskAlgorithm = 'ES256';

export interface HelpDeskSigningKey {
  privateKey: KeyObject;
  /** The public half as the JWKS publishes it, with its key id. */
  publicJwk: JWK & { kid: string };
}

/** Reads HELP_DESK_SIGNING_KEY: a PKCS8 PEM of a P-256 private key (escaped `\n` allowed for one-line settings). */
export function parseSigningKeyPem(pem: string): KeyObject {
  const key = createPrivateKey({ key: pem.replaceAll('\\n', '\n'), format: 'pem' });
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('is not a P-256 (ES256) private key');
  }
  return key;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Outside production the key is derived from the session secret (kept in DATA_DIR,
 * config/secrets.ts), so a restart, and every instance on the same secrets, signs
 * with the same key and tokens keep verifying. A derived scalar is out of range
 * with odds near 2^-32; the next counter is tried, a bounded few times.
 */
export function deriveSigningKey(secret: Buffer): KeyObject {
  for (let counter = 0; counter < 8; counter += 1) {
    const scalar = createHmac('sha256', secret).update(`help-desk-signing-key/${counter}`).digest();
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey();
    return createPrivateKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        d: base64url(scalar),
        x: base64url(point.subarray(1, 33)),
        y: base64url(point.subarray(33, 65)),
      },
    });
  }
  throw new Error('could not derive a help-desk signing key from the session secret');
}

export async function toSigningKey(privateKey: KeyObject): Promise<HelpDeskSigningKey> {
  const jwk = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicJwk: { ...jwk, kid, alg: helpDeskAlgorithm, use: 'sig' } };
}

/** The configured key (required in production by config.ts), else the one derived from the session secret. */
export async function helpDeskSigningKey(configured: string | undefined, secret: Buffer): Promise<HelpDeskSigningKey> {
  return toSigningKey(configured ? parseSigningKeyPem(configured) : deriveSigningKey(secret));
}
