import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { EmailChangePorts } from './email-change-deps.js';
import type { PasskeysPorts } from './passkeys-deps.js';
import type { SessionsPorts } from './sessions-deps.js';
import type { VerificationCodesDeps } from './verification-codes-service.js';

/** A request's credentials: a GraphQL context or a route's request and reply. */
export interface AccountSecurityScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The signed-in applicant as account security sees them: proofs belong to one session (decision 073). */
export interface AccountSecuritySession {
  userId: string;
  sessionId: string;
  email: string;
}

/**
 * What the account-security module (passkeys, phone, e-mail change, sessions
 * and the step-up they share) needs from the rest of the server, wired in
 * composition/account-security-wiring.ts: modules do not import each other.
 * Each part adds its fields here.
 */
export interface AccountSecurityDeps {
  db: Db;
  /** The signed-in applicant with their session, or an APPLICATION_SESSION_INVALID error (401). */
  requireSession(scope: AccountSecurityScope): Promise<AccountSecuritySession>;
  now(): Date;
  /** One-time codes (decision 074): the step-up's and the phone's, by SMS or e-mail. */
  verificationCodes: VerificationCodesDeps;
  /** The accounts as the e-mail change needs them (decision 075). */
  emailChange: EmailChangePorts;
  /** Passkeys' relying party and auth's sign-in (decision 076). */
  passkeys: PasskeysPorts;
  /** The account's session list and the new-device mail (decision 076). */
  sessions: SessionsPorts;
}
