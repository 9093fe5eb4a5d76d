import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recaptchaMismatchMessage } from '@waypoint/domain/auth/account-states';
import { waitlistApiPaths, waitlistJoinAnswer, waitlistJoinSchema } from '@waypoint/domain/waitlist/waitlist';
import { AppError } from '../../graphql/app-error.js';
import { parseBody, requireMediaType } from '../../http/form-body.js';
import type { RateRule } from '../../platform/rate-limit.js';
import type { WaitlistDeps } from './waitlist-deps.js';
import { confirmWaitlistEntry, joinWaitlist, unsubscribeWaitlistEntry } from './waitlist-service.js';

// A person joins once; a few retries and a second address are fine, more is a script.
export const joinPerIp: RateRule = { name: 'waitlist-join:ip', limit: 10, windowSeconds: 60 * 60 };
// Guessing links is hopeless (256-bit tokens); this only keeps a script from hammering the table.
export const linkPerIp: RateRule = { name: 'waitlist-link:ip', limit: 30, windowSeconds: 10 * 60 };
const bodyLimit = 4 * 1024;
const oneClickTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A token from the JSON body, or from the query (the one-click unsubscribe a mail client posts, RFC 8058). */
function tokenOf(body: unknown, query: unknown): unknown {
  const fromBody = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  const fromQuery = typeof query === 'object' && query !== null ? (query as { token?: unknown }).token : undefined;
  return fromBody ?? fromQuery;
}

/**
 * The waitlist's public routes (decision 087, docs/product-rules.md#waitlist), no session:
 * - POST /api/v1/waitlist `{ email, consent: true, recaptchaToken }`: 202 `{ ok: true }` whatever
 *   the address's state (no enumeration); BAD_USER_INPUT beside the field, RECAPTCHA_MISMATCH, 429.
 * - POST /api/v1/waitlist/confirm `{ token }` and POST /api/v1/waitlist/unsubscribe `{ token }`:
 *   what the mails' links ask once their page is open. Never a GET: mail scanners open links, and
 *   opening a link must not confirm or unsubscribe by itself.
 */
export async function waitlistRoutes(app: FastifyInstance, deps: WaitlistDeps): Promise<void> {
  const hit = (rule: RateRule, ip: string) =>
    deps.limiter.hit({ ...rule, limit: rule.limit * deps.ipLimitScale }, ip, deps.now());
  const json = {
    bodyLimit,
    onRequest: async (request: FastifyRequest) => requireMediaType(request, ['application/json']),
  };
  // RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; the token is in the
  // link's query, so the form's body is read and set aside (in this plugin's scope only).
  for (const type of oneClickTypes) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit }, (_request, _body, done) => done(null, {}));
  }

  app.post(waitlistApiPaths.join, json, async (request, reply) => {
    await hit(joinPerIp, request.ip);
    const { email } = parseBody(waitlistJoinSchema, request.body);
    const token = (request.body as { recaptchaToken?: unknown }).recaptchaToken;
    if (!(await deps.recaptcha.verify(typeof token === 'string' ? token : null, request.ip, 'waitlist'))) {
      // product-rules#auth-errors: the web recognises this exact text and asks for the check again.
      throw new AppError('RECAPTCHA_MISMATCH', recaptchaMismatchMessage);
    }
    await joinWaitlist(deps, email, request.ip);
    return reply.status(202).header('cache-control', 'no-store').send(waitlistJoinAnswer);
  });

  app.post(waitlistApiPaths.confirm, json, async (request, reply) => {
    await hit(linkPerIp, request.ip);
    const result = await confirmWaitlistEntry(deps, tokenOf(request.body, request.query));
    return reply.header('cache-control', 'no-store').send(result);
  });

  app.post(
    waitlistApiPaths.unsubscribe,
    {
      bodyLimit,
      onRequest: async (request) => requireMediaType(request, ['application/json', ...oneClickTypes]),
    },
    async (request, reply) => {
      await hit(linkPerIp, request.ip);
      const outcome = await unsubscribeWaitlistEntry(deps, tokenOf(request.body, request.query));
      return reply.header('cache-control', 'no-store').send({ outcome });
    },
  );
}
