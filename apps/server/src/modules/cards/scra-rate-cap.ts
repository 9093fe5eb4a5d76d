import { createHash } from 'node:crypto';
import { z } from 'zod';
import { scraRateCap } from '@waypoint/domain/card-account/scra-rate-cap';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { CardsDeps } from './cards-deps.js';
import { cardAccountById, latestCardAccountOf, type CardAccountRow } from './cards-repository.js';
import { scraNoRateCapMail, scraRateCappedMail, scraRateCapMailKinds } from './scra-rate-cap-mail.js';
import { markRateCapApplied, rateCapOf, recordRateCap } from './scra-rate-cap-repository.js';

/*
 * The SCRA's 6% rate cap on a card account (docs/product-rules.md#scra-rate-cap,
 * decision 088). An approved servicemember change request, or a card issued
 * after one, decides it on its own transaction (the domain's rule: the
 * account's opening against the first day of service) and, when the cap
 * applies, queues the issuer's call as a job on that same transaction, so an
 * approval that commits always reaches the issuer, however a call fails.
 */

/** 10 tries, waits from 30 s doubling (about 8 hours in all); then parked for a person (docs/operations.md "Jobs"). */
export const scraRateCapQueue = defineQueue({
  name: 'card-scra-rate-cap',
  data: z.object({ accountId: z.number().int().positive() }),
  retryLimit: 9,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

/** A stable job id per account (pg-boss ids are UUIDs): queued once however often asked. */
function rateCapJobId(accountId: number): string {
  const hex = createHash('sha256').update(`card-scra-rate-cap:${accountId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface ScraBenefit {
  /** YYYY-MM-DD. */
  activeDutyStartDate: string;
  /** The approved request that brought it; null when a card issued later found it on record. */
  changeRequestId: number | null;
}

type Deps = Pick<CardsDeps, 'accounts' | 'publicUrl'>;

/**
 * Decides the cap for one account on the caller's transaction: records the
 * rule's answer, queues the issuer's call when it applies, and tells the
 * cardholder why not when it does not (once per answer recorded).
 */
export async function decideRateCapFor(
  tx: Db,
  deps: Deps,
  account: CardAccountRow,
  benefit: ScraBenefit,
  now: Date,
): Promise<void> {
  const decision = scraRateCap({
    accountOpenedAt: account.createdAt,
    activeDutyStartDate: benefit.activeDutyStartDate,
    currentAprBps: account.aprBps,
  });
  const recorded = await recordRateCap(tx, {
    accountId: account.id,
    userId: account.userId,
    changeRequestId: benefit.changeRequestId,
    activeDutyStartDate: benefit.activeDutyStartDate,
    accountOpenedOn: decision.accountOpenedOn,
    applies: decision.applies,
    notAppliedReason: decision.applies ? null : decision.reason,
    aprBeforeBps: account.aprBps,
    cappedAprBps: decision.cappedAprBps,
    effectiveFrom: decision.effectiveFrom,
    decidedAt: now,
  });
  if (!recorded) return;
  if (decision.applies) {
    await enqueueJob(tx, scraRateCapQueue, { accountId: account.id }, { id: rateCapJobId(account.id) });
    return;
  }
  const holder = await deps.accounts.holderOf(tx, account.userId);
  if (!holder) return;
  await enqueueMail(
    tx,
    scraRateCapMailKinds.notApplied,
    scraNoRateCapMail(holder.email, {
      firstName: holder.firstName,
      accountOpenedOn: decision.accountOpenedOn,
      activeDutyStartDate: benefit.activeDutyStartDate,
      accountUrl: `${deps.publicUrl}/account/card`,
    }),
  );
}

/**
 * The cards port's entry for an approved servicemember request (on the
 * approval's transaction): the member's latest card account, locked; nothing
 * before a card is issued, as the issuing decides then (card-issuing-job.ts).
 */
export async function scraBenefitApproved(
  tx: Db,
  deps: Deps,
  userId: string,
  benefit: ScraBenefit,
  now: Date,
): Promise<'decided' | 'noCardYet'> {
  const account = await latestCardAccountOf(tx, userId, { lock: true });
  if (!account) return 'noCardYet';
  await decideRateCapFor(tx, deps, account, benefit, now);
  return 'decided';
}

/**
 * The job: asks the issuer for the cap (idempotent), then marks it applied
 * and e-mails the cardholder on one transaction, only the first time, so a
 * retried or repeated job sends one notice.
 */
export async function capRateAtIssuer(
  deps: Pick<CardsDeps, 'db' | 'issuer' | 'now' | 'accounts' | 'publicUrl'>,
  accountId: number,
): Promise<void> {
  const cap = await rateCapOf(deps.db, accountId);
  if (!cap || !cap.applies || cap.issuerAppliedAt || cap.cappedAprBps === null || cap.effectiveFrom === null) return;
  const account = await cardAccountById(deps.db, accountId);
  if (!account) throw new Error(`card account ${accountId} vanished`);
  const { creditedCents } = await deps.issuer.capInterestRate({
    accountId: account.providerAccountId,
    aprBasisPoints: cap.cappedAprBps,
    effectiveFrom: cap.effectiveFrom,
    reason: 'scra',
  });
  const { cappedAprBps, effectiveFrom } = cap;
  await deps.db.transaction(async (tx) => {
    if (!(await markRateCapApplied(tx, accountId, { at: deps.now(), creditedCents }))) return;
    const holder = await deps.accounts.holderOf(tx, account.userId);
    if (!holder) return;
    await enqueueMail(
      tx,
      scraRateCapMailKinds.applied,
      scraRateCappedMail(holder.email, {
        firstName: holder.firstName,
        cappedAprBps,
        effectiveFrom,
        creditedCents,
        accountUrl: `${deps.publicUrl}/account/card`,
      }),
    );
  });
}

export function scraRateCapJobHandler(
  deps: Pick<CardsDeps, 'db' | 'issuer' | 'now' | 'accounts' | 'publicUrl'>,
): JobHandler<{ accountId: number }> {
  return async (job) => capRateAtIssuer(deps, job.data.accountId);
}
