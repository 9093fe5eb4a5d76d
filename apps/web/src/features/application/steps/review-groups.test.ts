import { describe, expect, it } from 'vitest';
import type { ApplicationCache } from '../api/application-cache';
import { reviewGroups } from './review-groups';

const draft = {
  inUS: false,
  expectedRelocationDate: '2027-03-22',
  dob: '1990-02-03',
  ssn: '•••-••-6789',
  identificationNo: null,
  residenceStatusUS: 'Other',
  residenceStatusUSOther: 'G-4',
  street: '1 Main St',
  street2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  employmentStatus: 'employed',
  employerName: 'Acme',
  timeWithEmployer: 'oneToTwoYears',
  firstJob: true,
  income: 85000,
  residenceType: 'rent',
  accommodationCost: 1800,
  financialCommitments: null,
  shipToHome: false,
  employerAddress: '1 Market St',
  employerCity: 'San Francisco',
  employerState: 'CA',
  employerZipCode: '94105',
} as unknown as ApplicationCache;

const rowsOf = (track: Parameters<typeof reviewGroups>[0]) =>
  Object.fromEntries(
    reviewGroups(track, draft).map((group) => [
      group.step,
      Object.fromEntries(group.rows.map((row) => [row.label, row.value])),
    ]),
  );

describe('review groups: every answer, grouped by the step that asked it', () => {
  it.each([
    [
      'nonUsExpat',
      [
        'NonUS_Expat_Relocation',
        'NonUS_Expat_Identification',
        'NonUS_Expat_Employment',
        'NonUS_Expat_Financial_Info',
        'NonUS_Expat_Shipping_Info',
      ],
    ],
    [
      'usExpat',
      ['US_Expat_Identification', 'US_Expat_Employment', 'US_Expat_Financial_Info', 'US_Expat_Shipping_Info'],
    ],
    ['youngProfessional', ['YP_Identification', 'YP_Employment', 'YP_Financial_Info']],
  ] as const)('%s groups in track order', (track, steps) => {
    expect(reviewGroups(track, draft).map((group) => group.step)).toEqual(steps);
  });

  it.each([
    ['NonUS_Expat_Relocation', 'Expected move to the US', 'March 22, 2027'],
    ['NonUS_Expat_Identification', 'Social Security number', '•••-••-6789'],
    ['NonUS_Expat_Identification', 'Residence or visa status', 'Other: G-4'],
    ['NonUS_Expat_Identification', 'US address', '1 Main St, Austin, TX 78701'],
    ['NonUS_Expat_Employment', 'Time with employer', '1 to 2 years'],
    ['NonUS_Expat_Employment', 'First job', 'Yes'],
    ['NonUS_Expat_Financial_Info', 'Annual income', '$85,000 a year'],
    ['NonUS_Expat_Financial_Info', 'Housing', 'I rent'],
    ['NonUS_Expat_Shipping_Info', 'Send my card to', 'My workplace'],
    ['NonUS_Expat_Shipping_Info', 'Workplace address', '1 Market St, San Francisco, CA 94105'],
  ])('%s shows %s as %s', (step, label, value) => {
    expect(rowsOf('nonUsExpat')[step]?.[label]).toBe(value);
  });

  it('leaves out questions that had no answer', () => {
    const rows = rowsOf('nonUsExpat');
    expect(rows.NonUS_Expat_Identification).not.toHaveProperty('Passport number');
    expect(rows.NonUS_Expat_Financial_Info).not.toHaveProperty('Other monthly debt payments');
  });
});
