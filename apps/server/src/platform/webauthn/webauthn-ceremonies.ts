import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database.js';
import type { RelyingParty } from './relying-party.js';
import { deleteExpiredChallenges, insertChallenge, takeChallenge } from './webauthn-challenges-repository.js';
import { parseAttestation, type ParsedAssertion } from './webauthn-responses.js';

/*
 * The WebAuthn ceremonies (decision 072), for any kind of account: the caller
 * names a purpose and, for a registration, the account; this file issues the
 * challenge, keeps it server side, spends it once, and has the library check
 * everything the browser sent: origin, relying party, challenge, signature,
 * user presence and user verification. Nothing the client claims is taken as is.
 */

// The library and its certificate parsers are about 0.5 MB of source: loaded on the first
// ceremony, not by every server at start (decision 098).
const webauthnLibrary = () => import('@simplewebauthn/server');

export interface WebAuthnDeps {
  db: Db;
  relyingParty: RelyingParty;
  now(): Date;
}

/** Long enough to find a security key or unlock a phone, short enough that a leaked challenge is soon worthless. */
export const challengeLifetimeSeconds = 5 * 60;
// What the browser is told to wait; the server's own expiry above is the one that counts.
const ceremonyTimeoutMs = 2 * 60 * 1000;

export type CeremonyFailure = 'malformed' | 'challenge' | 'rejected';

async function keepChallenge(deps: WebAuthnDeps, challenge: string, purpose: string, subjectId: string | null) {
  const now = deps.now();
  await deleteExpiredChallenges(deps.db, now);
  await insertChallenge(deps.db, {
    challenge,
    purpose,
    subjectId,
    expiresAt: new Date(now.getTime() + challengeLifetimeSeconds * 1000),
    createdAt: now,
  });
}

export interface KnownCredential {
  /** base64url */
  id: string;
  transports?: readonly string[] | null;
}

const descriptor = (credential: KnownCredential) => ({
  id: credential.id,
  ...(credential.transports?.length ? { transports: [...credential.transports] } : {}),
});

/**
 * Options for navigator.credentials.create: a discoverable credential (so it can sign in without an e-mail)
 * with user verification required, no attestation (we trust the key, not the make of the device).
 */
export async function registrationOptions(
  deps: WebAuthnDeps,
  request: {
    purpose: string;
    account: { id: string; name: string; displayName: string };
    existing: readonly KnownCredential[];
  },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthnLibrary();
  const options = await generateRegistrationOptions({
    rpName: deps.relyingParty.name,
    rpID: deps.relyingParty.id,
    userID: new TextEncoder().encode(request.account.id),
    userName: request.account.name,
    userDisplayName: request.account.displayName,
    timeout: ceremonyTimeoutMs,
    attestationType: 'none',
    excludeCredentials: request.existing.map(descriptor),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await keepChallenge(deps, options.challenge, request.purpose, request.account.id);
  return options;
}

export interface RegisteredCredential {
  /** base64url */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  signCount: number;
  transports: string[];
}

export type RegistrationResult =
  { ok: true; credential: RegisteredCredential } | { ok: false; failure: CeremonyFailure };

/** Checks a new credential against a challenge issued to this account for this purpose, spending the challenge. */
export async function verifyRegistration(
  deps: WebAuthnDeps,
  request: { purpose: string; accountId: string; response: unknown },
): Promise<RegistrationResult> {
  const parsed = parseAttestation(request.response);
  if (!parsed) return { ok: false, failure: 'malformed' };
  const taken = await takeChallenge(
    deps.db,
    { challenge: parsed.claimedChallenge, purpose: request.purpose, subjectId: request.accountId },
    deps.now(),
  );
  if (!taken) return { ok: false, failure: 'challenge' };
  try {
    const { verifyRegistrationResponse } = await webauthnLibrary();
    const verified = await verifyRegistrationResponse({
      response: parsed.json as RegistrationResponseJSON,
      expectedChallenge: parsed.claimedChallenge,
      expectedOrigin: deps.relyingParty.origin,
      expectedRPID: deps.relyingParty.id,
      expectedType: 'webauthn.create',
      requireUserPresence: true,
      requireUserVerification: true,
    });
    if (!verified.verified) return { ok: false, failure: 'rejected' };
    const { credential } = verified.registrationInfo;
    return {
      ok: true,
      credential: {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: parsed.transports,
      },
    };
  } catch {
    // The library throws on every failed check (origin, rpId hash, flags, signature): all one refusal.
    return { ok: false, failure: 'rejected' };
  }
}

/** Options for navigator.credentials.get; with no allowed credentials the browser offers the user's passkeys. */
export async function authenticationOptions(
  deps: WebAuthnDeps,
  request: { purpose: string; accountId?: string; allowed?: readonly KnownCredential[] },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthnLibrary();
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    timeout: ceremonyTimeoutMs,
    userVerification: 'required',
    ...(request.allowed ? { allowCredentials: request.allowed.map(descriptor) } : {}),
  });
  await keepChallenge(deps, options.challenge, request.purpose, request.accountId ?? null);
  return options;
}

export interface StoredCredential {
  id: string;
  /** The COSE public key, base64url, as verifyRegistration gave it. */
  publicKey: string;
  signCount: number;
  transports?: readonly string[] | null;
}

export type AssertionResult = { ok: true; newSignCount: number } | { ok: false; failure: CeremonyFailure };

/**
 * Checks an assertion (parsed with parseAssertion, its credential looked up by
 * the caller) against a challenge issued for this purpose, spending the
 * challenge. The library refuses a signature counter that did not go up; the
 * caller stores the new one only if it is still higher (two requests, one assertion).
 */
export async function verifyAssertion(
  deps: WebAuthnDeps,
  request: { purpose: string; accountId?: string; assertion: ParsedAssertion; credential: StoredCredential },
): Promise<AssertionResult> {
  const { assertion, credential } = request;
  const taken = await takeChallenge(
    deps.db,
    { challenge: assertion.claimedChallenge, purpose: request.purpose, subjectId: request.accountId ?? null },
    deps.now(),
  );
  if (!taken) return { ok: false, failure: 'challenge' };
  if (assertion.credentialId !== credential.id) return { ok: false, failure: 'rejected' };
  try {
    const { verifyAuthenticationResponse } = await webauthnLibrary();
    const verified = await verifyAuthenticationResponse({
      response: assertion.json as AuthenticationResponseJSON,
      expectedChallenge: assertion.claimedChallenge,
      expectedOrigin: deps.relyingParty.origin,
      expectedRPID: deps.relyingParty.id,
      expectedType: 'webauthn.get',
      requireUserVerification: true,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.signCount,
        ...(credential.transports?.length ? { transports: [...credential.transports] } : {}),
      },
    });
    if (!verified.verified || !verified.authenticationInfo.userVerified) return { ok: false, failure: 'rejected' };
    return { ok: true, newSignCount: verified.authenticationInfo.newCounter };
  } catch {
    return { ok: false, failure: 'rejected' };
  }
}
