import { describe, expect, it } from 'vitest';
import { formatDay, isoDay } from './dates';

describe('dates', () => {
  it.each([
    ['2027-03-03', 'March 3, 2027'],
    ['2026-11-22T23:30:00.000Z', 'November 22, 2026'],
    ['', ''],
    [null, ''],
    ['not a date', 'not a date'],
  ])('formatDay(%j) is %j', (value, text) => {
    expect(formatDay(value)).toBe(text);
  });

  it('isoDay gives the UTC day', () => {
    expect(isoDay(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
  });
});
