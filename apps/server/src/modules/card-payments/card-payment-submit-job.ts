import { createHash } from 'node:crypto';
import { z } from 'zod';
import { addCalendarDays, creditDateOf, endOfEasternDay } from '@waypoint/domain/card-account/payment-timing';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { noSubmitHooks, type PaymentSubmitHooks } from './autopay-day.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import { bankAccountOfUser, movePayment, openPaymentStatuses, paymentById } from './card-payments-repository.js';
import { bankNumbersOf } from './payment-bank-numbers.js';

/**
 * Sends a payment to the issuer (decision 080). Queued on the transaction
 * that inserts the payment row, so a payment exists at the issuer exactly
 * when its row does, even if the server stops between the commit and the
 * call: the job is retried. The issuer's createPayment is idempotent by the
 * row's key, so a retry never pays twice. A payment made now runs at once; a
 * scheduled one at the start of its Eastern day. 8 retries from 60 s
 * doubling (about 4 hours) before the payment is marked failed.
 */
export const cardPaymentSubmitQueue = defineQueue({
  name: 'card-payment-submit',
  data: z.object({ paymentId: z.number().int().positive() }),
  retryLimit: 8,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
});

/** A stable job id per payment (pg-boss ids are UUIDs): queued once however often asked. */
export function submitJobId(paymentId: number): string {
  const hex = createHash('sha256').update(`card-payment-submit:${paymentId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The first instant of an Eastern calendar day (YYYY-MM-DD): midnight Eastern as it begins. */
export function startOfEasternDay(day: string): Date {
  return endOfEasternDay(addCalendarDays(day, -1));
}

/**
 * Queues the payment's submission on the caller's transaction: now, or at
 * the start of `day` (Eastern) for a scheduled payment. Autopay (helper
 * files autopay-*.ts) schedules its payments through this too.
 */
export async function enqueuePaymentSubmission(tx: Db, paymentId: number, day: string | null = null): Promise<void> {
  await enqueueJob(
    tx,
    cardPaymentSubmitQueue,
    { paymentId },
    { id: submitJobId(paymentId), ...(day ? { startAfter: startOfEasternDay(day) } : {}) },
  );
}

export type SubmitOutcome = 'submitted' | 'alreadySubmitted' | 'notOpen';

/**
 * Sends a scheduled or pending payment to the issuer and records its id.
 * `amountCents` replaces the stored amount (autopay pays only what is still
 * due on the day). A payment canceled while the issuer was being asked is
 * canceled there too. Throws the issuer's error (the job retries).
 */
export async function submitDuePayment(
  deps: CardPaymentsDeps,
  paymentId: number,
  options: { amountCents?: number } = {},
): Promise<SubmitOutcome> {
  const payment = await paymentById(deps.db, paymentId);
  if (!payment || !(openPaymentStatuses as readonly string[]).includes(payment.status)) return 'notOpen';
  if (payment.providerPaymentId) return 'alreadySubmitted';
  const account = await deps.cards.accountById(deps.db, payment.accountId);
  const bank = await bankAccountOfUser(deps.db, payment.userId, payment.bankAccountId);
  if (!account || !bank) throw new Error(`payment ${paymentId} names no account or bank account`);
  const now = deps.now();
  // A payment made now was received when Pay was pressed; a scheduled one when its day's job sends it.
  const receivedAt = payment.receivedAt ?? now;
  const creditDate =
    payment.status === 'scheduled' && creditDateOf(now) > payment.creditDate ? creditDateOf(now) : payment.creditDate;
  const amountCents = options.amountCents ?? payment.amountCents;
  const { paymentId: providerPaymentId } = await deps.issuer.createPayment({
    accountId: account.providerAccountId,
    bank: await bankNumbersOf(deps, bank),
    amountCents,
    idempotencyKey: payment.idempotencyKey,
    creditDate,
  });
  const moved = await movePayment(deps.db, paymentId, openPaymentStatuses, {
    status: 'pending',
    providerPaymentId,
    receivedAt,
    creditDate,
    amountCents,
  });
  if (!moved) {
    // Canceled while the issuer was being asked: stop it there as well (too late only if it already went out).
    await deps.issuer.cancelPayment(providerPaymentId);
    return 'notOpen';
  }
  return 'submitted';
}

/**
 * `hooks`: autopay's say on the day (autopay-day.ts, decision 081): what an
 * autopay payment still has to pay, and its failure mail. Only the issuer
 * being unavailable is retried (deps.isIssuerUnavailable); any other failure,
 * or the last try, gives the payment up as failed.
 */
export function cardPaymentSubmitHandler(
  deps: CardPaymentsDeps,
  hooks: PaymentSubmitHooks = noSubmitHooks,
): JobHandler<{ paymentId: number }> {
  return async (job) => {
    try {
      const amountCents = await hooks.amountOnTheDay(job.data.paymentId);
      if (amountCents === 0) return;
      await submitDuePayment(deps, job.data.paymentId, amountCents === null ? {} : { amountCents });
    } catch (error) {
      // The last try: the payment is not made, and the Payments list says so (decision 080).
      if (job.finalAttempt || !deps.isIssuerUnavailable(error)) {
        await deps.db.transaction(async (tx) => {
          const failed = await movePayment(tx, job.data.paymentId, openPaymentStatuses, {
            status: 'failed',
            failedAt: deps.now(),
          });
          if (failed) await hooks.gaveUp(tx, failed);
        });
      }
      throw error;
    }
  };
}
