import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { limitApprovedMail, limitApprovedMailKind } from './credit-limit-mails.js';
import type { CreditLineIncreasesDeps } from './credit-line-increases-deps.js';
import {
  limitRequestById,
  lockLimitRequest,
  markIssuerApplied,
  markIssuerFailed,
} from './credit-line-increases-repository.js';

/**
 * Sets an approved limit at the issuer (decision 084). Queued on the
 * approval's transaction, so an approval recorded here reaches the issuer
 * however a call fails; setCreditLimit is idempotent, so a retry sets the same
 * limit again. Only then is our mirror of the limit changed and the approval
 * mail sent, so the mail never promises a limit the card does not have.
 * Only the issuer being unavailable is retried (deps.isIssuerUnavailable):
 * 10 tries from 30 s doubling (about 8 hours); a refusal or the last try is
 * recorded for staff (issuer_failed_at, shown in the back office).
 */
export const creditLimitApplyQueue = defineQueue({
  name: 'credit-limit-apply',
  data: z.object({ requestId: z.number().int().positive() }),
  retryLimit: 9,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

/** A stable job id per request (pg-boss ids are UUIDs): queued once however often asked. */
export function creditLimitApplyJobId(requestId: number): string {
  const hex = createHash('sha256').update(`credit-limit-apply:${requestId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueLimitAtIssuer(tx: Db, requestId: number): Promise<void> {
  await enqueueJob(tx, creditLimitApplyQueue, { requestId }, { id: creditLimitApplyJobId(requestId) });
}

/** Sets the approved limit at the issuer, then here, with the approval mail; once. */
export async function applyApprovedLimit(deps: CreditLineIncreasesDeps, requestId: number): Promise<void> {
  const request = await limitRequestById(deps.db, requestId);
  if (!request || request.status !== 'approved' || request.approvedLimitCents === null) return;
  if (request.issuerAppliedAt) return;
  const account = await deps.cards.accountById(deps.db, request.accountId);
  if (!account) throw new Error(`card account ${request.accountId} vanished`);
  const newLimitCents = request.approvedLimitCents;
  await deps.issuer.setCreditLimit(account.providerAccountId, newLimitCents);
  await deps.db.transaction(async (tx) => {
    const locked = await lockLimitRequest(tx, requestId);
    if (!locked || locked.issuerAppliedAt) return;
    await deps.cards.lockAccount(tx, request.accountId);
    await deps.cards.setCreditLimit(tx, request.accountId, newLimitCents);
    await markIssuerApplied(tx, requestId, deps.now());
    const holder = await deps.holderOf(tx, request.userId);
    const card = await deps.cards.latestCardOfAccount(tx, request.accountId);
    if (!holder) return;
    const approval = {
      firstName: holder.firstName,
      lastFour: card?.lastFour ?? null,
      previousLimitCents: request.currentLimitCents,
      newLimitCents,
      aprBps: request.aprBps,
    };
    await enqueueMail(tx, limitApprovedMailKind, limitApprovedMail(holder.email, approval, deps.publicUrl));
  });
}

export function creditLimitApplyJobHandler(deps: CreditLineIncreasesDeps): JobHandler<{ requestId: number }> {
  return async (job) => {
    try {
      await applyApprovedLimit(deps, job.data.requestId);
    } catch (error) {
      const unavailable = deps.isIssuerUnavailable(error);
      if (unavailable && !job.finalAttempt) throw error;
      // A refusal is not retried; it and the last try are left for staff to follow up.
      await markIssuerFailed(deps.db, job.data.requestId, deps.now());
      if (unavailable) throw error;
    }
  };
}
