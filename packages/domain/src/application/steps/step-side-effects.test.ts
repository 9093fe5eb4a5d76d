import { describe, expect, it } from 'vitest';
import type { Draft, DraftPatch } from '../draft/draft-fields.js';
import type { StepName } from './step-names.js';
import { shippingSideEffect, sideEffectsOfReaching } from './step-side-effects.js';

const workAddress: Draft = {
  employerAddress: '2 Market St',
  employerCity: 'Dallas',
  employerState: 'TX',
  employerZipCode: '75201',
};
const homeAddress: Draft = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };

// product-rules#shipping-choice: the shipping choice each step sets.
const rows: [rule: string, step: StepName, draft: Draft, expected: DraftPatch][] = [
  ['NonUS relocation ships home', 'NonUS_Expat_Relocation', {}, { shipToHome: true }],
  ['PreResidency ships home', 'PreResidency_Question', {}, { shipToHome: true }],
  [
    'PreResidency ships to work when the employer was verified by work address',
    'PreResidency_Question',
    { employerVerificationMethod: 'workAddress' },
    { shipToHome: false },
  ],
  ['US identification ships to work', 'US_Expat_Identification', {}, { shipToHome: false }],
  [
    'US shipping ships home if unemployed',
    'US_Expat_Shipping_Info',
    { employmentStatus: 'unemployed' },
    { shipToHome: true },
  ],
  [
    'US shipping ships home if retired (decision: no work address either)',
    'US_Expat_Shipping_Info',
    { employmentStatus: 'retired' },
    { shipToHome: true },
  ],
  ['US shipping leaves the choice alone when employed', 'US_Expat_Shipping_Info', { employmentStatus: 'employed' }, {}],
  [
    'NonUS review ships home if unemployed',
    'NonUS_Expat_Review',
    { employmentStatus: 'unemployed', ...homeAddress },
    { shipToHome: true },
  ],
  [
    'NonUS review ships to work when employed and the work address is complete',
    'NonUS_Expat_Review',
    { employmentStatus: 'employed', ...workAddress },
    { shipToHome: false },
  ],
  [
    'NonUS review keeps the shipping step’s choice when no work address was given',
    'NonUS_Expat_Review',
    { employmentStatus: 'employed', shipToHome: true, ...homeAddress },
    {},
  ],
  [
    'NonUS review keeps work when unemployed with no home address',
    'NonUS_Expat_Review',
    { employmentStatus: 'unemployed', shipToHome: false, ...workAddress },
    {},
  ],
  ['YP review ships home', 'YP_Review', { employerVerificationMethod: 'workEmail' }, { shipToHome: true }],
  [
    'YP review ships to work when the employer was verified by work address',
    'YP_Review',
    { employerVerificationMethod: 'workAddress' },
    { shipToHome: false },
  ],
  ['other steps leave shipping alone', 'YP_Employment', { employmentStatus: 'unemployed' }, {}],
];

describe('shippingSideEffect (product-rules#shipping-choice)', () => {
  it.each(rows)('%s', (_rule, step, draft, expected) => {
    expect(shippingSideEffect(step, draft)).toEqual(expected);
  });
});

describe('sideEffectsOfReaching', () => {
  it('adds the review cleanup on a review step', () => {
    const patch = sideEffectsOfReaching('NonUS_Expat_Review', {
      employmentStatus: 'employed',
      ...workAddress,
      inUS: true,
      workEmail: 'a@b.com',
    });
    expect(patch).toMatchObject({ shipToHome: false, expectedRelocationDate: null, workEmail: null });
  });

  it('an applicant still abroad who ships home keeps the US address the card goes to', () => {
    const patch = sideEffectsOfReaching('NonUS_Expat_Review', {
      employmentStatus: 'employed',
      inUS: false,
      shipToHome: true,
      ...homeAddress,
      timeInUS: 'notInUS',
    });
    expect(patch).toEqual({ timeInUS: null, workEmail: null });
  });

  it('is only the shipping choice elsewhere', () => {
    expect(sideEffectsOfReaching('US_Expat_Identification', { inUS: true })).toEqual({ shipToHome: false });
  });
});
