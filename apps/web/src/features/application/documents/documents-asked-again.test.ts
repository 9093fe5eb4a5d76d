import { describe, expect, it } from 'vitest';
import { documentsAskedAgainSince } from './documents-form';

// product-rules#check-dependencies: a file uploaded before the answer it rested on changed no longer counts.
describe('documentsAskedAgainSince', () => {
  const monday = '2026-11-23T10:00:00.000Z';
  const tuesday = '2026-11-24T10:00:00.000Z';

  it.each([
    ['no check to redo', [], {}],
    ['a check with no documents', [{ since: monday, documents: [] }], {}],
    ['the income check', [{ since: monday, documents: ['proofOfIncome'] }], { proofOfIncome: monday }],
    [
      'two checks on one document: the later change',
      [
        { since: tuesday, documents: ['greenCard'] },
        { since: monday, documents: ['greenCard', 'visa'] },
      ],
      { greenCard: tuesday, visa: monday },
    ],
  ])('%s', (_case, checks, expected) => {
    expect(documentsAskedAgainSince(checks)).toEqual(expected);
  });
});
