import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { sessionLimits } from '@waypoint/domain/constants';

const cookieLifetimeSeconds = sessionLimits.cookieLifetimeMs / 1_000;

const baseCookie = { path: '/', secure: true, sameSite: 'strict', maxAge: cookieLifetimeSeconds } as const;

export function setSessionCookies(reply: FastifyReply, token: string, sessionHash: string): void {
  reply.setCookie(sessionTransport.tokenCookie, token, { ...baseCookie, httpOnly: true });
  // The page reads this one to send it back as the per-session hash header.
  reply.setCookie(sessionTransport.sessionHashCookie, sessionHash, { ...baseCookie, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(sessionTransport.tokenCookie, { path: '/', secure: true, sameSite: 'strict', httpOnly: true });
  reply.clearCookie(sessionTransport.sessionHashCookie, { path: '/', secure: true, sameSite: 'strict' });
}

export function readSessionCredentials(request: FastifyRequest): { token?: string; headerHash?: string } {
  const header = request.headers[sessionTransport.sessionHashHeader];
  return {
    token: request.cookies[sessionTransport.tokenCookie],
    headerHash: typeof header === 'string' ? header : undefined,
  };
}
