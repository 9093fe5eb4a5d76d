import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator (decision 029): RFC 6238 with what every authenticator
 * app assumes (SHA-1, 6 digits, 30 s), one step either side for clock drift.
 */
const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const allowedDriftSteps = 1;
export const totpIssuer = 'Waypoint back office';

const totpFor = (secretBase32: string, email: string) =>
  new TOTP({ ...totpSettings, issuer: totpIssuer, label: email, secret: Secret.fromBase32(secretBase32) });

/** A new 160-bit secret, base32 as authenticator apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads (a QR code carries the same text). */
export function totpUri(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * The 30-second step a code belongs to, or null when it is wrong. The caller
 * accepts a step only once (staff-repository.ts claimTotpStep), so a code seen
 * over a shoulder or replayed is refused.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpFor(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: allowedDriftSteps });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code an authenticator shows at `now` (tests and the sandbox notes use it). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, '').generate({ timestamp: now.getTime() });
}
