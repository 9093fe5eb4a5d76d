import { describe, expect, it } from 'vitest';
import type { Draft, DraftPatch } from './draft-fields.js';
import { withFieldDependencies } from './field-dependencies.js';

// product-rules#field-dependencies.
const rows: [rule: string, previous: Draft, change: DraftPatch, expected: DraftPatch][] = [
  [
    'changing workEmail resets its verification flag',
    { workEmail: 'a@acme.com', workEmailVerificationFlag: true },
    { workEmail: 'b@acme.com' },
    { workEmail: 'b@acme.com', workEmailVerificationFlag: false },
  ],
  [
    'a new workEmail cannot arrive already verified',
    {},
    { workEmail: 'b@acme.com', workEmailVerificationFlag: true },
    { workEmail: 'b@acme.com', workEmailVerificationFlag: false },
  ],
  [
    're-saving the same workEmail (other case, spaces) keeps the flag',
    { workEmail: 'a@acme.com' },
    { workEmail: ' A@Acme.com ' },
    { workEmail: ' A@Acme.com ' },
  ],
  [
    'clearing workEmail resets the flag',
    { workEmail: 'a@acme.com' },
    { workEmail: null },
    { workEmail: null, workEmailVerificationFlag: false },
  ],
  [
    'a listed residence status clears the other text',
    { residenceStatusUSOther: 'K-1' },
    { residenceStatusUS: 'H-1B' },
    { residenceStatusUS: 'H-1B', residenceStatusUSOther: null },
  ],
  [
    "picking 'Other' keeps the other text",
    {},
    { residenceStatusUS: 'Other', residenceStatusUSOther: 'K-1' },
    { residenceStatusUS: 'Other', residenceStatusUSOther: 'K-1' },
  ],
  [
    'a bank-linking exit reason other than other clears its text',
    { plaidExitReasonOther: 'my bank is small' },
    { plaidExitReason: 'privacy' },
    { plaidExitReason: 'privacy', plaidExitReasonOther: null },
  ],
  [
    "the exit reason 'other' keeps its text",
    {},
    { plaidExitReason: 'other', plaidExitReasonOther: 'my bank is small' },
    { plaidExitReason: 'other', plaidExitReasonOther: 'my bank is small' },
  ],
  [
    'an unrelated change has no dependents',
    { workEmail: 'a@acme.com', workEmailVerificationFlag: true },
    { city: 'Austin' },
    { city: 'Austin' },
  ],
];

describe('withFieldDependencies (product-rules#field-dependencies)', () => {
  it.each(rows)('%s', (_rule, previous, change, expected) => {
    expect(withFieldDependencies(previous, change)).toEqual(expected);
  });
});
