import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import { depositEventsOf, sandboxJobId, testAmountReturnCode, transactionEventOf } from './sandbox-issuer-events.js';
import {
  insertSandboxTransaction,
  lockSandboxDeposit,
  lockSandboxPayment,
  sandboxDepositById,
  sandboxTransactionById,
  updateSandboxDeposit,
  updateSandboxPayment,
} from './sandbox-issuer-repository.js';
import { closeSandboxCycle, sandboxCycleQueue } from './sandbox-statement-cycle.js';

/*
 * The sandbox issuer's timers (decision 079; docs/sandbox.md "Cards"): a
 * payment posts and a deposit settles CARD_SANDBOX_SETTLE_AFTER_MS after it
 * was asked for; a test amount comes back CARD_SANDBOX_RETURN_AFTER_MS after
 * that. Each step changes the sandbox's records once, on one transaction, and
 * then delivers the events those records hold: a retried job delivers the
 * same event ids, which the receiver posts once.
 */

const retry = { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 60 };

/** Delivers a posting made where no delivery is at hand (a statement credit asked of the issuer). */
export const sandboxDeliveryQueue = defineQueue({
  name: 'sandbox-card-delivery',
  data: z.object({ transactionId: z.string().min(1) }),
  ...retry,
});

export const sandboxPaymentQueue = defineQueue({
  name: 'sandbox-card-payment',
  data: z.object({ paymentId: z.string().min(1), step: z.enum(['post', 'return']) }),
  ...retry,
});

export const sandboxDepositQueue = defineQueue({
  name: 'sandbox-card-deposit',
  data: z.object({ depositId: z.string().min(1), step: z.enum(['settle', 'return']) }),
  ...retry,
});

export const paymentJobId = (paymentId: string, step: 'post' | 'return') =>
  sandboxJobId(`payment:${paymentId}:${step}`);
export const depositJobId = (depositId: string, step: 'settle' | 'return') =>
  sandboxJobId(`deposit:${depositId}:${step}`);

export async function queueSandboxDelivery(tx: Db, transactionId: string): Promise<void> {
  await enqueueJob(tx, sandboxDeliveryQueue, { transactionId }, { id: sandboxJobId(`deliver:${transactionId}`) });
}

export async function queuePaymentStep(tx: Db, paymentId: string, step: 'post' | 'return', at: Date): Promise<void> {
  await enqueueJob(tx, sandboxPaymentQueue, { paymentId, step }, { id: paymentJobId(paymentId, step), startAfter: at });
}

export async function queueDepositStep(tx: Db, depositId: string, step: 'settle' | 'return', at: Date): Promise<void> {
  await enqueueJob(tx, sandboxDepositQueue, { depositId, step }, { id: depositJobId(depositId, step), startAfter: at });
}

export type DeliverCardWebhook = (event: CardWebhookEvent) => Promise<void>;

export interface SandboxJobDeps {
  db: Db;
  deliver: DeliverCardWebhook;
  timers: { cycleMs: number; returnAfterMs: number };
  now(): Date;
}

export function sandboxDeliveryHandler(deps: SandboxJobDeps): JobHandler<{ transactionId: string }> {
  return async (job) => {
    const row = await sandboxTransactionById(deps.db, job.data.transactionId);
    if (row) await deps.deliver(transactionEventOf(row));
  };
}

/** The payment's ledger id for its posting or its return. */
export const paymentTransactionId = (paymentId: string, step: 'post' | 'return') =>
  step === 'post' ? `sbx_txn_${paymentId}` : `sbx_txn_${paymentId}_return`;

/**
 * Posting: a pending payment is credited as of the instant it was received
 * (createPayment's call, Reg Z 1026.10(a)); a canceled one posts nothing. A
 * test amount then queues its return, which takes the credit back with the
 * ACH code (a payment_return carrying the same payment id).
 */
export function sandboxPaymentHandler(
  deps: SandboxJobDeps,
): JobHandler<{ paymentId: string; step: 'post' | 'return' }> {
  return async (job) => {
    const { paymentId, step } = job.data;
    const transactionId = paymentTransactionId(paymentId, step);
    await deps.db.transaction(async (tx) => {
      const payment = await lockSandboxPayment(tx, paymentId);
      const now = deps.now();
      if (!payment) return;
      if (step === 'post' && payment.status === 'pending') {
        await updateSandboxPayment(tx, paymentId, { status: 'posted', postedAt: now });
        await insertSandboxTransaction(tx, {
          transactionId,
          accountId: payment.accountId,
          kind: 'payment',
          amountCents: payment.amountCents,
          description: 'Payment, thank you',
          paymentId,
          eventId: `sbx_evt_${transactionId}`,
          postedAt: payment.receivedAt,
        });
        if (testAmountReturnCode(payment.amountCents))
          await queuePaymentStep(tx, paymentId, 'return', new Date(now.getTime() + deps.timers.returnAfterMs));
      }
      const returnCode = testAmountReturnCode(payment.amountCents);
      if (step === 'return' && payment.status === 'posted' && returnCode) {
        await updateSandboxPayment(tx, paymentId, { status: 'returned', returnCode, returnedAt: now });
        await insertSandboxTransaction(tx, {
          transactionId,
          accountId: payment.accountId,
          kind: 'payment_return',
          amountCents: payment.amountCents,
          description: `Payment returned (${returnCode})`,
          paymentId,
          returnCode,
          eventId: `sbx_evt_${transactionId}`,
          postedAt: now,
        });
      }
    });
    // Whether this try or an earlier one posted it, the same event goes out.
    const posted = await sandboxTransactionById(deps.db, transactionId);
    if (posted) await deps.deliver(transactionEventOf(posted));
  };
}

/** A deposit settles at the bank, and a test amount comes back after: `deposit.updated` each time. */
export function sandboxDepositHandler(
  deps: SandboxJobDeps,
): JobHandler<{ depositId: string; step: 'settle' | 'return' }> {
  return async (job) => {
    const { depositId, step } = job.data;
    await deps.db.transaction(async (tx) => {
      const deposit = await lockSandboxDeposit(tx, depositId);
      const now = deps.now();
      if (!deposit) return;
      const returnCode = testAmountReturnCode(deposit.amountCents);
      if (step === 'settle' && deposit.status === 'pending') {
        await updateSandboxDeposit(tx, depositId, { status: 'settled', settledAt: now });
        if (returnCode)
          await queueDepositStep(tx, depositId, 'return', new Date(now.getTime() + deps.timers.returnAfterMs));
      }
      if (step === 'return' && deposit.status === 'settled' && returnCode)
        await updateSandboxDeposit(tx, depositId, { status: 'returned', returnCode, returnedAt: now });
    });
    const deposit = await sandboxDepositById(deps.db, depositId);
    if (!deposit) return;
    const events = depositEventsOf(deposit);
    const event = step === 'settle' ? events[0] : events[1];
    if (event) await deps.deliver(event);
  };
}

/** A cycle's close on its timer; the next cycle is queued with it (sandbox-statement-cycle.ts). */
export function sandboxCycleHandler(deps: SandboxJobDeps): JobHandler<{ accountId: string; cycle: number }> {
  return async (job) => {
    const closed = await closeSandboxCycle(deps.db, {
      accountId: job.data.accountId,
      cycle: job.data.cycle,
      now: deps.now(),
      nextCycleAfterMs: deps.timers.cycleMs > 0 ? deps.timers.cycleMs : null,
    });
    for (const event of closed?.events ?? []) await deps.deliver(event);
  };
}

export { sandboxCycleQueue };
