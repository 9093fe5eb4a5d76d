import type { FastifyInstance } from 'fastify';
import { blogSubscriptionSchema } from '@waypoint/domain/site/blog/blog-subscription';
import {
  blogSubscriptionParams,
  blogSubscriptionPaths,
  type BlogSubscriptionOutcome,
} from '@waypoint/domain/site/blog/blog-subscription-links';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { parseBody, requireMediaType } from '../../http/form-body.js';
import type { RateRule } from '../../platform/rate-limit.js';
import { confirmSubscription, subscribe, unsubscribe } from './blog-subscription-service.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';

// A reader subscribes once; a few retries and a second address are fine, more is a script.
export const subscribePerIp: RateRule = { name: 'blog-subscribe:ip', limit: 10, windowSeconds: 60 * 60 };
// Guessing links is hopeless (256-bit tokens); this only keeps a script from hammering the table.
export const linkPerIp: RateRule = { name: 'blog-link:ip', limit: 30, windowSeconds: 10 * 60 };
const bodyLimit = 4 * 1024;

/** The blog page says what happened (`?subscription=`); the token there is for its unsubscribe link. */
function blogPageWith(outcome: BlogSubscriptionOutcome, unsubscribeToken?: string): string {
  const params = new URLSearchParams({ [blogSubscriptionParams.outcome]: outcome });
  if (unsubscribeToken) params.set(blogSubscriptionParams.unsubscribeToken, unsubscribeToken);
  return `${sitePaths.blog}?${params.toString()}`;
}

/**
 * product-rules#plain-http POST /blog/subscribe (JSON `{ email }`), answered 202 `{ ok: true }`
 * whatever the address's state; and the two links of the mails, which work
 * without a sign-in and land on the blog page with a notice (303 redirects).
 */
export async function blogSubscriptionsRoutes(app: FastifyInstance, deps: BlogSubscriptionsDeps): Promise<void> {
  const hit = (rule: RateRule, ip: string) =>
    deps.limiter.hit({ ...rule, limit: rule.limit * deps.ipLimitScale }, ip, deps.now());

  app.post(
    '/blog/subscribe',
    { bodyLimit, onRequest: async (request) => requireMediaType(request, ['application/json']) },
    async (request, reply) => {
      await hit(subscribePerIp, request.ip);
      const { email } = parseBody(blogSubscriptionSchema, request.body);
      await subscribe(deps, email, request.ip);
      return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
    },
  );

  app.get<{ Querystring: { token?: unknown } }>(blogSubscriptionPaths.confirm, async (request, reply) => {
    await hit(linkPerIp, request.ip);
    const result = await confirmSubscription(deps, request.query.token);
    const target =
      result.outcome === 'confirmed' ? blogPageWith('confirmed', result.unsubscribeToken) : blogPageWith('invalid');
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 303);
  });

  app.get<{ Querystring: { token?: unknown } }>(blogSubscriptionPaths.unsubscribe, async (request, reply) => {
    await hit(linkPerIp, request.ip);
    const outcome = await unsubscribe(deps, request.query.token);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(blogPageWith(outcome), 303);
  });
}
