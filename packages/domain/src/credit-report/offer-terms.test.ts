import { describe, expect, it } from 'vitest';
import { creditLimitBounds, formatAprBps, purchaseAprRangeBps } from './offer-terms.js';
import { prequalificationBands } from './prequalification-rule.js';

// The schedule's own text is checked against these constants in
// scripts/content/fee-schedule-terms.test.ts (the domain reads no files).
describe('offer terms', () => {
  it.each(Object.entries(prequalificationBands))('the %s band lies inside the purchase APR range', (_band, terms) => {
    expect(terms.apr.lowBps).toBeGreaterThanOrEqual(purchaseAprRangeBps.low);
    expect(terms.apr.highBps).toBeLessThanOrEqual(purchaseAprRangeBps.high);
    expect(terms.apr.lowBps).toBeLessThan(terms.apr.highBps);
  });

  it.each(Object.entries(prequalificationBands))(
    'the %s band caps limits in whole steps within the card limits',
    (_band, terms) => {
      expect(terms.limitCap).toBeGreaterThanOrEqual(creditLimitBounds.min);
      expect(terms.limitCap).toBeLessThanOrEqual(creditLimitBounds.max);
      expect(terms.limitCap % creditLimitBounds.step).toBe(0);
    },
  );

  it('the starter band reaches the top of the range: every rate the schedule allows can be quoted', () => {
    expect(prequalificationBands.starter.apr.highBps).toBe(purchaseAprRangeBps.high);
    expect(prequalificationBands.established.apr.lowBps).toBe(purchaseAprRangeBps.low);
  });

  it.each([
    [1999, '19.99%'],
    [2999, '29.99%'],
    [2000, '20.00%'],
    [950, '9.50%'],
  ])('formats %i basis points as %s', (bps, text) => {
    expect(formatAprBps(bps)).toBe(text);
  });
});
