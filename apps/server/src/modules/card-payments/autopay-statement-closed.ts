import { createHash } from 'node:crypto';
import { autopayAmountAtClose, autopayVaries, isAutopayChoice } from '@waypoint/domain/card-account/autopay';
import { PAYMENT_DUE_REMINDER_DAYS } from '@waypoint/domain/card-account/card-notices';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import type { Db } from '../../db/database.js';
import { autopayOf, claimAutopayPayment, setAutopayPayment } from './autopay-repository.js';
import { autopayScheduledMail, statementReadyMail } from './card-notice-mails.js';
import { queuePaymentReminderSweep } from './card-notice-reminder-job.js';
import { insertPaymentReminder } from './card-notices-repository.js';
import { sendCardNotice } from './card-notices.js';
import { recordPayment } from './card-payment-service.js';
import type { CardPaymentsDeps, PaymentsCardAccount } from './card-payments-deps.js';
import { bankAccountOfUser } from './card-payments-repository.js';

/** A statement as the issuer closed it (the cards module's ClosedStatement, as much as is used here). */
export interface StatementThatClosed {
  providerStatementId: string;
  periodEnd: Date;
  /** YYYY-MM-DD. */
  dueDate: string;
  balanceCents: number;
  minimumDueCents: number;
}

/**
 * A statement closed (decision 081), on the webhook's transaction after the
 * rewards module mirrored it: its ready notice (the statement's delivery),
 * its payment reminder's date, and autopay's payment for it. Each is keyed by
 * the statement, so a redelivered event does nothing again.
 */
export async function onStatementClosed(
  tx: Db,
  deps: CardPaymentsDeps,
  accountId: number,
  statement: StatementThatClosed,
): Promise<void> {
  const account = await deps.cards.accountById(tx, accountId);
  if (!account) return;
  const now = deps.now();
  const owes = statement.balanceCents > 0 && statement.minimumDueCents > 0;
  const remindOn = addCalendarDays(statement.dueDate, -PAYMENT_DUE_REMINDER_DAYS);
  await insertPaymentReminder(tx, {
    accountId,
    providerStatementId: statement.providerStatementId,
    periodEnd: statement.periodEnd,
    dueDate: statement.dueDate,
    remindOn,
    balanceCents: statement.balanceCents,
    minimumDueCents: statement.minimumDueCents,
    // Nothing to remind of when nothing is due.
    doneAt: owes ? null : now,
  });
  if (owes) {
    await queuePaymentReminderSweep(tx, {
      accountId,
      providerStatementId: statement.providerStatementId,
      day: remindOn,
    });
  }
  const latest = await deps.statements.latestStatementOf(tx, accountId);
  await sendCardNotice(tx, deps, {
    accountId,
    kind: 'statementReady',
    subjectKey: statement.providerStatementId,
    required: true,
    mail: (recipient) =>
      statementReadyMail(recipient, {
        statementId: latest?.providerStatementId === statement.providerStatementId ? latest.id : null,
        // The period's last instant is the day it ended on (its end is the next day's first instant).
        periodEndDay: creditDateOf(new Date(statement.periodEnd.getTime() - 1)),
        balanceCents: statement.balanceCents,
        minimumDueCents: statement.minimumDueCents,
        dueDate: statement.dueDate,
      }),
  });
  await scheduleAutopay(tx, deps, account, statement, now);
}

/** The payment's idempotency key: one per account and statement (a UUID, as the clients' are). */
export function autopayPaymentKey(accountId: number, providerStatementId: string): string {
  const hex = createHash('sha256').update(`autopay:${accountId}:${providerStatementId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Autopay's payment for the statement: the amount fixed now (minimum,
 * statement balance, or the fixed amount capped at the balance), scheduled
 * for the due date through the payments' own recording, so the submit job
 * sends it at the start of that Eastern day. The notice says the amount and
 * the day; for an amount that varies it is required (Reg E 1005.10(d): at
 * least 10 days ahead; the due date is 25 days after the close).
 */
async function scheduleAutopay(
  tx: Db,
  deps: CardPaymentsDeps,
  account: PaymentsCardAccount,
  statement: StatementThatClosed,
  now: Date,
): Promise<void> {
  const setting = await autopayOf(tx, account.id);
  if (!setting || !isAutopayChoice(setting.amountChoice)) return;
  const choice = setting.amountChoice;
  const amountCents = autopayAmountAtClose({ choice, fixedAmountCents: setting.fixedAmountCents }, statement);
  const record = await claimAutopayPayment(tx, {
    accountId: account.id,
    providerStatementId: statement.providerStatementId,
    periodEnd: statement.periodEnd,
    dueDate: statement.dueDate,
    amountChoice: choice,
    scheduledCents: amountCents,
    balanceCents: statement.balanceCents,
    minimumDueCents: statement.minimumDueCents,
    outcome: amountCents > 0 ? 'scheduled' : 'nothingDue',
    createdAt: now,
  });
  // Recorded before (a redelivered statement), or nothing to pay.
  if (!record || amountCents === 0) return;
  const bank = await bankAccountOfUser(tx, account.userId, setting.bankAccountId);
  if (!bank || bank.removedAt) {
    // Removal is refused while autopay uses the account; this guards a row changed by hand.
    await setAutopayPayment(tx, record.id, { outcome: 'failed', settledAt: now });
    return;
  }
  const { payment } = await recordPayment(
    tx,
    {
      accountId: account.id,
      userId: account.userId,
      bankAccountId: bank.id,
      idempotencyKey: autopayPaymentKey(account.id, statement.providerStatementId),
      amountChoice: 'autopay',
      amountCents,
      scheduledFor: statement.dueDate,
      autopay: true,
    },
    now,
  );
  await setAutopayPayment(tx, record.id, { paymentId: payment.id });
  await sendCardNotice(tx, deps, {
    accountId: account.id,
    kind: 'autopayScheduled',
    subjectKey: statement.providerStatementId,
    required: autopayVaries(choice),
    mail: (recipient) =>
      autopayScheduledMail(recipient, { amountCents, payDay: statement.dueDate, bankMask: bank.mask, choice }),
  });
}
