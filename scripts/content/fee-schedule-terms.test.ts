import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditLimitBounds, purchaseAprRangeBps } from '@waypoint/domain/credit-report/offer-terms';
import { prequalificationBands } from '@waypoint/domain/credit-report/prequalification-rule';

// The fee schedule is what an applicant agrees to; a likely offer must never
// quote a rate outside it, so the domain's constants are checked against its
// text here (the domain package itself reads no files).
const feeSchedule = readFileSync(
  path.resolve(import.meta.dirname, '../../content/disclosures/fee-schedule.md'),
  'utf8',
);

/** The purchase APR range in the schedule's table row, in basis points. */
function schedulePurchaseAprBps(text: string): { low: number; high: number } {
  const row = text.split('\n').find((line) => /^\|\s*Annual Percentage Rate \(APR\) for purchases\s*\|/.test(line));
  const match = row === undefined ? null : /(\d{1,2})\.(\d{2})% to (\d{1,2})\.(\d{2})%/.exec(row);
  if (!match) throw new Error('fee-schedule.md has no "APR for purchases" row with a range');
  const [lowWhole, lowCents, highWhole, highCents] = match.slice(1).map(Number) as [number, number, number, number];
  return { low: lowWhole * 100 + lowCents, high: highWhole * 100 + highCents };
}

describe('offer terms against the fee schedule', () => {
  it('reads the purchase APR range from a schedule row', () => {
    const row = '| Annual Percentage Rate (APR) for purchases | **9.50% to 12.00%**, based on your application. |';
    expect(schedulePurchaseAprBps(row)).toEqual({ low: 950, high: 1200 });
    expect(() => schedulePurchaseAprBps('| Penalty APR | None. |')).toThrow(/no "APR for purchases" row/);
  });

  it("the domain's purchase APR range is the schedule's", () => {
    expect(schedulePurchaseAprBps(feeSchedule)).toEqual({ ...purchaseAprRangeBps });
  });

  it.each(Object.entries(prequalificationBands))("the %s band lies inside the schedule's range", (_band, terms) => {
    const schedule = schedulePurchaseAprBps(feeSchedule);
    expect(terms.apr.lowBps).toBeGreaterThanOrEqual(schedule.low);
    expect(terms.apr.highBps).toBeLessThanOrEqual(schedule.high);
    expect(terms.limitCap).toBeLessThanOrEqual(creditLimitBounds.max);
  });
});
