import { describe, expect, it } from 'vitest';
import { formatWholeDollars } from './money-format';

describe('formatWholeDollars', () => {
  it.each([
    ['an empty field stays empty', '', ''],
    ['amounts under a thousand need no separator', '950', '950'],
    ['thousands are separated', '55000', '55,000'],
    ['millions are separated twice', '1234567', '1,234,567'],
    ['a correctly separated amount is unchanged', '55,000', '55,000'],
    ['misplaced commas are moved', '5,5000', '55,000'],
    ['surrounding spaces are dropped', ' 55000 ', '55,000'],
    ['leading zeros are dropped', '0055000', '55,000'],
    ['zero stays zero', '000', '0'],
    ['cents are left for validation', '1200.75', '1200.75'],
    ['a dollar sign is left for validation', '$55000', '$55000'],
    ['a negative amount is left for validation', '-500', '-500'],
    ['commas alone are left for validation', ',,', ',,'],
    ['words are left for validation', 'about 5000', 'about 5000'],
  ])('%s: %j -> %j', (_rule, text, expected) => {
    expect(formatWholeDollars(text)).toBe(expected);
  });
});
