import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountSecurityDeps } from './account-security-deps.js';
import { passkeyAfterPassword } from './passkeys-repository.js';
import { noteSessionStarted } from './sessions-service.js';

/**
 * What account security answers auth at sign-in (decision 076), wired in the
 * composition: whether the account's password must be followed by its
 * passkey, and, after a session starts, the device rule and its mail.
 */
export function createSignInHooks(deps: AccountSecurityDeps) {
  return {
    passkeyAfterPassword: (userId: string) => passkeyAfterPassword(deps.db, userId),
    sessionStarted: (
      scope: { request: FastifyRequest; reply: FastifyReply },
      started: { userId: string; sessionId: string; kind: 'registration' | 'password' | 'passkey' },
    ) => noteSessionStarted(deps, scope, started),
  };
}
