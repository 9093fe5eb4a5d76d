/**
 * The statement's repayment disclosure (Reg Z 1026.7(b)(12), computed as
 * Appendix M1 to Part 1026 directs; docs/product-rules.md#statements): how
 * long the new balance takes to repay making only the minimum payment, and
 * what that costs in all; and the monthly payment that repays it in 36
 * months, with its cost and the saving.
 *
 * Assumptions (Appendix M1(b)): no new charges, the minimum paid each month
 * on time, the statement's purchase APR for the whole time (interest is the
 * balance × APR / 12 each month, rounded to the cent), and our minimum
 * payment formula (the Cardholder Agreement "Minimum payment"): the larger of
 * $25 (or the whole balance when less) and 1% of the balance plus the month's
 * interest. Appendix M1(a)(1)(iii): the minimum-payment period is rounded to
 * the nearest whole year, or told in months when it is under a year; total
 * costs and the 36-month payment are rounded to the nearest whole dollar.
 */

const MINIMUM_FLOOR_CENTS = 2_500;
const MONTHS_AT_MOST = 1_200;

export interface RepaymentDisclosure {
  /** Months to repay making only the minimum payment. */
  minimumMonths: number;
  /** "3 years" or "7 months": the period as the statement prints it. */
  minimumPeriodText: string;
  /** What the minimum payments come to in all, rounded to the dollar (in cents). */
  minimumTotalCents: number;
  /**
   * The monthly payment (rounded to the dollar) that repays the balance in 36
   * months, and what those payments come to; null when minimum payments repay
   * it in 36 months or less (1026.7(b)(12)(i)(F)(2) asks for it only otherwise).
   */
  thirtySixMonths: { monthlyPaymentCents: number; totalCents: number; savingsCents: number } | null;
}

/** The month's interest on a balance at an APR in basis points, rounded half up to the cent. */
export function monthlyInterestCents(balanceCents: number, aprBps: number): number {
  return Math.round((balanceCents * aprBps) / 10_000 / 12);
}

/** Our minimum payment for a balance after the month's interest (Cardholder Agreement "Minimum payment"). */
export function minimumPaymentCents(balanceCents: number, interestCents: number): number {
  if (balanceCents <= 0) return 0;
  const formula = Math.max(Math.min(MINIMUM_FLOOR_CENTS, balanceCents), Math.ceil(balanceCents / 100) + interestCents);
  return Math.min(balanceCents, formula);
}

const roundToDollar = (cents: number) => Math.round(cents / 100) * 100;

function periodText(months: number): string {
  if (months < 12) return months === 1 ? '1 month' : `${months} months`;
  const years = Math.round(months / 12);
  return years === 1 ? '1 year' : `${years} years`;
}

/** The disclosure for a statement's new balance; null when nothing is owed (no repayment to estimate). */
export function repaymentDisclosure(newBalanceCents: number, aprBps: number): RepaymentDisclosure | null {
  if (newBalanceCents <= 0) return null;
  let balance = newBalanceCents;
  let months = 0;
  let paid = 0;
  while (balance > 0 && months < MONTHS_AT_MOST) {
    const interest = monthlyInterestCents(balance, aprBps);
    const payment = minimumPaymentCents(balance + interest, interest);
    balance = balance + interest - payment;
    paid += payment;
    months += 1;
  }
  const minimumTotalCents = roundToDollar(paid);
  let thirtySixMonths: RepaymentDisclosure['thirtySixMonths'] = null;
  if (months > 36) {
    const rate = aprBps / 10_000 / 12;
    const exact = rate === 0 ? newBalanceCents / 36 : (newBalanceCents * rate) / (1 - (1 + rate) ** -36);
    const monthlyPaymentCents = roundToDollar(exact);
    const totalCents = monthlyPaymentCents * 36;
    thirtySixMonths = { monthlyPaymentCents, totalCents, savingsCents: Math.max(0, minimumTotalCents - totalCents) };
  }
  return { minimumMonths: months, minimumPeriodText: periodText(months), minimumTotalCents, thirtySixMonths };
}

/** Reg Z 1026.7(b)(11)(i)(B): the late payment warning, with our fee schedule's late fee (up to $25). */
export const latePaymentWarning =
  'Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $25.';

/** Reg Z 1026.7(b)(12)(i)(A): the minimum payment warning's words (model form G-18(C)). */
export const minimumPaymentWarning =
  'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance.';
