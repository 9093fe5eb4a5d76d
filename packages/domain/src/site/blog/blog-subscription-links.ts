// The blog subscription's links and their outcomes: no validation library, so the blog pages stay light.
/** Where the e-mail links land, and what the blog page then says (`?subscription=`). */
export const blogSubscriptionPaths = {
  confirm: '/blog/subscribe/confirm',
  unsubscribe: '/blog/subscribe/unsubscribe',
} as const;

export const blogSubscriptionOutcomes = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type BlogSubscriptionOutcome = (typeof blogSubscriptionOutcomes)[number];

export function isBlogSubscriptionOutcome(value: unknown): value is BlogSubscriptionOutcome {
  return typeof value === 'string' && (blogSubscriptionOutcomes as readonly string[]).includes(value);
}

/** The query parameters the server's redirect hands the blog page. */
export const blogSubscriptionParams = { outcome: 'subscription', unsubscribeToken: 'unsubscribe' } as const;

// Our tokens are 43 URL-safe characters (256 bits); anything far off is not ours.
export const subscriptionTokenPattern = /^[A-Za-z0-9_-]{20,100}$/;
