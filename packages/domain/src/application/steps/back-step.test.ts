import { describe, expect, it } from 'vitest';
import type { StepContext } from '../draft/draft-conditions.js';
import type { Draft } from '../draft/draft-fields.js';
import { backStep, canGoBack } from './back-step.js';
import { DAY_61, usContext } from './engine-test-fixtures.js';
import type { StepName } from './step-names.js';

type Row = [rule: string, current: StepName | null, draft: Draft, expected: StepName, context?: Partial<StepContext>];

const employedUnverified: Draft = { employmentStatus: 'employed', employerWebsite: 'acme-widgets.com' };
const employedWithProof: Draft = { employmentStatus: 'employed', proofOfIncomeUploaded: true };

// product-rules#back-steps: Back returns to the screen the applicant came from, for every step.
const rows: Row[] = [
  ['no step yet: the start rule (US)', null, {}, 'PreResidency_Question'],
  ['no step yet: the start rule (abroad)', null, {}, 'NonUS_Expat_Relocation', { ipCountry: 'FR' }],
  ['PreResidency_Question is the first screen: Back stays', 'PreResidency_Question', {}, 'PreResidency_Question'],
  [
    'Relocation after PreResidency notInUS -> PreResidency',
    'NonUS_Expat_Relocation',
    { timeInUS: 'notInUS' },
    'PreResidency_Question',
  ],
  [
    'Relocation from the start rule: Back stays',
    'NonUS_Expat_Relocation',
    {},
    'NonUS_Expat_Relocation',
    { ipCountry: 'FR' },
  ],
  [
    'Relocation when PreResidency sent a permanent resident to YP: Back stays',
    'NonUS_Expat_Relocation',
    { permanentResident: true, timeInUS: 'notInUS' },
    'NonUS_Expat_Relocation',
  ],
  ['{hash} -> Relocation', '{hash}', {}, 'NonUS_Expat_Relocation'],
  [
    'non-US Identification after a near relocation -> Relocation',
    'NonUS_Expat_Identification',
    { inUS: true },
    'NonUS_Expat_Relocation',
  ],
  [
    'non-US Identification after a far relocation -> {hash}',
    'NonUS_Expat_Identification',
    { inUS: false, expectedRelocationDate: DAY_61 },
    '{hash}',
  ],
  ['non-US Employment -> Identification', 'NonUS_Expat_Employment', {}, 'NonUS_Expat_Identification'],
  ['non-US Financial_Info -> Employment', 'NonUS_Expat_Financial_Info', {}, 'NonUS_Expat_Employment'],
  ['non-US Shipping_Info -> Financial_Info', 'NonUS_Expat_Shipping_Info', {}, 'NonUS_Expat_Financial_Info'],
  ['non-US Review -> Shipping_Info', 'NonUS_Expat_Review', {}, 'NonUS_Expat_Shipping_Info'],
  ['non-US Documents -> Review', 'NonUS_Expat_Documents', {}, 'NonUS_Expat_Review'],
  ['non-US Verify_Email -> Documents', 'NonUS_Expat_Verify_Email', {}, 'NonUS_Expat_Documents'],
  ['non-US Completed -> Verify_Email', 'NonUS_Expat_Application_Completed', {}, 'NonUS_Expat_Verify_Email'],
  ['US Identification -> PreResidency', 'US_Expat_Identification', {}, 'PreResidency_Question'],
  ['US Employment -> Identification', 'US_Expat_Employment', {}, 'US_Expat_Identification'],
  ['US Financial_Info -> Employment', 'US_Expat_Financial_Info', {}, 'US_Expat_Employment'],
  ['US Shipping_Info -> Financial_Info', 'US_Expat_Shipping_Info', {}, 'US_Expat_Financial_Info'],
  ['US Review -> Shipping_Info', 'US_Expat_Review', {}, 'US_Expat_Shipping_Info'],
  ['US Documents -> Review', 'US_Expat_Documents', {}, 'US_Expat_Review'],
  ['US Verify_Email -> Documents', 'US_Expat_Verify_Email', {}, 'US_Expat_Documents'],
  ['US Completed -> Verify_Email', 'US_Expat_Application_Completed', {}, 'US_Expat_Verify_Email'],
  ['YP Identification -> PreResidency', 'YP_Identification', {}, 'PreResidency_Question'],
  ['YP Employment -> Identification', 'YP_Employment', {}, 'YP_Identification'],
  ['YP Financial_Info -> Employment', 'YP_Financial_Info', {}, 'YP_Employment'],
  ['YP Financial_Validation -> Financial_Info', 'YP_Financial_Validation', {}, 'YP_Financial_Info'],
  [
    'YP Validation_Options reached from Financial_Info -> Financial_Info',
    'YP_Financial_Validation_Options',
    employedWithProof,
    'YP_Financial_Info',
  ],
  [
    'YP Validation_Options as a detour -> Financial_Validation',
    'YP_Financial_Validation_Options',
    employedUnverified,
    'YP_Financial_Validation',
  ],
  [
    'YP Validation_Uploader with a proof on file -> Validation_Options',
    'YP_Financial_Validation_Uploader',
    employedWithProof,
    'YP_Financial_Validation_Options',
  ],
  [
    'YP Validation_Uploader before any proof -> Financial_Validation (bank linking)',
    'YP_Financial_Validation_Uploader',
    {},
    'YP_Financial_Validation',
  ],
  [
    'YP Employer_Verification -> the validation step (no proof)',
    'YP_Employer_Verification',
    employedUnverified,
    'YP_Financial_Validation',
  ],
  [
    'YP Employer_Verification -> the validation step (proof uploaded)',
    'YP_Employer_Verification',
    { ...employedUnverified, proofOfIncomeUploaded: true },
    'YP_Financial_Validation_Options',
  ],
  ['YP WorkEmail_Sent -> Employer_Verification', 'YP_WorkEmail_Sent', {}, 'YP_Employer_Verification'],
  [
    'YP Employment_Verified -> the validation step',
    'YP_Employment_Verified',
    { ...employedUnverified, employerVerified: true },
    'YP_Financial_Validation',
  ],
  [
    'YP Identity_Verification, employer check skipped -> the validation step',
    'YP_Identity_Verification',
    { employmentStatus: 'retired' },
    'YP_Financial_Validation',
  ],
  [
    'YP Identity_Verification, employer verified -> Employment_Verified',
    'YP_Identity_Verification',
    { ...employedUnverified, employerVerified: true },
    'YP_Employment_Verified',
  ],
  [
    'YP Identity_Verification, otherwise -> Employer_Verification',
    'YP_Identity_Verification',
    employedUnverified,
    'YP_Employer_Verification',
  ],
  [
    'YP Identity_Verification_Uploader -> Identity_Verification',
    'YP_Identity_Verification_Uploader',
    {},
    'YP_Identity_Verification',
  ],
  [
    'YP Review after a failed identity check with actions flagged -> Identification',
    'YP_Review',
    { sentilinkApproval: false, identityActionsFlagged: true },
    'YP_Identification',
  ],
  [
    'YP Review after a failed identity check without flags -> Identity_Verification',
    'YP_Review',
    { sentilinkApproval: false, identityActionsFlagged: false },
    'YP_Identity_Verification',
  ],
  ['YP Review after ATP declined -> Financial_Info', 'YP_Review', { ATPApproval: false }, 'YP_Financial_Info'],
  ['YP Review otherwise -> Identity_Verification', 'YP_Review', {}, 'YP_Identity_Verification'],
  ['YP Verify_Email -> Review', 'YP_Verify_Email', {}, 'YP_Review'],
  ['YP Completed -> Verify_Email', 'YP_Application_Completed', {}, 'YP_Verify_Email'],
];

describe('backStep (product-rules#back-steps)', () => {
  it.each(rows)('%s', (_rule, current, draft, expected, context) => {
    expect(backStep(current, draft, { ...usContext, ...context })).toBe(expected);
  });
});

describe('canGoBack', () => {
  it.each([
    ['the entry question has nothing before it', 'PreResidency_Question', {}, false],
    ['a completed application is submitted: no Back', 'YP_Application_Completed', {}, false],
    ['a middle step offers Back', 'US_Expat_Employment', {}, true],
    ['relocation reached from PreResidency offers Back', 'NonUS_Expat_Relocation', { timeInUS: 'notInUS' }, true],
  ] as [string, StepName, Draft, boolean][])('%s', (_rule, step, draft, expected) => {
    expect(canGoBack(step, draft, usContext)).toBe(expected);
  });
});
