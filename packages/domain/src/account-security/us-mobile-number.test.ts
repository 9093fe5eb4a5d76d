import { describe, expect, it } from 'vitest';
import { checkUsMobileNumber, formatUsPhone, usMobileNumberMessages as m } from './us-mobile-number.js';

describe('checkUsMobileNumber', () => {
  it.each([
    ['(202) 555-0143', '+12025550143'],
    ['202.555.0143', '+12025550143'],
    ['202-555-0143', '+12025550143'],
    ['2025550143', '+12025550143'],
    ['+1 202 555 0143', '+12025550143'],
    ['1 (415) 555-0199', '+14155550199'],
    ['  +14155550100  ', '+14155550100'],
  ])('accepts %j as %s', (input, e164) => {
    expect(checkUsMobileNumber(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', m.empty],
    ['   ', m.empty],
    ['202-555-O143', m.characters],
    ['call 2025550143', m.characters],
    ['+44 20 7946 0958', m.country],
    ['555-0143', m.length],
    ['202555014', m.length],
    ['202555014312', m.length],
    ['(102) 555-0143', m.areaCode],
    ['(292) 555-0143', m.areaCode],
    ['(202) 155-0143', m.exchange],
    ['(800) 555-0143', m.service],
    ['(888) 555-0143', m.service],
    ['(900) 555-0143', m.service],
    ['(411) 555-0143', m.service],
    ['(202) 911-0143', m.service],
  ])('refuses %j: %s', (input, message) => {
    expect(checkUsMobileNumber(input)).toEqual({ ok: false, message });
  });

  it('formats a stored number for its owner', () => {
    expect(formatUsPhone('+12025550143')).toBe('(202) 555-0143');
  });
});
