/**
 * What a card payment's amount choice comes to, and the checks on an amount
 * the cardholder types (docs/product-rules.md#card-payments). The server
 * computes the amount with these; the web's Pay form shows the same figures
 * and checks the same way before it sends.
 */

/** The choices the cardholder has on the Pay screen; autopay's payments are stored as `autopay`. */
export const paymentAmountChoices = ['minimum', 'statementBalance', 'currentBalance', 'other'] as const;
export type PaymentAmountChoice = (typeof paymentAmountChoices)[number];

/** The smallest payment one can type: $1. */
export const MIN_OTHER_PAYMENT_CENTS = 100;

export interface PaymentFigures {
  /** What the issuer says is owed now (negative: a credit balance). */
  currentBalanceCents: number;
  /** The last statement's balance; 0 before the first statement. */
  statementBalanceCents: number;
  /** The last statement's minimum payment; 0 before the first statement. */
  minimumDueCents: number;
  /** Payments received since the last statement closed and not returned (pending or posted). */
  paidSinceStatementCents: number;
  /** Payments received but not yet posted by the issuer: its balance does not show them yet. */
  pendingCents: number;
}

export interface PaymentAmounts {
  /** What is owed now less what is already on its way; never below 0. */
  currentBalanceCents: number;
  /** What is left of the minimum after the payments since the statement; at most what is owed. */
  minimumDueCents: number;
  /** What is left of the statement balance after the payments since the statement; at most what is owed. */
  statementBalanceRemainingCents: number;
}

/**
 * The amounts each choice comes to. Paying more than is owed would only
 * make a credit balance, so every choice stops at what is owed now.
 */
export function paymentAmounts(figures: PaymentFigures): PaymentAmounts {
  const owed = Math.max(0, figures.currentBalanceCents - figures.pendingCents);
  const paid = Math.max(0, figures.paidSinceStatementCents);
  return {
    currentBalanceCents: owed,
    minimumDueCents: Math.min(owed, Math.max(0, figures.minimumDueCents - paid)),
    statementBalanceRemainingCents: Math.min(owed, Math.max(0, figures.statementBalanceCents - paid)),
  };
}

/** The amount a choice pays; `other` pays what was typed. */
export function amountForChoice(choice: PaymentAmountChoice, amounts: PaymentAmounts, otherCents: number): number {
  switch (choice) {
    case 'minimum':
      return amounts.minimumDueCents;
    case 'statementBalance':
      return amounts.statementBalanceRemainingCents;
    case 'currentBalance':
      return amounts.currentBalanceCents;
    case 'other':
      return otherCents;
  }
}

export function isPaymentAmountChoice(value: string): value is PaymentAmountChoice {
  return (paymentAmountChoices as readonly string[]).includes(value);
}

/**
 * What is wrong with a typed amount (whole cents), in words for beside the
 * field, or null: at least $1 and at most what is owed now.
 */
export function otherAmountProblem(amountCents: number | null | undefined, owedCents: number): string | null {
  if (amountCents == null) return 'Enter the amount to pay.';
  if (!Number.isSafeInteger(amountCents)) return 'Enter the amount in dollars and cents.';
  if (amountCents < MIN_OTHER_PAYMENT_CENTS) return 'The smallest payment is $1.00.';
  if (amountCents > owedCents) return `You can pay at most your current balance, ${formatCents(owedCents)}.`;
  return null;
}

/** A typed dollar amount ("12", "12.3", "$1,234.56") in cents, or null when it is not one. */
export function dollarsToCents(typed: string): number | null {
  const cleaned = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [dollars = '0', cents = ''] = cleaned.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as dollars for a message: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const dollars = Math.floor(whole / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
