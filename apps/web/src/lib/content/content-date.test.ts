import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content-date';

describe('formatContentDate', () => {
  it.each([
    ['2026-03-04', 'March 4, 2026'],
    ['2026-12-31', 'December 31, 2026'],
    ['2026-01-01', 'January 1, 2026'],
  ])('%s reads as %s in every time zone', (iso, expected) => {
    expect(formatContentDate(iso)).toBe(expected);
  });
});
