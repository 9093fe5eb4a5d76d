import type { AutopayChoice } from '@waypoint/domain/card-account/autopay';
import type { NoticeKind } from '../notices/api/notice-preferences';
import type { CardPayment, PayAmountChoice } from '../payments/api/payments';
import type { TransactionKind } from '../statements/api/transactions';

/*
 * The card account's values in words (docs/product-rules.md#statements,
 * #card-payments, #autopay, #card-notices): the server sends codes, the pages
 * say what they mean.
 */

/** A line's kind in words; a purchase is named by its merchant alone. */
export const transactionKindWords: Record<TransactionKind, string | null> = {
  purchase: null,
  refund: 'Refund',
  payment: 'Payment',
  payment_return: 'Payment returned',
  credit: 'Cash back credit',
  fee: 'Fee',
  interest: 'Interest',
};

/** Kinds that lower what is owed: shown as credits. */
const creditKinds: ReadonlySet<TransactionKind> = new Set(['refund', 'payment', 'credit']);

export function isCreditKind(kind: TransactionKind): boolean {
  return creditKinds.has(kind);
}

/** "Scheduled", "Returned: Insufficient funds", … */
export function paymentStatusWords(payment: Pick<CardPayment, 'status' | 'returnReason'>): string {
  switch (payment.status) {
    case 'scheduled':
      return 'Scheduled';
    case 'pending':
      return 'Pending';
    case 'posted':
      return 'Posted';
    case 'returned':
      return payment.returnReason ? `Returned: ${payment.returnReason}` : 'Returned';
    case 'canceled':
      return 'Canceled';
    case 'failed':
      return 'Not made: we could not send it to your bank';
  }
}

export const payAmountChoiceWords: Record<PayAmountChoice | 'autopay', string> = {
  minimum: 'Minimum payment',
  statementBalance: 'Statement balance',
  currentBalance: 'Current balance',
  other: 'Other amount',
  autopay: 'Autopay',
};

export const autopayChoiceWords: Record<AutopayChoice, string> = {
  minimum: 'The minimum payment due',
  statementBalance: 'The statement balance',
  fixed: 'A fixed amount',
};

/** Each notice's name and what it says. */
export const noticeWords: Record<NoticeKind, { name: string; about: string }> = {
  statementReady: { name: 'Statement ready', about: 'When a new statement is ready to view.' },
  paymentDue: { name: 'Payment due reminder', about: 'A few days before a payment is due.' },
  paymentReceived: { name: 'Payment received', about: 'When a payment is made to your card.' },
  paymentReturned: { name: 'Payment returned', about: 'When your bank returns a payment.' },
  autopayScheduled: { name: 'Autopay scheduled', about: 'Before autopay pays, with the amount and the day.' },
};
