import { z } from 'zod';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import {
  waitlistConfirmLinkDays,
  waitlistConsentText,
  waitlistPendingPurgeDays,
  waitlistApiPaths,
  waitlistTokenPattern,
  type WaitlistLinkOutcome,
} from '@waypoint/domain/waitlist/waitlist';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { hashToken } from '../../platform/secure-token.js';
import type { WaitlistDeps } from './waitlist-deps.js';
import { waitlistConfirmationMail } from './waitlist-mail.js';
import {
  confirmationsSince,
  deleteStalePending,
  findToken,
  lockEntryById,
  lockedEntryFor,
  markConfirmationSent,
  markConfirmed,
  markUnsubscribed,
  mintToken,
  rejoinEntry,
  replaceConfirmTokens,
  useConfirmToken,
} from './waitlist-repository.js';

const dayMs = 24 * 60 * 60 * 1000;
// A repeat within 10 minutes (a double-click, a second tab) sends no second mail.
export const repeatWindowMs = 10 * 60 * 1000;
// Nobody needs more confirmation mails than this in a day; more is someone mail-bombing an address.
export const confirmationsPerDay = 3;
export const confirmLinkLifetimeMs = waitlistConfirmLinkDays * dayMs;
export const pendingLifetimeMs = waitlistPendingPurgeDays * dayMs;

const link = (deps: WaitlistDeps, path: string, token: string) => `${deps.publicUrl}${path}?token=${token}`;

/** Deletes a pending entry nobody confirmed (docs/product-rules.md#waitlist), when its time comes. */
export const pendingPurgeQueue = defineQueue({
  name: 'waitlist-pending-purge',
  data: z.object({ entryId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 60,
});

/**
 * Joining (decision 087): double opt-in. A new, pending or unsubscribed address gets a
 * confirmation mail; a confirmed one gets nothing, and a pending one nothing more within 10
 * minutes or past 3 mails a day. The caller always hears the same, so the answer does not tell
 * who is on the list. Each confirmation mail schedules the entry's purge 30 days on; a later
 * mail pushes it back, as the purge only deletes an entry whose newest mail is that old.
 */
export async function joinWaitlist(deps: WaitlistDeps, email: string, ip: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { entry } = await lockedEntryFor(tx, { email, consentText: waitlistConsentText, ip, now });
    if (entry.status === 'confirmed') return;
    const lastSent = entry.status === 'pending' ? entry.lastConfirmationSentAt : null;
    if (lastSent && now.getTime() - lastSent.getTime() < repeatWindowMs) return;
    if ((await confirmationsSince(tx, entry.id, new Date(now.getTime() - dayMs))) >= confirmationsPerDay) return;
    if (entry.status === 'unsubscribed') await rejoinEntry(tx, entry.id, { consentText: waitlistConsentText, ip, now });
    await replaceConfirmTokens(tx, entry.id, now);
    const confirm = await mintToken(tx, entry.id, 'confirm', now, new Date(now.getTime() + confirmLinkLifetimeMs));
    const unsubscribe = await mintToken(tx, entry.id, 'unsubscribe', now, null);
    await markConfirmationSent(tx, entry.id, now);
    const links = {
      confirm: link(deps, sitePaths.waitlistConfirm, confirm),
      unsubscribe: link(deps, sitePaths.waitlistUnsubscribe, unsubscribe),
      oneClickUnsubscribe: link(deps, waitlistApiPaths.unsubscribe, unsubscribe),
    };
    await enqueueMail(tx, 'waitlist_confirmation', waitlistConfirmationMail(email, links));
    await enqueueJob(
      tx,
      pendingPurgeQueue,
      { entryId: entry.id },
      { startAfter: new Date(now.getTime() + pendingLifetimeMs) },
    );
  });
}

export type ConfirmResult = { outcome: 'confirmed'; unsubscribeToken: string } | { outcome: 'invalid' };

const isToken = (token: unknown): token is string => typeof token === 'string' && waitlistTokenPattern.test(token);

/**
 * The confirm link: single use, 7 days, and only the newest one of an address. Using it again
 * once confirmed still says confirmed (a second click is not an error), but it never puts back an
 * address that has left. The answer carries a fresh unsubscribe token for the confirmation page.
 */
export async function confirmWaitlistEntry(deps: WaitlistDeps, token: unknown): Promise<ConfirmResult> {
  if (!isToken(token)) return { outcome: 'invalid' };
  const row = await findToken(deps.db, token, 'confirm');
  if (!row) return { outcome: 'invalid' };
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<ConfirmResult> => {
    const entry = await lockEntryById(tx, row.entryId);
    if (!entry) return { outcome: 'invalid' };
    const used = await useConfirmToken(tx, hashToken(token), now);
    const alreadyConfirmed = entry.status === 'confirmed' && row.usedAt !== null;
    if (!used && !alreadyConfirmed) return { outcome: 'invalid' };
    if (used) await markConfirmed(tx, entry.id, now);
    return { outcome: 'confirmed', unsubscribeToken: await mintToken(tx, entry.id, 'unsubscribe', now, null) };
  });
}

/**
 * Any unsubscribe link of an address, any number of times, with no sign-in: the address leaves
 * the list (kept as unsubscribed) and its pending confirm links stop working.
 */
export async function unsubscribeWaitlistEntry(deps: WaitlistDeps, token: unknown): Promise<WaitlistLinkOutcome> {
  if (!isToken(token)) return 'invalid';
  const row = await findToken(deps.db, token, 'unsubscribe');
  if (!row) return 'invalid';
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<WaitlistLinkOutcome> => {
    const entry = await lockEntryById(tx, row.entryId);
    if (!entry) return 'invalid';
    await markUnsubscribed(tx, entry, now);
    await replaceConfirmTokens(tx, entry.id, now);
    return 'unsubscribed';
  });
}

/** The purge job: the entry goes if it is still pending and its newest confirmation mail is 30 days old. */
export function pendingPurgeJobHandler(deps: Pick<WaitlistDeps, 'db' | 'now'>): JobHandler<{ entryId: string }> {
  return async (job) => {
    await deleteStalePending(deps.db, job.data.entryId, new Date(deps.now().getTime() - pendingLifetimeMs));
  };
}
