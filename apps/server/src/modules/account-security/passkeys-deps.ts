import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebAuthnDeps } from '../../platform/webauthn/webauthn-ceremonies.js';

/** The User answer of a sign-in, as auth's login gives it. */
export interface SignedInUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  token: string;
  inviteCode: string;
  isCardHolder: boolean;
}

/**
 * What applicants' passkeys (decision 076) need from the rest of the server:
 * the WebAuthn ceremonies' relying party, and auth's sign-in (its limits and
 * its session), handed over in composition/account-security-wiring.ts.
 */
export interface PasskeysPorts {
  webauthn: WebAuthnDeps;
  signIn: {
    /** The per-address sign-in count (429 past it). */
    countAttempt(ip: string): Promise<void>;
    /** Refuses an address that has been failing on the account; waits out the account's slowdown. */
    brake(accountKey: string, ip: string): Promise<void>;
    recordFailure(accountKey: string, ip: string): Promise<void>;
    /** Starts the applicant session a password sign-in starts, cookies included. */
    startSession(
      scope: { request: FastifyRequest; reply: FastifyReply },
      userId: string,
    ): Promise<{ sessionId: string; user: SignedInUser }>;
  };
}
