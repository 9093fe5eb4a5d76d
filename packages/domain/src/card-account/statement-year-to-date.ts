import { creditDateOf } from './payment-timing.js';

/**
 * The year-to-date totals a periodic statement prints (Reg Z 1026.7(b)(6)(iii),
 * docs/product-rules.md#statements): the fees and the interest charged in the
 * calendar year of the statement's closing date, through this statement. The
 * year is the Eastern calendar year of the closing date, the date the statement
 * prints as its period's end.
 */
export interface StatementCharges {
  periodEnd: Date;
  feesCents: number;
  interestCents: number;
}

export interface YearToDateTotals {
  /** The calendar year, e.g. "2026". */
  year: string;
  feesCents: number;
  interestCents: number;
}

/** `accountStatements` is every statement of the account, this one included. */
export function yearToDateTotals(
  statement: StatementCharges,
  accountStatements: readonly StatementCharges[],
): YearToDateTotals {
  const year = creditDateOf(statement.periodEnd).slice(0, 4);
  const closing = statement.periodEnd.getTime();
  const inYear = accountStatements.filter(
    (other) => other.periodEnd.getTime() <= closing && creditDateOf(other.periodEnd).startsWith(`${year}-`),
  );
  return {
    year,
    feesCents: inYear.reduce((total, other) => total + other.feesCents, 0),
    interestCents: inYear.reduce((total, other) => total + other.interestCents, 0),
  };
}
