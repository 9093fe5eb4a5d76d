import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HelpDeskSigningKey } from './help-desk-signing-key.js';
import type { HelpDeskIdentity } from './help-desk-token.js';

/** A request's session credentials: a GraphQL context. */
export interface HelpDeskScope {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the help-desk module needs from the rest of the server (wired in the composition). */
export interface HelpDeskDeps {
  signingKey: HelpDeskSigningKey;
  /** The token's issuer: the site's public address (PUBLIC_URL). */
  issuer: string;
  /** The signed-in user as the help desk knows them; refuses a missing session (APPLICATION_SESSION_INVALID). */
  requireIdentity(scope: HelpDeskScope): Promise<HelpDeskIdentity>;
  /** The sandbox help desk (docs/sandbox.md "Help desk") is served outside production only. */
  sandboxDesk: boolean;
  now(): Date;
}
