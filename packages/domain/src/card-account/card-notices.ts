/**
 * The card account's notices (docs/product-rules.md#card-notices, decision
 * 081): which kinds there are, which the law or the Cardholder Agreement
 * requires (those cannot be turned off and are always sent), and when the
 * payment reminder goes out. Shared by the server, which sends them, and the
 * web, which shows the cardholder's choices.
 */
export const CARD_NOTICE_KINDS = [
  'statementReady',
  'paymentDue',
  'paymentReceived',
  'paymentReturned',
  'autopayScheduled',
] as const;

export type CardNoticeKind = (typeof CARD_NOTICE_KINDS)[number];

export function isCardNoticeKind(value: string): value is CardNoticeKind {
  return (CARD_NOTICE_KINDS as readonly string[]).includes(value);
}

/** What decides whether the autopay notice is required: the amount autopay is set to pay. */
export interface NoticeContext {
  /** True when autopay is on for the minimum or the statement balance: an amount that varies. */
  autopayVaries: boolean;
}

/**
 * Whether a notice must be sent whatever the cardholder chose:
 * - statementReady: the statement is delivered electronically, so the notice
 *   that it is ready is its delivery (E-SIGN Act, 15 U.S.C. 7001(c); Reg Z
 *   1026.5(b)(2) has the periodic statement delivered each cycle).
 * - paymentReturned: the Cardholder Agreement promises it; a return changes
 *   what is owed and may bring a fee.
 * - autopayScheduled: for an amount that varies (the minimum or the statement
 *   balance), Reg E 1005.10(d) requires notice of the amount and date at least
 *   10 days before the transfer; a fixed amount needs none, so it is optional.
 * - paymentDue and paymentReceived are courtesies.
 */
export function isCardNoticeRequired(kind: CardNoticeKind, context: NoticeContext): boolean {
  switch (kind) {
    case 'statementReady':
    case 'paymentReturned':
      return true;
    case 'autopayScheduled':
      return context.autopayVaries;
    case 'paymentDue':
    case 'paymentReceived':
      return false;
  }
}

/** The reminder goes out this many days before the due date while the minimum is not yet received. */
export const PAYMENT_DUE_REMINDER_DAYS = 5;

/**
 * Days a varying autopay's notice must precede the payment (Reg E 1005.10(d)(1));
 * ours goes at the statement's close, 25 days before the due date.
 */
export const VARYING_AUTOPAY_NOTICE_DAYS = 10;
