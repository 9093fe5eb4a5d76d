import { describe, expect, it } from 'vitest';
import { countInLetters } from './staff-actions-test-kit.js';

describe('the count a fresh applicant’s last name carries', () => {
  it.each([
    [1, 'a'],
    [26, 'z'],
    [27, 'aa'],
    [52, 'az'],
    [53, 'ba'],
    [702, 'zz'],
    [703, 'aaa'],
  ])('%i is %s', (count, letters) => {
    expect(countInLetters(count)).toBe(letters);
  });

  it('is unique and short for the first thousand', () => {
    const all = Array.from({ length: 1_000 }, (_, index) => countInLetters(index + 1));
    expect(new Set(all).size).toBe(1_000);
    expect(Math.max(...all.map((letters) => letters.length))).toBe(3);
  });
});
