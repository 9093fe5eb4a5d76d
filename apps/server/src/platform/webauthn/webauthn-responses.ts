import { z } from 'zod';

/*
 * The shape checks of what a browser sends back (decision 072), before the
 * library verifies it: only the fields we read, bounded in size, so a bad or
 * huge body is refused as malformed rather than thrown somewhere deep.
 */

const base64url = z
  .string()
  .min(1)
  .max(16 * 1024)
  .regex(/^[A-Za-z0-9_-]+$/);

const transports = z.array(z.string().max(32)).max(8).optional();

const attestationShape = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({ clientDataJSON: base64url, attestationObject: base64url, transports }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

const assertionShape = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** The challenge the client says it signed: a lookup key only, good if the server issued it and it is unspent. */
function claimedChallengeOf(clientDataJSON: string): string | null {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const parsed = z.object({ challenge: base64url }).safeParse(clientData);
    return parsed.success ? parsed.data.challenge : null;
  } catch {
    return null;
  }
}

function asJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export interface ParsedAttestation {
  json: z.output<typeof attestationShape>;
  claimedChallenge: string;
  transports: string[];
}

/** A registration response (an object, or its JSON text); null when it is not one. */
export function parseAttestation(raw: unknown): ParsedAttestation | null {
  const parsed = attestationShape.safeParse(asJson(raw));
  if (!parsed.success) return null;
  const claimedChallenge = claimedChallengeOf(parsed.data.response.clientDataJSON);
  if (!claimedChallenge) return null;
  return { json: parsed.data, claimedChallenge, transports: parsed.data.response.transports ?? [] };
}

export interface ParsedAssertion {
  json: z.output<typeof assertionShape>;
  /** The credential the client says it used: the caller looks it up, the signature proves it. */
  credentialId: string;
  claimedChallenge: string;
  /** The account id the authenticator holds for the passkey (UTF-8), if it sent one. */
  userHandle: string | null;
}

/** A sign-in response (an object, or its JSON text); null when it is not one. */
export function parseAssertion(raw: unknown): ParsedAssertion | null {
  const parsed = assertionShape.safeParse(asJson(raw));
  if (!parsed.success || parsed.data.id !== parsed.data.rawId) return null;
  const claimedChallenge = claimedChallengeOf(parsed.data.response.clientDataJSON);
  if (!claimedChallenge) return null;
  const { userHandle } = parsed.data.response;
  return {
    json: parsed.data,
    credentialId: parsed.data.id,
    claimedChallenge,
    userHandle: userHandle ? Buffer.from(userHandle, 'base64url').toString('utf8') : null,
  };
}
