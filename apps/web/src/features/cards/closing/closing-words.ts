import { CLOSED_AT_CONSUMER_REQUEST } from '@waypoint/domain/card-account/account-closing';
import { formatDay } from '../../../lib/dates';
import { formatCents } from '../money-words';
import type { CardClosingPreview, CardClosure } from './closing-api';

/*
 * The closing page's words (docs/product-rules.md#closing-the-account): the
 * same facts the closing notice sends, from the preview before and the
 * closure after.
 */

export const creditReportingWords = `Closing a credit card account may affect your credit scores, for example by lowering the total credit available to you. We report the account to the credit bureaus as “${CLOSED_AT_CONSUMER_REQUEST}”.`;

export function balanceWords(owedCents: number): string {
  return owedCents > 0
    ? `You owe ${formatCents(owedCents)}. Closing does not change that: it stays payable on the same terms, and you still need to pay at least the minimum by each due date.`
    : 'You owe nothing on this account.';
}

/** What happens to autopay and payments already scheduled: they stay, since the balance is still payable. */
export function paymentsWords(preview: Pick<CardClosingPreview, 'pendingPayments' | 'autopayOn'>): string | null {
  const parts: string[] = [];
  if (preview.autopayOn) parts.push('Your autopay stays on until the balance is paid.');
  if (preview.pendingPayments === 1) parts.push('The payment you scheduled stays scheduled.');
  if (preview.pendingPayments > 1) parts.push(`The ${preview.pendingPayments} payments you scheduled stay scheduled.`);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** Where the cash back would go, for the chosen destination (the Rewards Terms: the balance first). */
export function payoutPlanWords(
  preview: Pick<CardClosingPreview, 'cashBackCents' | 'balanceOwedCents' | 'cashBackPayoutBy'>,
  bankLabel: string | null,
): string {
  const by = formatDay(preview.cashBackPayoutBy);
  const cashBack = preview.cashBackCents;
  if (cashBack <= 0) return 'You have no cash back to pay out.';
  if (bankLabel === null) {
    return `Your ${formatCents(cashBack)} cash back is applied to your balance as a statement credit by ${by}.`;
  }
  const credit = Math.min(cashBack, Math.max(0, preview.balanceOwedCents));
  const deposit = cashBack - credit;
  if (deposit === 0) {
    return `Your ${formatCents(cashBack)} cash back is applied to your balance as a statement credit by ${by}: it is less than what you owe, so nothing is left to deposit.`;
  }
  if (credit === 0) return `Your ${formatCents(cashBack)} cash back is deposited to ${bankLabel} by ${by}.`;
  return `${formatCents(credit)} of your cash back is applied to your balance, and the other ${formatCents(deposit)} is deposited to ${bankLabel}, by ${by}.`;
}

export function forfeitWords(forfeitedCents: number): string | null {
  return forfeitedCents > 0
    ? `${formatCents(forfeitedCents)} of cash back cannot be paid out, because you have not yet made three on-time payments. Under the Rewards Terms it is forfeited when you close the account.`
    : null;
}

/** The closed account's payout, as it stands. */
export function closedPayoutWords(closure: CardClosure): string {
  const amount = formatCents(closure.cashBackPayoutCents);
  if (closure.cashBackPayoutStatus === 'none' || closure.cashBackPayoutCents === 0)
    return 'There was no cash back to pay out.';
  const where =
    closure.cashBackPayoutTo === 'bankDeposit'
      ? 'against what you owed first, and the rest to your bank account'
      : 'to your balance as a statement credit';
  if (closure.cashBackPayoutStatus === 'paid') return `Your ${amount} cash back has been paid ${where}.`;
  return `Your ${amount} cash back is being paid ${where}, by ${formatDay(closure.cashBackPayoutBy)}.`;
}
