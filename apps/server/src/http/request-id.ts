import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptableRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Keeps a caller's X-Request-Id when it looks like one (so a trace crosses a
 * proxy), otherwise makes a new one. Never trusts arbitrary text into logs.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && acceptableRequestId.test(given)) return given;
  return randomUUID();
}
