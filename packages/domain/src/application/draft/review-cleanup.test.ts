import { describe, expect, it } from 'vitest';
import type { Draft, DraftPatch } from './draft-fields.js';
import { reviewCleanup } from './review-cleanup.js';

const verifiedWorkEmail: Draft = { workEmail: 'ana@acme.com', workEmailVerificationFlag: true };

// product-rules#review-cleanup: one row per bullet (and the cases that must not clear).
const rows: [rule: string, draft: Draft, expected: DraftPatch][] = [
  [
    'inUS Yes clears the expected relocation date',
    { ...verifiedWorkEmail, inUS: true, expectedRelocationDate: '2027-01-01' },
    { expectedRelocationDate: null },
  ],
  [
    'inUS No clears the address and time in US',
    { ...verifiedWorkEmail, inUS: false, street: '1 Main St', city: 'Austin', timeInUS: 'notInUS' },
    { street: null, street2: null, city: null, state: null, zip: null, timeInUS: null },
  ],
  [
    'inUS No keeps the US address the card is shipped to (shipToHome true)',
    { ...verifiedWorkEmail, inUS: false, shipToHome: true, street: '1 Main St', city: 'Austin', timeInUS: 'notInUS' },
    { timeInUS: null },
  ],
  [
    'retired clears the employer fields and the previous employer',
    { ...verifiedWorkEmail, employmentStatus: 'retired', employerName: 'Acme' },
    {
      employerName: null,
      employerWebsite: null,
      jobTitle: null,
      timeWithEmployer: null,
      assignedAtClientLocation: null,
      clientName: null,
      clientWebsite: null,
      employerAddress: null,
      employerAddress2: null,
      employerCity: null,
      employerState: null,
      employerZipCode: null,
      prevEmployerName: null,
      prevEmployerWebsite: null,
      prevEmployerCountry: null,
      prevJobTitle: null,
      timeWithPreviousEmployer: null,
    },
  ],
  [
    'unemployed clears the employer fields but keeps the previous employer',
    { ...verifiedWorkEmail, employmentStatus: 'unemployed', firstJob: false },
    {
      employerName: null,
      employerWebsite: null,
      jobTitle: null,
      timeWithEmployer: null,
      assignedAtClientLocation: null,
      clientName: null,
      clientWebsite: null,
      employerAddress: null,
      employerAddress2: null,
      employerCity: null,
      employerState: null,
      employerZipCode: null,
    },
  ],
  [
    'first job clears the previous employer',
    { ...verifiedWorkEmail, employmentStatus: 'employed', firstJob: true },
    {
      prevEmployerName: null,
      prevEmployerWebsite: null,
      prevEmployerCountry: null,
      prevJobTitle: null,
      timeWithPreviousEmployer: null,
    },
  ],
  [
    'not assigned at a client location (false) clears the client fields',
    { ...verifiedWorkEmail, employmentStatus: 'employed', assignedAtClientLocation: false },
    { clientName: null, clientWebsite: null },
  ],
  [
    'assigned at a client location keeps the client',
    { ...verifiedWorkEmail, employmentStatus: 'employed', assignedAtClientLocation: true, clientName: 'Big Co' },
    {},
  ],
  [
    'an unverified workEmail is cleared',
    { workEmail: 'ana@acme.com', workEmailVerificationFlag: false },
    { workEmail: null },
  ],
  ['a verified workEmail is kept', verifiedWorkEmail, {}],
  [
    'permanentResident true sets the status to US Citizen/Green Card',
    { ...verifiedWorkEmail, permanentResident: true, residenceStatusUS: 'Other', residenceStatusUSOther: 'K-1' },
    { residenceStatusUS: 'US Citizen/Green Card', residenceStatusUSOther: null },
  ],
  [
    'answers given as text count too (inUS "true")',
    { ...verifiedWorkEmail, inUS: 'true' } as unknown as Draft,
    { expectedRelocationDate: null },
  ],
  ['an unanswered inUS clears nothing', verifiedWorkEmail, {}],
];

describe('reviewCleanup (product-rules#review-cleanup)', () => {
  it.each(rows)('%s', (_rule, draft, expected) => {
    expect(reviewCleanup(draft)).toEqual(expected);
  });
});
