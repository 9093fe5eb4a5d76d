import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
import { staffSessionMaxSeconds } from './staff-deps.js';

// The cookie lives no longer than the session may; the server's idle limit ends it sooner.
const baseCookie = { path: '/', secure: true, sameSite: 'strict', maxAge: staffSessionMaxSeconds } as const;

export function setStaffCookies(reply: FastifyReply, token: string, sessionHash: string): void {
  reply.setCookie(staffSessionTransport.tokenCookie, token, { ...baseCookie, httpOnly: true });
  // The /ops pages read this one to send it back as the staff session header.
  reply.setCookie(staffSessionTransport.sessionHashCookie, sessionHash, { ...baseCookie, httpOnly: false });
}

export function clearStaffCookies(reply: FastifyReply): void {
  const options = { path: '/', secure: true, sameSite: 'strict' } as const;
  reply.clearCookie(staffSessionTransport.tokenCookie, { ...options, httpOnly: true });
  reply.clearCookie(staffSessionTransport.sessionHashCookie, options);
}

export function readStaffCredentials(request: FastifyRequest): { token?: string; headerHash?: string } {
  const header = request.headers[staffSessionTransport.sessionHashHeader];
  return {
    token: request.cookies[staffSessionTransport.tokenCookie],
    headerHash: typeof header === 'string' ? header : undefined,
  };
}
