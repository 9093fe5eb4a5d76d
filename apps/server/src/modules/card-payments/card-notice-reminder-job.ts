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
 * 081): a statement's close queues the sweep of the day its reminder is due
 * (5 days before the due date, from the start of that Eastern day); one job
 * per day, its id the day's, however many statements share it. Each sweep
 * takes every reminder due by then and not yet done, so a day missed is
 * caught up the next. The mail goes through the outbox, so a retry here only
 * repeats reads: 6 tries, waits from 60 s doubling.
 */
export const paymentReminderQueue = defineQueue({
  name: 'card-payment-reminders',
  data: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
});

function sweepJobId(day: string): string {
  const hex = createHash('sha256').update(`card-payment-reminders:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the sweep of `day` (YYYY-MM-DD) on the caller's transaction; once per day. */
export async function queuePaymentReminderSweep(tx: Db, day: string): Promise<void> {
  await enqueueJob(tx, paymentReminderQueue, { day }, { id: sweepJobId(day), startAfter: startOfEasternDay(day) });
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

/** Every reminder due by today (the app's Eastern day); answers what became of each. */
export async function sweepPaymentReminders(deps: CardPaymentsDeps): Promise<ReminderOutcome[]> {
  const today = creditDateOf(deps.now());
  const outcomes: ReminderOutcome[] = [];
  for (;;) {
    const due = await dueReminders(deps.db, today, sweepBatch);
    if (due.length === 0) return outcomes;
    for (const reminder of due) outcomes.push(await remindOnce(deps, reminder, today));
  }
}

export function paymentReminderJobHandler(deps: CardPaymentsDeps): JobHandler<{ day: string }> {
  return async () => {
    await sweepPaymentReminders(deps);
  };
}
