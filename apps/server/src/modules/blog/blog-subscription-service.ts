import {
  blogSubscriptionPagePaths,
  subscriptionTokenPattern,
} from '@waypoint/domain/site/blog/blog-subscription-links';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { blogConfirmationMail } from './blog-subscription-mail.js';
import {
  confirmationsSince,
  findToken,
  mintToken,
  replaceConfirmTokens,
  useConfirmToken,
} from './blog-subscription-tokens-repository.js';
import type { BlogSubscriptionsDeps } from './blog-subscriptions-deps.js';
import {
  lockedSubscription,
  lockSubscriptionById,
  markConfirmationSent,
  markConfirmed,
  markUnsubscribed,
  pendingSubscription,
} from './blog-subscriptions-repository.js';

// A repeat within 10 minutes (a double-click, a second tab) sends no second mail.
export const repeatWindowMs = 10 * 60 * 1000;
// Nobody needs more confirmation mails than this in a day; more is someone mail-bombing an address.
export const confirmationsPerDay = 3;
const dayMs = 24 * 60 * 60 * 1000;
const link = (deps: BlogSubscriptionsDeps, path: string, token: string) => `${deps.publicUrl}${path}?token=${token}`;

/**
 * POST /blog/subscribe: double opt-in. A new, pending or unsubscribed address
 * gets a confirmation mail; a confirmed one gets nothing. The caller always
 * hears the same, so the answer does not tell who is on the list.
 */
export async function subscribe(deps: BlogSubscriptionsDeps, email: string, ip: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const existing = await lockedSubscription(tx, email);
    if (existing?.status === 'confirmed') return;
    const lastSent = existing?.status === 'pending' ? existing.lastConfirmationSentAt : null;
    if (lastSent && now.getTime() - lastSent.getTime() < repeatWindowMs) return;
    if (
      existing &&
      (await confirmationsSince(tx, existing.id, new Date(now.getTime() - dayMs))) >= confirmationsPerDay
    ) {
      return;
    }
    const id = await pendingSubscription(tx, email, ip, now, existing);
    await replaceConfirmTokens(tx, id, now);
    const confirm = await mintToken(tx, id, 'confirm', now);
    const unsubscribe = await mintToken(tx, id, 'unsubscribe', now);
    await markConfirmationSent(tx, id, now);
    const links = {
      confirm: link(deps, blogSubscriptionPagePaths.confirm, confirm),
      unsubscribe: link(deps, blogSubscriptionPagePaths.unsubscribe, unsubscribe),
    };
    await enqueueMail(tx, 'blog_subscription_confirmation', blogConfirmationMail(email, links));
  });
}

export type ConfirmResult = { outcome: 'confirmed'; unsubscribeToken: string } | { outcome: 'invalid' };

/**
 * The confirm link: single use, 7 days, and only the newest one of an
 * address. Opening it again once confirmed still says confirmed (a second
 * click is not an error), but never subscribes an address that has left.
 * The answer carries a fresh unsubscribe token for the confirmation page.
 */
export async function confirmSubscription(deps: BlogSubscriptionsDeps, token: unknown): Promise<ConfirmResult> {
  if (typeof token !== 'string' || !subscriptionTokenPattern.test(token)) return { outcome: 'invalid' };
  const row = await findToken(deps.db, token, 'confirm');
  if (!row) return { outcome: 'invalid' };
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<ConfirmResult> => {
    const subscription = await lockSubscriptionById(tx, row.subscriptionId);
    if (!subscription) return { outcome: 'invalid' };
    const used = await useConfirmToken(tx, row.tokenHash, now);
    const alreadyConfirmed = subscription.status === 'confirmed' && row.usedAt !== null;
    if (!used && !alreadyConfirmed) return { outcome: 'invalid' };
    if (used) {
      await markConfirmed(tx, subscription.id, now);
    }
    return { outcome: 'confirmed', unsubscribeToken: await mintToken(tx, subscription.id, 'unsubscribe', now) };
  });
}

/**
 * Any unsubscribe link of an address, any number of times, with no sign-in, once its page is
 * pressed or the mail client's one-click unsubscribe posts it:
 * the address leaves the list and its pending confirm links stop working.
 */
export async function unsubscribe(deps: BlogSubscriptionsDeps, token: unknown): Promise<'unsubscribed' | 'invalid'> {
  if (typeof token !== 'string' || !subscriptionTokenPattern.test(token)) return 'invalid';
  const row = await findToken(deps.db, token, 'unsubscribe');
  if (!row) return 'invalid';
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await markUnsubscribed(tx, row.subscriptionId, now);
    await replaceConfirmTokens(tx, row.subscriptionId, now);
  });
  return 'unsubscribed';
}
