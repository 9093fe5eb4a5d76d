import { describe, expect, it } from 'vitest';
import type { StepContext } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { DAY_60, DAY_61, TODAY, usContext } from './engine-test-fixtures.js';
import { nextStep } from './next-step.js';
import { isStepName, stepNames, type StepName } from './step-names.js';

type Row = [rule: string, current: StepName | null, draft: Draft, expected: StepName, context?: Partial<StepContext>];

const employedUnverified: Draft = { employmentStatus: 'employed', employerWebsite: 'acme-widgets.com' };

// product-rules#next-step: one named row (at least) per rule.
const rows: Row[] = [
  // Start rule
  ['start: IP country US -> PreResidency_Question', null, {}, 'PreResidency_Question', { ipCountry: 'US' }],
  ['start: IP country unknown (null) -> PreResidency_Question', null, {}, 'PreResidency_Question', { ipCountry: null }],
  ['start: IP country unknown (empty) -> PreResidency_Question', null, {}, 'PreResidency_Question', { ipCountry: '' }],
  ['start: IP country lower-case us -> PreResidency_Question', null, {}, 'PreResidency_Question', { ipCountry: 'us' }],
  [
    'start: IP country outside the US -> NonUS_Expat_Relocation',
    null,
    {},
    'NonUS_Expat_Relocation',
    { ipCountry: 'DE' },
  ],
  // Non-US relocation: 60 days from the start of today
  [
    'relocation in 30 days -> Identification',
    'NonUS_Expat_Relocation',
    { inUS: false, expectedRelocationDate: '2026-12-22' },
    'NonUS_Expat_Identification',
  ],
  [
    'relocation on day 60 -> Identification',
    'NonUS_Expat_Relocation',
    { inUS: false, expectedRelocationDate: DAY_60 },
    'NonUS_Expat_Identification',
  ],
  [
    'relocation on day 61 -> {hash}',
    'NonUS_Expat_Relocation',
    { inUS: false, expectedRelocationDate: DAY_61 },
    '{hash}',
  ],
  [
    'relocation counts from the start of today, not from now',
    'NonUS_Expat_Relocation',
    { inUS: false, expectedRelocationDate: DAY_60 },
    'NonUS_Expat_Identification',
    { today: new Date('2026-11-22T23:59:59Z') },
  ],
  [
    'relocation date already passed -> Identification',
    'NonUS_Expat_Relocation',
    { inUS: false, expectedRelocationDate: '2026-10-01' },
    'NonUS_Expat_Identification',
  ],
  ['already in the US -> Identification', 'NonUS_Expat_Relocation', { inUS: true }, 'NonUS_Expat_Identification'],
  ['no relocation date -> {hash}', 'NonUS_Expat_Relocation', { inUS: false }, '{hash}'],
  [
    'unreadable relocation date -> {hash}',
    'NonUS_Expat_Relocation',
    { expectedRelocationDate: '2027-02-30' },
    '{hash}',
  ],
  ['{hash} leads to Identification', '{hash}', {}, 'NonUS_Expat_Identification'],
  // Non-US order
  ['non-US: Identification -> Employment', 'NonUS_Expat_Identification', {}, 'NonUS_Expat_Employment'],
  ['non-US: Employment -> Financial_Info', 'NonUS_Expat_Employment', {}, 'NonUS_Expat_Financial_Info'],
  ['non-US: Financial_Info -> Shipping_Info', 'NonUS_Expat_Financial_Info', {}, 'NonUS_Expat_Shipping_Info'],
  ['non-US: Shipping_Info -> Review', 'NonUS_Expat_Shipping_Info', {}, 'NonUS_Expat_Review'],
  ['non-US: Review -> Documents', 'NonUS_Expat_Review', {}, 'NonUS_Expat_Documents'],
  ['non-US: Documents -> Verify_Email', 'NonUS_Expat_Documents', {}, 'NonUS_Expat_Verify_Email'],
  [
    'non-US: Verify_Email -> Application_Completed',
    'NonUS_Expat_Verify_Email',
    {},
    'NonUS_Expat_Application_Completed',
  ],
  ['non-US: Completed returns to Relocation', 'NonUS_Expat_Application_Completed', {}, 'NonUS_Expat_Relocation'],
  // PreResidency_Question
  [
    'PreResidency: permanentResident true -> YP_Identification',
    'PreResidency_Question',
    { permanentResident: true },
    'YP_Identification',
  ],
  [
    'PreResidency: permanentResident text true -> YP_Identification',
    'PreResidency_Question',
    { permanentResident: 'true' } as unknown as Draft,
    'YP_Identification',
  ],
  [
    'PreResidency: permanent resident wins over notInUS',
    'PreResidency_Question',
    { permanentResident: true, timeInUS: 'notInUS' },
    'YP_Identification',
  ],
  [
    'PreResidency: timeInUS notInUS -> NonUS_Expat_Relocation',
    'PreResidency_Question',
    { permanentResident: false, timeInUS: 'notInUS' },
    'NonUS_Expat_Relocation',
  ],
  [
    'PreResidency: otherwise -> US_Expat_Identification',
    'PreResidency_Question',
    { permanentResident: false, timeInUS: 'lessThanOneYear' },
    'US_Expat_Identification',
  ],
  ['PreResidency: nothing answered -> US_Expat_Identification', 'PreResidency_Question', {}, 'US_Expat_Identification'],
  // US order
  ['US: Identification -> Employment', 'US_Expat_Identification', {}, 'US_Expat_Employment'],
  ['US: Employment -> Financial_Info', 'US_Expat_Employment', {}, 'US_Expat_Financial_Info'],
  ['US: Financial_Info -> Shipping_Info', 'US_Expat_Financial_Info', {}, 'US_Expat_Shipping_Info'],
  ['US: Shipping_Info -> Review', 'US_Expat_Shipping_Info', {}, 'US_Expat_Review'],
  ['US: Review -> Documents', 'US_Expat_Review', {}, 'US_Expat_Documents'],
  ['US: Documents -> Verify_Email', 'US_Expat_Documents', {}, 'US_Expat_Verify_Email'],
  ['US: Verify_Email -> Completed', 'US_Expat_Verify_Email', {}, 'US_Expat_Application_Completed'],
  [
    'US: Completed returns to the entry question (decision)',
    'US_Expat_Application_Completed',
    {},
    'PreResidency_Question',
  ],
  // YP flow
  [
    'YP: identity check failed and actions flagged -> Review',
    'YP_Identification',
    { sentilinkApproval: false, identityActionsFlagged: true },
    'YP_Review',
  ],
  [
    'YP: identity check failed without actions flagged -> Employment',
    'YP_Identification',
    { sentilinkApproval: false, identityActionsFlagged: false },
    'YP_Employment',
  ],
  [
    'YP: identity check failed, flags not known -> Employment',
    'YP_Identification',
    { sentilinkApproval: false },
    'YP_Employment',
  ],
  [
    'YP: actions flagged on a passed check -> Employment',
    'YP_Identification',
    { sentilinkApproval: true, identityActionsFlagged: true },
    'YP_Employment',
  ],
  ['YP: identity check passed -> Employment', 'YP_Identification', { sentilinkApproval: true }, 'YP_Employment'],
  ['YP: identity check not known -> Employment', 'YP_Identification', {}, 'YP_Employment'],
  ['YP: Employment -> Financial_Info', 'YP_Employment', {}, 'YP_Financial_Info'],
  ['YP: ATP approval false -> Review', 'YP_Financial_Info', { ATPApproval: false }, 'YP_Review'],
  [
    'YP: ATP false wins over proof of income',
    'YP_Financial_Info',
    { ATPApproval: false, employmentStatus: 'employed', proofOfIncomeUploaded: true },
    'YP_Review',
  ],
  [
    'YP: employed with proof of income -> Validation_Options',
    'YP_Financial_Info',
    { ATPApproval: true, employmentStatus: 'employed', proofOfIncomeUploaded: true },
    'YP_Financial_Validation_Options',
  ],
  [
    'YP: employed without proof of income -> Validation',
    'YP_Financial_Info',
    { ATPApproval: true, employmentStatus: 'employed' },
    'YP_Financial_Validation',
  ],
  [
    'YP: proof of income but not employed -> Validation',
    'YP_Financial_Info',
    { employmentStatus: 'retired', proofOfIncomeUploaded: true },
    'YP_Financial_Validation',
  ],
  [
    'YP validation: not employed skips the employer check',
    'YP_Financial_Validation',
    { employmentStatus: 'unemployed' },
    'YP_Identity_Verification',
  ],
  [
    'YP validation: employer verified by bank linking skips it',
    'YP_Financial_Validation',
    { ...employedUnverified, employerVerifiedByPlaid: true },
    'YP_Identity_Verification',
  ],
  [
    'YP validation: employer website passing the check skips it',
    'YP_Financial_Validation',
    { employmentStatus: 'employed', employerWebsite: 'https://www.google.com' },
    'YP_Identity_Verification',
  ],
  [
    'YP validation: specialTreatment BR_Model skips it',
    'YP_Financial_Validation',
    { ...employedUnverified, specialTreatment: 'BR_Model' },
    'YP_Identity_Verification',
  ],
  [
    'YP validation: specialTreatment starting DM_ skips it',
    'YP_Financial_Validation',
    { ...employedUnverified, specialTreatment: 'DM_2026Q4' },
    'YP_Identity_Verification',
  ],
  [
    'YP validation: other special treatment does not skip',
    'YP_Financial_Validation',
    { ...employedUnverified, specialTreatment: 'dm_lower' },
    'YP_Employer_Verification',
  ],
  [
    'YP validation: employer verified -> Employment_Verified',
    'YP_Financial_Validation',
    { ...employedUnverified, employerVerified: true },
    'YP_Employment_Verified',
  ],
  [
    'YP validation: otherwise -> Employer_Verification',
    'YP_Financial_Validation',
    employedUnverified,
    'YP_Employer_Verification',
  ],
  [
    'YP validation options follow the same rule (skip)',
    'YP_Financial_Validation_Options',
    { employmentStatus: 'retired' },
    'YP_Identity_Verification',
  ],
  [
    'YP validation options follow the same rule (verify)',
    'YP_Financial_Validation_Options',
    employedUnverified,
    'YP_Employer_Verification',
  ],
  [
    'YP validation uploader follows the same rule (verified)',
    'YP_Financial_Validation_Uploader',
    { ...employedUnverified, employerVerified: true },
    'YP_Employment_Verified',
  ],
  [
    'YP: Employer_Verification -> Identity_Verification',
    'YP_Employer_Verification',
    employedUnverified,
    'YP_Identity_Verification',
  ],
  ['YP: WorkEmail_Sent -> Employment_Verified', 'YP_WorkEmail_Sent', {}, 'YP_Employment_Verified'],
  [
    'YP: Employment_Verified -> Identity_Verification (decision)',
    'YP_Employment_Verified',
    {},
    'YP_Identity_Verification',
  ],
  ['YP: Identity_Verification -> Review', 'YP_Identity_Verification', {}, 'YP_Review'],
  ['YP: Identity_Verification_Uploader -> Review (decision)', 'YP_Identity_Verification_Uploader', {}, 'YP_Review'],
  ['YP: Review -> Verify_Email', 'YP_Review', {}, 'YP_Verify_Email'],
  ['YP: Verify_Email -> Application_Completed', 'YP_Verify_Email', {}, 'YP_Application_Completed'],
  ['YP: Completed returns to PreResidency_Question', 'YP_Application_Completed', {}, 'PreResidency_Question'],
];

describe('nextStep (product-rules#next-step)', () => {
  it.each(rows)('%s', (_rule, current, draft, expected, context) => {
    expect(nextStep(current, draft, { ...usContext, ...context })).toBe(expected);
  });

  it('names a valid step from every step, whatever the draft', () => {
    for (const step of stepNames) expect(isStepName(nextStep(step, {}, { today: TODAY }))).toBe(true);
  });
});
