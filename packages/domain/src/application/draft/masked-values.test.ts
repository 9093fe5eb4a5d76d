import { describe, expect, it } from 'vitest';
import { maskLastFour } from './masked-values.js';

describe('maskLastFour', () => {
  it.each([
    ['an SSN with dashes', '123-45-6789', '•••-••-6789'],
    ['an SSN as 9 digits', '123456789', '•••-••-6789'],
    ['an SSN with spaces around', ' 123-45-6789 ', '•••-••-6789'],
    ['a passport number', 'X1234567', '••••4567'],
    ['an ID with separators', 'D123-4567-8901', '••••8901'],
    ['a 10-digit number (not an SSN)', '1234567890', '••••7890'],
    ['five characters', 'AB123', '••••B123'],
    ['four characters (would reveal all)', '1234', '••••'],
    ['one character', '7', '••••'],
    ['empty', '', ''],
  ])('%s: %j -> %j', (_case, value, masked) => {
    expect(maskLastFour(value)).toBe(masked);
  });
});
