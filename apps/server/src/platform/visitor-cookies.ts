import { randomUUID } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTransport } from '@waypoint/domain/auth/account-states';

/**
 * Decision 086: the anonymous id lives 90 days from the first visit and is not
 * renewed, as far back as a sign-up's first touch is credited; the privacy
 * policy names the same number of days (visitor-cookies.test.ts checks it).
 */
export const anonymousIdLifetimeDays = 90;
const anonymousIdLifetimeSeconds = anonymousIdLifetimeDays * 24 * 60 * 60;
// The visit (tracking session) lasts like the sign-in cookie, about two hours, renewed on each page.
const visitLifetimeSeconds = 2 * 60 * 60;
const idPattern = /^[0-9a-f-]{36}$/;

/**
 * Gives each browser an anonymous id and each visit a session id (product-rules#visit-session
 * "Session"), as page-readable, Secure, SameSite=Strict cookies: sign-up
 * sends both, so an account can be tied to the visit that created it.
 */
export function ensureVisitorCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = { path: '/', secure: true, sameSite: 'strict', httpOnly: false } as const;
  const anonymousId = request.cookies[sessionTransport.anonymousIdCookie];
  if (!anonymousId || !idPattern.test(anonymousId)) {
    reply.setCookie(sessionTransport.anonymousIdCookie, randomUUID(), { ...base, maxAge: anonymousIdLifetimeSeconds });
  }
  const visitId = request.cookies[sessionTransport.sessionIdCookie];
  reply.setCookie(sessionTransport.sessionIdCookie, visitId && idPattern.test(visitId) ? visitId : randomUUID(), {
    ...base,
    maxAge: visitLifetimeSeconds,
  });
}
