import { z } from 'zod';
import { canMoveCard, isCardStatus, type CardLockReason } from '@waypoint/domain/cards/card-status';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import type { SsnFollowUpDeps } from './ssn-follow-up-deps.js';
import { lockFollowUp, recordDeadlineLock } from './ssn-follow-up-repository.js';

/**
 * Day 60 of the SSN follow-up (product-rules#ssn-follow-up): one job per card
 * account, its id derived from the account, queued at activation for the
 * deadline. pg-boss keeps it in PostgreSQL, so a restart or another instance
 * runs it when it is due. A failure (the issuer unreachable) is retried: 8
 * tries, waits from 60 s doubling.
 */
export const ssnDeadlineQueue = defineQueue({
  name: 'card-ssn-deadline',
  data: z.object({ accountId: z.number().int().positive() }),
  retryLimit: 7,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
});

/** A stable job id per card account (pg-boss ids are UUIDs): queued twice, it is there once. */
export function ssnDeadlineJobId(accountId: number): string {
  return `00000000-0000-4000-8060-${accountId.toString(16).padStart(12, '0')}`;
}

export async function queueSsnDeadline(tx: Db, accountId: number, deadline: Date): Promise<void> {
  await enqueueJob(tx, ssnDeadlineQueue, { accountId }, { id: ssnDeadlineJobId(accountId), startAfter: deadline });
}

/**
 * The deadline passed: with the SSN still missing the card locks (reason
 * ssnMissing) and the cardholder gets the notice of that adverse action
 * (product-rules#notices); with it given meanwhile,
 * nothing happens. Our rows change under the follow-up's row lock and record
 * the lock, so a second run sends no second notice. A closed account is
 * skipped (decision 083). The issuer is told after
 * the commit (its calls never hold a transaction open); a run that fails
 * there is retried, and the retry, finding the lock recorded, tells the
 * issuer again (idempotent). A card its holder had locked is locked at the
 * issuer already: it stays locked, now for the SSN, and gets their lock back
 * when the SSN arrives.
 */
export async function passSsnDeadline(deps: SsnFollowUpDeps, accountId: number): Promise<void> {
  const lockAtIssuer = await deps.db.transaction(async (tx): Promise<string | null> => {
    const followUp = await lockFollowUp(tx, accountId);
    if (!followUp || followUp.closedAt) return null;
    const account = await deps.cards.accountById(tx, accountId);
    // A closed account is locked by nothing more (decision 083): its closing stops the follow-up, and this
    // holds should the job run all the same.
    if (!account || account.status === 'closed') return null;
    const card = await deps.cards.lockCardOfAccount(tx, accountId);
    if (!card) return null;
    if (followUp.lockedAt) {
      const stillLocked = card.status === 'locked' && card.lockReason === 'ssnMissing';
      return stillLocked && followUp.lockReasonBefore === null ? card.providerCardId : null;
    }
    if (account.ssnCipher) return null;
    const now = deps.now();
    let lockReasonBefore: CardLockReason | null = null;
    if (card.status === 'locked' && card.lockReason === 'cardholder') {
      lockReasonBefore = 'cardholder';
    } else if (!isCardStatus(card.status) || !canMoveCard(card.status, 'locked', 'ssnDeadline')) {
      // Not active (nor the holder's lock): nothing to lock; the follow-up stays open for the SSN.
      return null;
    }
    await deps.cards.moveCard(tx, card.id, { status: 'locked', lockReason: 'ssnMissing' }, now);
    await recordDeadlineLock(tx, accountId, { lockedAt: now, lockReasonBefore });
    // The lock is adverse action on the account (Reg B 1002.2(c)(1)(ii), decision 054): its notice, with the
    // reason and the ECOA statement, is kept and e-mailed by the notices' job, only if this lock commits.
    await deps.queueAccountActionNotice(tx, { applicationId: account.applicationId, action: 'ssnDeadlineLock' });
    return lockReasonBefore === null ? card.providerCardId : null;
  });
  if (lockAtIssuer) await deps.issuer.setCardLocked(lockAtIssuer, true);
}

export function ssnDeadlineJobHandler(deps: SsnFollowUpDeps): JobHandler<{ accountId: number }> {
  return async (job) => passSsnDeadline(deps, job.data.accountId);
}
