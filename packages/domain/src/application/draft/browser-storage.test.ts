import { describe, expect, it } from 'vitest';
import { browserStorableAnswers, mayKeepInBrowser } from './browser-storage.js';

describe('mayKeepInBrowser', () => {
  it.each([
    ['ssn', false],
    ['identificationNo', false],
    ['dob', false],
    ['income', false],
    ['employerName', true],
    ['street', true],
    ['residenceType', true],
    ['accommodationCost', true],
  ])('%s: %s', (field, kept) => {
    expect(mayKeepInBrowser(field)).toBe(kept);
  });
});

describe('browserStorableAnswers', () => {
  it('drops the sensitive fields and anything that is not text', () => {
    expect(
      browserStorableAnswers({
        ssn: '123-45-6789',
        identificationNo: 'X1234567',
        dob: '1990-01-01',
        income: '95000',
        employerName: 'Acme',
        street: '',
        extra: { nested: true },
      }),
    ).toEqual({ employerName: 'Acme', street: '' });
  });
});
