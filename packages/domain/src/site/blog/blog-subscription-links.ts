// The blog subscription's links and their answers: no validation library, so the blog pages stay light.
import { sitePaths } from '../paths/site-paths.js';

/**
 * Where the mails' links land (decision 100): pages that ask the server with a POST once open,
 * never on the GET alone, as mail scanners open links.
 */
export const blogSubscriptionPagePaths = {
  confirm: sitePaths.blogSubscriptionConfirm,
  unsubscribe: sitePaths.blogSubscriptionUnsubscribe,
} as const;

/** What those pages ask; the unsubscribe call is also the mails' one-click unsubscribe (RFC 8058). */
export const blogSubscriptionApiPaths = {
  confirm: '/api/v1/blog-subscription/confirm',
  unsubscribe: '/api/v1/blog-subscription/unsubscribe',
} as const;

/**
 * The links of the mails sent before decision 100: they acted when opened. They stay open,
 * and now only lead to the page of the same link, which asks before anything changes.
 */
export const blogSubscriptionOldLinkPaths = {
  confirm: '/blog/subscribe/confirm',
  unsubscribe: '/blog/subscribe/unsubscribe',
} as const;

/** What the confirm and unsubscribe calls answer; `invalid` covers unknown, used-up and expired links alike. */
export const blogSubscriptionLinkOutcomes = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type BlogSubscriptionLinkOutcome = (typeof blogSubscriptionLinkOutcomes)[number];

// Our tokens are 43 URL-safe characters (256 bits); anything far off is not ours.
export const subscriptionTokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

/** A page's address for a link's token: the token only when it could be ours. */
export function blogSubscriptionPageAddress(page: keyof typeof blogSubscriptionPagePaths, token: unknown): string {
  const path = blogSubscriptionPagePaths[page];
  // The pattern leaves nothing to escape.
  return typeof token === 'string' && subscriptionTokenPattern.test(token) ? `${path}?token=${token}` : path;
}
