import { addCalendarDays, creditDateOf, endOfEasternDay } from '@waypoint/domain/card-account/payment-timing';

/*
 * The sandbox issuer's statement figures (decision 079; docs/sandbox.md
 * "Cards"): what a cycle's close posts and prints. A real issuer computes
 * these on its side; the sandbox's rules are simple and documented so tests
 * and the e2e can predict them.
 */

/** The fee schedule's late and returned-payment fee: $25, never more than the minimum it is charged for (Reg Z 1026.52(b)(1)(ii), (b)(2)(i)(B)). */
export const SANDBOX_FEE_CAP_CENTS = 2_500;
/** The purchase APR when the account has none on record (a card opened before the APR was kept). */
export const SANDBOX_DEFAULT_APR_BPS = 2_499;
/** A statement is due 25 days after it closes: the fee schedule's "at least 25 days" (Reg Z 1026.5(b)(2)(ii)). */
export const SANDBOX_DUE_AFTER_DAYS = 25;
const MINIMUM_DUE_FLOOR_CENTS = 2_500;

/** The larger of $25 and 1% of the balance (rounded up), never more than the balance. */
export function sandboxMinimumDueCents(balanceCents: number): number {
  const balance = Math.max(0, balanceCents);
  return Math.min(balance, Math.max(MINIMUM_DUE_FLOOR_CENTS, Math.ceil(balance / 100)));
}

export type LedgerKind = 'purchase' | 'refund' | 'payment' | 'payment_return' | 'credit' | 'fee' | 'interest';

/** How a posting moves what is owed: purchases, fees, interest and returned payments raise it. */
export function signedAmount(kind: LedgerKind, amountCents: number): number {
  return kind === 'purchase' || kind === 'fee' || kind === 'interest' || kind === 'payment_return'
    ? amountCents
    : -amountCents;
}

export interface LedgerEntry {
  kind: LedgerKind;
  amountCents: number;
  paymentId: string | null;
  postedAt: Date;
}

/** The previous statement, as the next close judges it. */
export interface PreviousStatement {
  periodEnd: Date;
  dueDate: string;
  balanceCents: number;
  minimumDueCents: number;
}

export interface CycleCharges {
  /** Reg Z 1026.7(b)(5): what the interest was charged on, the part carried past the due date (0 when none). */
  balanceSubjectToInterestCents: number;
  interestCents: number;
  lateFeeCents: number;
  returnedPaymentFeeCents: number;
}

/**
 * What was paid toward the previous statement: payments received (their
 * `postedAt`, the instant received) after it closed and by 11:59 p.m. Eastern
 * on its due date (Reg Z 1026.10), less those of them that came back.
 */
export function paidByDueDate(previous: PreviousStatement, entries: LedgerEntry[]): number {
  const cutOff = endOfEasternDay(previous.dueDate);
  const onTime = entries.filter(
    (entry) => entry.kind === 'payment' && entry.postedAt > previous.periodEnd && entry.postedAt < cutOff,
  );
  const onTimeIds = new Set(onTime.map((entry) => entry.paymentId).filter((id) => id !== null));
  const returned = entries.filter(
    (entry) => entry.kind === 'payment_return' && entry.paymentId !== null && onTimeIds.has(entry.paymentId),
  );
  const sum = (list: LedgerEntry[]) => list.reduce((total, entry) => total + entry.amountCents, 0);
  return sum(onTime) - sum(returned);
}

/** Rounds a non-negative fraction half up. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The charges a close posts, judged on the previous statement once its due
 * date has passed (a due date still ahead is judged at the next close):
 * - interest, when its balance was not paid in full by the due date: the
 *   part carried past it × APR / 12, rounded half up;
 * - a late fee, when its minimum was not received by the due date: the
 *   lesser of $25 and that minimum;
 * - otherwise a returned-payment fee, when a payment came back in the cycle:
 *   the lesser of $25 and that minimum. One missed payment is charged one of
 *   the two, never both (Reg Z 1026.52(b)(2)(ii)).
 */
export function cycleCharges(
  previous: PreviousStatement | null,
  entries: LedgerEntry[],
  closesAt: Date,
  aprBps: number,
): CycleCharges {
  const none = { balanceSubjectToInterestCents: 0, interestCents: 0, lateFeeCents: 0, returnedPaymentFeeCents: 0 };
  if (!previous || previous.balanceCents <= 0) return none;
  if (endOfEasternDay(previous.dueDate) > closesAt) return none;
  const paid = paidByDueDate(previous, entries);
  const carried = Math.max(0, previous.balanceCents - paid);
  const interestCents = carried > 0 ? roundHalfUp(carried * aprBps, 12 * 10_000) : 0;
  const fee = Math.min(SANDBOX_FEE_CAP_CENTS, previous.minimumDueCents);
  const missedMinimum = paid < previous.minimumDueCents;
  const aPaymentCameBack = entries.some((entry) => entry.kind === 'payment_return');
  return {
    balanceSubjectToInterestCents: carried,
    interestCents,
    lateFeeCents: missedMinimum ? fee : 0,
    returnedPaymentFeeCents: !missedMinimum && aPaymentCameBack ? fee : 0,
  };
}

export interface CycleFigures {
  previousBalanceCents: number;
  paymentsCents: number;
  creditsCents: number;
  purchasesCents: number;
  feesCents: number;
  interestCents: number;
  /** What is owed at the close; a credit balance prints as 0. */
  balanceCents: number;
  minimumDueCents: number;
}

/**
 * A statement's figures from the balance it opened with and the cycle's
 * postings (its fees and interest among them): payments net of those
 * returned (a return of an earlier cycle's payment prints with the
 * purchases, as the debit it is), credits are refunds and statement credits.
 * The minimum is the $25-or-1% rule on the balance before the cycle's
 * charges, plus the charges, never above the balance.
 */
export function cycleFigures(previousBalanceCents: number, entries: LedgerEntry[]): CycleFigures {
  const total = (...kinds: LedgerKind[]) =>
    entries.filter((entry) => kinds.includes(entry.kind)).reduce((sum, entry) => sum + entry.amountCents, 0);
  const netPayments = total('payment') - total('payment_return');
  const feesCents = total('fee');
  const interestCents = total('interest');
  const owed =
    previousBalanceCents + entries.reduce((sum, entry) => sum + signedAmount(entry.kind, entry.amountCents), 0);
  const balanceCents = Math.max(0, owed);
  const charges = feesCents + interestCents;
  return {
    previousBalanceCents,
    paymentsCents: Math.max(0, netPayments),
    creditsCents: total('refund', 'credit'),
    purchasesCents: total('purchase') + Math.max(0, -netPayments),
    feesCents,
    interestCents,
    balanceCents,
    minimumDueCents: Math.min(balanceCents, sandboxMinimumDueCents(balanceCents - charges) + charges),
  };
}

/** The due date: 25 days (or the control route's `dueInDays`) after the Eastern day the statement closed. */
export function sandboxDueDate(closedAt: Date, dueInDays: number = SANDBOX_DUE_AFTER_DAYS): string {
  return addCalendarDays(creditDateOf(closedAt), dueInDays);
}
