import { describe, expect, it } from 'vitest';
import { achReturnReason } from './ach-return-codes.js';

describe('ACH return codes in plain words (docs/product-rules.md#card-payments)', () => {
  it.each([
    ['R01', 'did not have enough money'],
    ['R02', 'account is closed'],
    ['R03', 'could not find an account'],
    ['R04', 'account number is not valid'],
    ['R07', 'stop allowing payments'],
    ['R08', 'stopped this payment'],
    ['R09', 'on hold'],
    ['R10', 'did not authorize'],
    ['R16', 'frozen'],
    ['R20', 'does not allow payments out'],
    ['R29', 'business account holder did not authorize'],
  ])('%s says %s', (code, words) => {
    expect(achReturnReason(code)).toContain(words);
  });

  it('reads a lower-case code as its upper-case one', () => {
    expect(achReturnReason('r01')).toBe(achReturnReason('R01'));
  });

  it('an unknown code still says the bank sent it back and names the code', () => {
    expect(achReturnReason('R99')).toBe('Your bank sent the payment back (return code R99).');
  });
});
