import { z } from 'zod';
import {
  blogSubscriptionApiPaths,
  blogSubscriptionLinkOutcomes,
  type BlogSubscriptionLinkOutcome,
} from '@waypoint/domain/site/blog/blog-subscription-links';
import { httpRequest } from '../../../lib/api-client';

/**
 * What the blog subscription mails' link pages ask once open (decision 100): plain HTTP, no
 * session. Opening a link alone changes nothing; these POSTs do.
 */

const confirmSchema = z.union([
  z.object({ outcome: z.literal('confirmed'), unsubscribeToken: z.string() }),
  z.object({ outcome: z.literal('invalid') }),
]);
const unsubscribeSchema = z.object({ outcome: z.enum(blogSubscriptionLinkOutcomes) });

export type BlogConfirmAnswer = z.infer<typeof confirmSchema>;

export async function confirmBlogSubscription(token: string): Promise<BlogConfirmAnswer> {
  return httpRequest(blogSubscriptionApiPaths.confirm, { method: 'POST', json: { token } }, confirmSchema);
}

export async function unsubscribeFromBlog(token: string): Promise<BlogSubscriptionLinkOutcome> {
  return (
    await httpRequest(blogSubscriptionApiPaths.unsubscribe, { method: 'POST', json: { token } }, unsubscribeSchema)
  ).outcome;
}
