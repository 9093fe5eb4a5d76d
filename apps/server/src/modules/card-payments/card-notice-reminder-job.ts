import { createHash } from 'node:crypto';
import { z } from 'zod';
import { creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { autopayPaymentForStatement } from './autopay-repository.js';
import { paymentDueMail } from './card-notice-mails.js';
import {
  dueReminders,
  lockPendingReminder,
  markReminderDone,
  type PaymentReminderRow,
} from './card-notices-repository.js';
import { sendCardNotice } from './card-notices.js';
import { startOfEasternDay } from './card-payment-submit-job.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import { paidSince, paymentById } from './card-payments-repository.js';

/**
 * The payment reminder's sweep (docs/product-rules.md#card-notices, decision
 * 081): each closed statement that owes queues a sweep for its reminder's day
 * (5 days before the due date, from the start of that Eastern day), its job
 * id the statement's, so a redelivered statement queues none again. A sweep
 * takes every reminder due by its day and not yet done, so the statements
 * sharing a day are done by the first and a reminder whose job was lost is
 * caught by the next. The mail goes through the outbox, so a retry here only
 * repeats reads: 6 tries, waits from 60 s doubling.
 */
export const paymentReminderQueue = defineQueue({
  name: 'card-payment-reminders',
  data: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
});

/** The sweep job's id for a statement's reminder (pg-boss ids are UUIDs). */
export function paymentReminderJobId(accountId: number, providerStatementId: string): string {
  const hex = createHash('sha256').update(`card-payment-reminder:${accountId}:${providerStatementId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the sweep for a statement's reminder on `day` (YYYY-MM-DD), on the caller's transaction; once per statement. */
export async function queuePaymentReminderSweep(
  tx: Db,
  reminder: { accountId: number; providerStatementId: string; day: string },
): Promise<void> {
  await enqueueJob(
    tx,
    paymentReminderQueue,
    { day: reminder.day },
    {
      id: paymentReminderJobId(reminder.accountId, reminder.providerStatementId),
      startAfter: startOfEasternDay(reminder.day),
    },
  );
}

const sweepBatch = 200;

export type ReminderOutcome = 'sent' | 'paid' | 'autopayWillPay' | 'pastDue' | 'taken';

/**
 * One reminder, under its row lock: sent while the minimum is not yet
 * received (payments received since the close, not returned) and autopay
 * will not pay it; done either way, so it is looked at once.
 */
async function remindOnce(deps: CardPaymentsDeps, reminder: PaymentReminderRow, today: string) {
  return deps.db.transaction(async (tx): Promise<ReminderOutcome> => {
    const locked = await lockPendingReminder(tx, reminder.id);
    if (!locked) return 'taken';
    const now = deps.now();
    await markReminderDone(tx, locked.id, now);
    if (locked.dueDate < today) return 'pastDue';
    const { paidCents } = await paidSince(tx, locked.accountId, locked.periodEnd);
    const minimumLeft = Math.max(0, locked.minimumDueCents - paidCents);
    if (minimumLeft === 0) return 'paid';
    const autopay = await autopayPaymentForStatement(tx, locked.accountId, locked.providerStatementId);
    const autopayPayment = autopay?.paymentId ? await paymentById(tx, autopay.paymentId) : null;
    // Autopay's payment still waiting for the due date pays at least the minimum's rest: no reminder to pay.
    if (autopayPayment?.status === 'scheduled' && autopayPayment.amountCents >= minimumLeft) return 'autopayWillPay';
    await sendCardNotice(tx, deps, {
      accountId: locked.accountId,
      kind: 'paymentDue',
      subjectKey: locked.providerStatementId,
      required: false,
      mail: (recipient) =>
        paymentDueMail(recipient, {
          minimumDueCents: minimumLeft,
          statementBalanceRemainingCents: Math.max(0, locked.balanceCents - paidCents),
          dueDate: locked.dueDate,
        }),
    });
    return 'sent';
  });
}

/**
 * Every reminder due by `day` or today (the app's Eastern day), whichever is
 * later: a sweep that starts a moment early by the app's clock (the
 * database's runs it) still takes its day. Answers what became of each.
 */
export async function sweepPaymentReminders(deps: CardPaymentsDeps, day: string): Promise<ReminderOutcome[]> {
  const clockDay = creditDateOf(deps.now());
  const today = clockDay > day ? clockDay : day;
  const outcomes: ReminderOutcome[] = [];
  for (;;) {
    const due = await dueReminders(deps.db, today, sweepBatch);
    if (due.length === 0) return outcomes;
    for (const reminder of due) outcomes.push(await remindOnce(deps, reminder, today));
  }
}

export function paymentReminderJobHandler(deps: CardPaymentsDeps): JobHandler<{ day: string }> {
  return async (job) => {
    await sweepPaymentReminders(deps, job.data.day);
  };
}
