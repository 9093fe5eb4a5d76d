import { creditDateOf, endOfEasternDay } from './payment-timing.js';
import type { OnTimeStatement, ReceivedPayment, ReturnedPayment } from './statement-on-time.js';

const dayMs = 24 * 60 * 60 * 1_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / dayMs;

/**
 * How many days the account is past due (docs/product-rules.md#cash-back, decision 102): the
 * days from the due date of the oldest statement whose minimum payment is still not met, to
 * today, both Eastern calendar days. A statement's minimum is met by the payments received
 * after its period ended, whenever they came, less the returns of those payments; a statement
 * whose due date has not ended (11:59 p.m. Eastern) or with nothing due is never past due.
 * 0 when every statement's minimum is met: the account is up to date.
 *
 * A payment received after two statements closed counts toward both, as the later minimum
 * is what brings the account up to date: an account owes its newest minimum, not the sum.
 */
export function daysPastDue(
  statements: readonly OnTimeStatement[],
  payments: readonly ReceivedPayment[],
  returns: readonly ReturnedPayment[],
  now: Date,
): number {
  let oldestUnmet: string | null = null;
  for (const statement of statements) {
    if (statement.minimumDueCents <= 0 || endOfEasternDay(statement.dueDate).getTime() > now.getTime()) continue;
    if (receivedSince(statement.periodEnd, payments, returns) >= statement.minimumDueCents) continue;
    if (oldestUnmet === null || statement.dueDate < oldestUnmet) oldestUnmet = statement.dueDate;
  }
  return oldestUnmet === null ? 0 : dayNumber(creditDateOf(now)) - dayNumber(oldestUnmet);
}

function receivedSince(
  periodEnd: Date,
  payments: readonly ReceivedPayment[],
  returns: readonly ReturnedPayment[],
): number {
  const since = payments.filter((payment) => payment.receivedAt.getTime() > periodEnd.getTime());
  const ids = new Set(since.map((payment) => payment.paymentId).filter((id): id is string => id !== null));
  const received = since.reduce((sum, payment) => sum + payment.amountCents, 0);
  const returned = returns
    .filter((line) => line.paymentId !== null && ids.has(line.paymentId))
    .reduce((sum, line) => sum + line.amountCents, 0);
  return received - returned;
}
