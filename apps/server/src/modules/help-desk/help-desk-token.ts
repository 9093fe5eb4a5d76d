import { createLocalJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { helpDeskAlgorithm, type HelpDeskSigningKey } from './help-desk-signing-key.js';

/** Minutes, not the session's hours: the widget asks again each time it opens (decision 034). */
export const helpDeskTokenTtlSeconds = 5 * 60;
/** Whom the token is for: a vendor's SSO checks it, so a token minted here is good for nothing else. */
export const helpDeskAudience = 'waypoint-help-desk';
/** The path of the published public key set. */
export const helpDeskJwksPath = '/.well-known/help-desk-jwks.json';

export interface HelpDeskIdentity {
  userId: string;
  email: string;
  isCardHolder: boolean;
}

export interface HelpDeskClaims extends HelpDeskIdentity {
  issuedAt: number;
  expiresAt: number;
}

export async function signHelpDeskToken(
  key: HelpDeskSigningKey,
  issuer: string,
  identity: HelpDeskIdentity,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: identity.email, isCardHolder: identity.isCardHolder })
    .setProtectedHeader({ alg: helpDeskAlgorithm, kid: key.publicJwk.kid, typ: 'JWT' })
    .setSubject(identity.userId)
    .setIssuer(issuer)
    .setAudience(helpDeskAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + helpDeskTokenTtlSeconds)
    .sign(key.privateKey);
}

const isClaims = (payload: JWTPayload): payload is JWTPayload & { email: string; isCardHolder: boolean } =>
  typeof payload.email === 'string' && typeof payload.isCardHolder === 'boolean';

/** Verifies a token as a vendor would, against the published key set only; null when it does not hold. */
export async function verifyHelpDeskToken(
  jwks: { keys: HelpDeskSigningKey['publicJwk'][] },
  issuer: string,
  token: string,
  now: Date,
): Promise<HelpDeskClaims | null> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      algorithms: [helpDeskAlgorithm],
      issuer,
      audience: helpDeskAudience,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (!isClaims(payload) || !payload.sub || payload.iat === undefined || payload.exp === undefined) return null;
    return {
      userId: payload.sub,
      email: payload.email,
      isCardHolder: payload.isCardHolder,
      issuedAt: payload.iat,
      expiresAt: payload.exp,
    };
  } catch {
    return null;
  }
}
