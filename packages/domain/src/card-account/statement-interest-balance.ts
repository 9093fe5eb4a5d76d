/*
 * Reg Z 1026.7(b)(5): a periodic statement gives "the amount of the balance to which a periodic
 * rate was applied and an explanation of how that balance was determined, using the term
 * Balance Subject to Interest Rate" (docs/product-rules.md#statements, decision 101). The issuer
 * determines the balance; these are the ways it may say it did, in the statement's words.
 */

export const interestBalanceMethods = ['unpaid_statement_balance', 'average_daily_balance', 'daily_balance'] as const;
export type InterestBalanceMethod = (typeof interestBalanceMethods)[number];

export const isInterestBalanceMethod = (value: unknown): value is InterestBalanceMethod =>
  typeof value === 'string' && (interestBalanceMethods as readonly string[]).includes(value);

/** The term Reg Z 1026.7(b)(5) requires. */
export const balanceSubjectToInterestRateTerm = 'Balance subject to interest rate';

const explanations: Record<InterestBalanceMethod, string> = {
  // The sandbox issuer's rule (docs/sandbox.md "Cards"): interest is charged on what a statement left unpaid.
  unpaid_statement_balance:
    'The balance subject to interest rate is the part of your previous statement balance not paid by its due date. ' +
    'We charge interest on it for the month at the APR divided by 12.',
  average_daily_balance:
    'The balance subject to interest rate is the average daily balance of purchases over the period, including new purchases.',
  daily_balance:
    'The balance subject to interest rate is figured from the balance of purchases at the end of each day of the period, including new purchases.',
};

/** How the balance was determined, or what the statement says when the issuer did not say. */
export function interestBalanceExplanation(method: InterestBalanceMethod | null): string {
  return method
    ? explanations[method]
    : 'The card issuer did not state the balance subject to interest rate for this statement; call us for it.';
}
