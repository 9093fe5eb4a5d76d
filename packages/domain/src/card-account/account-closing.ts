import { addCalendarDays, creditDateOf } from './payment-timing.js';

/*
 * Closing the card account at the cardholder's request
 * (docs/product-rules.md#closing-the-account, decision 083), shared by the
 * server, the closing notice and the web page.
 */

/** The Rewards Terms ("Closing your account") pay the cash back out within 30 days. */
export const CLOSING_PAYOUT_DAYS = 30;

/** The last Eastern calendar day (YYYY-MM-DD) the cash back is paid by, for a closing at `closedAt`. */
export function cashBackPayoutBy(closedAt: Date): string {
  return addCalendarDays(creditDateOf(closedAt), CLOSING_PAYOUT_DAYS);
}

export interface ClosingPayoutSplit {
  statementCreditCents: number;
  depositCents: number;
}

/**
 * The Rewards Terms: the cash back available to redeem is applied to the
 * balance first, and anything left over goes to the linked bank account;
 * without one, all of it is a statement credit (a credit balance the
 * cardholder can ask to have refunded, Reg Z 1026.11(a)).
 */
export function splitClosingPayout(
  payableCents: number,
  balanceOwedCents: number,
  toBankAccount: boolean,
): ClosingPayoutSplit {
  const payable = Math.max(0, payableCents);
  if (!toBankAccount) return { statementCreditCents: payable, depositCents: 0 };
  const statementCreditCents = Math.min(payable, Math.max(0, balanceOwedCents));
  return { statementCreditCents, depositCents: payable - statementCreditCents };
}

/** Where most of the payout goes, for the page's one line: null when nothing is paid out. */
export function payoutDestinationOf(split: ClosingPayoutSplit): 'statementCredit' | 'bankDeposit' | null {
  if (split.depositCents > 0) return 'bankDeposit';
  return split.statementCreditCents > 0 ? 'statementCredit' : null;
}

/**
 * How a closed account is reported to the credit bureaus: FCRA 623(a)(4)
 * (15 U.S.C. 1681s-2(a)(4)) requires the furnisher to report that a consumer
 * closed the account voluntarily, so the report says so rather than
 * suggesting the bank closed it.
 */
export const CLOSED_AT_CONSUMER_REQUEST = 'Closed at consumer’s request';
