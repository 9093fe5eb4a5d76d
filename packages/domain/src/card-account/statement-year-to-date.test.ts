import { describe, expect, it } from 'vitest';
import { yearToDateTotals, type StatementCharges } from './statement-year-to-date.js';

// Reg Z 1026.7(b)(6)(iii): fees and interest charged in the calendar year to date, through this statement.
const closing = (instant: string, feesCents: number, interestCents: number): StatementCharges => ({
  periodEnd: new Date(instant),
  feesCents,
  interestCents,
});

const december2025 = closing('2025-12-15T05:00:00.000Z', 9_900, 990);
// Midnight UTC on January 1 is still December 31 in New York: the statement prints the old year.
const newYearsEveEastern = closing('2026-01-01T03:00:00.000Z', 100, 10);
const january = closing('2026-01-15T05:00:00.000Z', 2_500, 120);
const february = closing('2026-02-15T05:00:00.000Z', 0, 340);
const march = closing('2026-03-15T04:00:00.000Z', 2_900, 560);
const all = [march, february, january, newYearsEveEastern, december2025];

describe('yearToDateTotals', () => {
  it.each([
    [
      'the first statement of a year counts itself only',
      january,
      { year: '2026', feesCents: 2_500, interestCents: 120 },
    ],
    ['a later one adds the year’s earlier statements', march, { year: '2026', feesCents: 5_400, interestCents: 1_020 }],
    ['later statements are not counted', february, { year: '2026', feesCents: 2_500, interestCents: 460 }],
    [
      'the year is the Eastern year of the closing date',
      newYearsEveEastern,
      { year: '2025', feesCents: 10_000, interestCents: 1_000 },
    ],
    ['the year before is its own', december2025, { year: '2025', feesCents: 9_900, interestCents: 990 }],
  ])('%s', (_case, statement, expected) => {
    expect(yearToDateTotals(statement, all)).toEqual(expected);
  });

  it('an account with one statement: its own figures', () => {
    expect(yearToDateTotals(march, [march])).toEqual({ year: '2026', feesCents: 2_900, interestCents: 560 });
  });
});
