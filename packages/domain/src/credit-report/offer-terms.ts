/**
 * The card's purchase APR range and credit limits as the fee schedule
 * (FEE_SCHEDULE v5, content/disclosures/fee-schedule.md) and the cardholder
 * agreement state them. Rates are in basis points so no rounding happens
 * between the schedule and an offer; offer-terms.test.ts reads the schedule
 * and fails when the two disagree.
 */
export const purchaseAprRangeBps = { low: 1999, high: 2999 } as const;

/** Limits are whole hundreds of dollars within these bounds. */
export const creditLimitBounds = { min: 300, max: 10_000, step: 100 } as const;

export interface AprRange {
  lowBps: number;
  highBps: number;
}

/** "19.99%" from 1999. */
export function formatAprBps(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}
