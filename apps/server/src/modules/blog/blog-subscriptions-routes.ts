import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogSubscriptionSchema } from '@waypoint/domain/site/blog/blog-subscription';
import {
  blogSubscriptionApiPaths,
  blogSubscriptionOldLinkPaths,
  blogSubscriptionPageAddress,
} from '@waypoint/domain/site/blog/blog-subscription-links';
import { parseBody, requireMediaType } from '../../http/form-body.js';
import type { RateRule } from '../../platform/rate-limit.js';
import { confirmSubscription, subscribe, unsubscribe } from './blog-subscription-service.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';

// A reader subscribes once; a few retries and a second address are fine, more is a script.
export const subscribePerIp: RateRule = { name: 'blog-subscribe:ip', limit: 10, windowSeconds: 60 * 60 };
// Guessing links is hopeless (256-bit tokens); this only keeps a script from hammering the table.
export const linkPerIp: RateRule = { name: 'blog-link:ip', limit: 30, windowSeconds: 10 * 60 };
const bodyLimit = 4 * 1024;
const oneClickTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A token from the JSON body, or from the query (the one-click unsubscribe a mail client posts, RFC 8058). */
function tokenOf(body: unknown, query: unknown): unknown {
  const fromBody = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  const fromQuery = typeof query === 'object' && query !== null ? (query as { token?: unknown }).token : undefined;
  return fromBody ?? fromQuery;
}

/**
 * The blog subscription's public routes (decisions 095 and 100, docs/product-rules.md#blog-new-post-mail), no session:
 * - POST /blog/subscribe (JSON `{ email }`, product-rules#plain-http): 202 `{ ok: true }` whatever
 *   the address's state.
 * - POST /api/v1/blog-subscription/confirm `{ token }` and POST /api/v1/blog-subscription/unsubscribe
 *   `{ token }`: what the mails' links ask once their page is open. Never a GET: mail scanners
 *   open links, and opening a link must not confirm or unsubscribe by itself.
 * - GET of the links mailed before decision 100: a 303 to the page of the same link, changing nothing.
 */
export async function blogSubscriptionsRoutes(app: FastifyInstance, deps: BlogSubscriptionsDeps): Promise<void> {
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

  app.post('/blog/subscribe', json, async (request, reply) => {
    await hit(subscribePerIp, request.ip);
    const { email } = parseBody(blogSubscriptionSchema, request.body);
    await subscribe(deps, email, request.ip);
    return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
  });

  app.post(blogSubscriptionApiPaths.confirm, json, async (request, reply) => {
    await hit(linkPerIp, request.ip);
    const result = await confirmSubscription(deps, tokenOf(request.body, request.query));
    return reply.header('cache-control', 'no-store').send(result);
  });

  app.post(
    blogSubscriptionApiPaths.unsubscribe,
    {
      bodyLimit,
      onRequest: async (request) => requireMediaType(request, ['application/json', ...oneClickTypes]),
    },
    async (request, reply) => {
      await hit(linkPerIp, request.ip);
      const outcome = await unsubscribe(deps, tokenOf(request.body, request.query));
      return reply.header('cache-control', 'no-store').send({ outcome });
    },
  );

  for (const page of ['confirm', 'unsubscribe'] as const) {
    app.get<{ Querystring: { token?: unknown } }>(blogSubscriptionOldLinkPaths[page], async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(blogSubscriptionPageAddress(page, request.query.token), 303),
    );
  }
}
