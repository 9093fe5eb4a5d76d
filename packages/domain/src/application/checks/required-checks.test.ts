import { describe, expect, it } from 'vitest';
import type { Draft } from '../draft/draft-fields.js';
import { enginePath } from '../steps/engine-path.js';
import { usContext } from '../steps/engine-test-fixtures.js';
import type { StepName } from '../steps/step-names.js';
import { missingChecksMessage, requiredChecks, type VerificationState } from './required-checks.js';

const nothingVerified: VerificationState = { identityQuestionsPassed: false, passingDocuments: [] };
const questionsPassed: VerificationState = { identityQuestionsPassed: true, passingDocuments: [] };

const ypIdentity: Draft = {
  permanentResident: true,
  dob: '1998-03-03',
  ssn: '234567890',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  numberOfDependents: 0,
};
const employedUnknown: Draft = {
  employmentStatus: 'employed',
  employerName: 'Acme Widgets',
  employerWebsite: 'acme-widgets.com',
  jobTitle: 'Engineer',
  timeWithEmployer: 'oneToTwoYears',
  assignedAtClientLocation: false,
  firstJob: true,
};
// 9000 a year with 2500 rent: declined. 95000 living with family: approved.
const declinedFinance: Draft = { income: 9000, residenceType: 'rent', accommodationCost: 2500, ATPApproval: false };
const approvedFinance: Draft = { income: 95000, residenceType: 'family', ATPApproval: true };
const yp = (...parts: Draft[]): Draft => Object.assign({ sentilinkApproval: true }, ypIdentity, ...parts);

type Row = [
  rule: string,
  draft: Draft,
  verification: VerificationState,
  missing: string[],
  resumeStep: StepName | null,
  skipped?: Record<string, string>,
];

// One row per branch of the YP engine (next-step.ts), and the two other tracks.
const ypRows: Row[] = [
  [
    'identity score declined: everything after identification skipped, nothing missing',
    { ...ypIdentity, sentilinkApproval: false, identityActionsFlagged: true },
    nothingVerified,
    [],
    null,
    {
      affordability: 'identityScoreDeclined',
      incomeValidation: 'identityScoreDeclined',
      employerVerification: 'identityScoreDeclined',
      identityConfirmation: 'identityScoreDeclined',
    },
  ],
  [
    'affordability declined for the answers: the checks after it are skipped',
    yp(employedUnknown, declinedFinance),
    nothingVerified,
    [],
    null,
    {
      incomeValidation: 'affordabilityDeclined',
      employerVerification: 'affordabilityDeclined',
      identityConfirmation: 'affordabilityDeclined',
    },
  ],
  [
    'the issue: declined, then income 95000 with family at review (approval recorded): every check missing',
    yp(employedUnknown, approvedFinance),
    nothingVerified,
    ['incomeValidation', 'employerVerification', 'identityConfirmation'],
    'YP_Financial_Validation',
  ],
  [
    'income changed at review but the decline recorded is for other figures: affordability missing',
    yp(employedUnknown, { ...approvedFinance, ATPApproval: false }),
    nothingVerified,
    ['affordability'],
    'YP_Financial_Info',
    {
      incomeValidation: 'affordabilityDeclined',
      employerVerification: 'affordabilityDeclined',
      identityConfirmation: 'affordabilityDeclined',
    },
  ],
  [
    'affordability never decided: missing',
    yp(employedUnknown, { income: 95000, residenceType: 'family' }),
    questionsPassed,
    ['affordability', 'incomeValidation', 'employerVerification'],
    'YP_Financial_Info',
  ],
  [
    'bank linked, employer confirmed by link, questions passed: all done',
    yp(employedUnknown, approvedFinance, { plaidConnectionStatus: true, employerVerified: true }),
    questionsPassed,
    [],
    null,
  ],
  [
    'proof of income on file (validation options), employer by work address, ID document: all done',
    yp(employedUnknown, approvedFinance, {
      proofOfIncomeUploaded: true,
      employerVerificationMethod: 'workAddress',
      employerAddress: '2 Work Way',
      employerCity: 'Austin',
      employerState: 'TX',
      employerZipCode: '78702',
    }),
    { identityQuestionsPassed: false, passingDocuments: ['proofOfIncome', 'driversLicense'] },
    [],
    null,
  ],
  [
    'income validated, employer check not done: resume at employer verification',
    yp(employedUnknown, approvedFinance, { plaidConnectionStatus: true }),
    questionsPassed,
    ['employerVerification'],
    'YP_Employer_Verification',
  ],
  [
    'work address chosen but the address is not complete: employer check missing',
    yp(employedUnknown, approvedFinance, { plaidConnectionStatus: true, employerVerificationMethod: 'workAddress' }),
    questionsPassed,
    ['employerVerification'],
    'YP_Employer_Verification',
  ],
  [
    'employer skipped (not employed), identity questions not done: resume at identity verification',
    yp({ employmentStatus: 'unemployed', firstJob: true }, approvedFinance, { plaidConnectionStatus: true }),
    nothingVerified,
    ['identityConfirmation'],
    'YP_Identity_Verification',
    { employerVerification: 'notEmployed' },
  ],
  [
    'employer skipped: the bank confirmed the employer',
    yp(employedUnknown, approvedFinance, { plaidConnectionStatus: true, employerVerifiedByPlaid: true }),
    questionsPassed,
    [],
    null,
    { employerVerification: 'employerVerifiedByBank' },
  ],
  [
    'employer skipped: a recognised employer website',
    yp({ ...employedUnknown, employerWebsite: 'google.com' }, approvedFinance, { plaidConnectionStatus: true }),
    questionsPassed,
    [],
    null,
    { employerVerification: 'employerWebsiteRecognised' },
  ],
  [
    'employer skipped: special treatment',
    yp(employedUnknown, approvedFinance, { plaidConnectionStatus: true, specialTreatment: 'BR_Model' }),
    questionsPassed,
    [],
    null,
    { employerVerification: 'specialTreatment' },
  ],
  [
    'employment answers missing after an identity score turned approval: resume at employment',
    { ...ypIdentity, sentilinkApproval: true },
    nothingVerified,
    ['affordability', 'incomeValidation', 'identityConfirmation'],
    'YP_Employment',
    { employerVerification: 'notEmployed' },
  ],
];

const nonUs: Draft = {
  inUS: true,
  dob: '1990-01-01',
  identificationNo: 'X1234567',
  residenceStatusUS: 'H-1B',
  visaIsSupportingDocument: true,
  numberOfDependents: 0,
  employmentStatus: 'unemployed',
  firstJob: true,
  income: 0,
  residenceType: 'family',
  shipToHome: true,
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const us: Draft = {
  stepName: 'US_Expat_Review',
  timeInUS: 'oneToTwoYears',
  dob: '1990-01-01',
  ssn: '123456789',
  sentilinkApproval: true,
  residenceStatusUS: 'H-1B',
  numberOfDependents: 0,
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ...employedUnknown,
  income: 50000,
  residenceType: 'family',
  shipToHome: true,
};

describe('requiredChecks: young professional, every engine branch', () => {
  it.each(ypRows)('%s', (_rule, draft, verification, missing, resumeStep, skipped = {}) => {
    const report = requiredChecks('youngProfessional', draft, usContext, verification);
    expect(report.missing).toEqual(missing);
    expect(report.resumeStep).toBe(resumeStep);
    const reasons = Object.fromEntries(
      report.checks.filter((check) => check.status === 'skipped').map((check) => [check.check, check.reason]),
    );
    expect(reasons).toEqual(skipped);
  });
});

describe('requiredChecks: non-US and US tracks need their documents', () => {
  const rows: [string, 'nonUsExpat' | 'usExpat', Draft, VerificationState, string[], string[]][] = [
    [
      'non-US, H-1B in the US, nothing uploaded',
      'nonUsExpat',
      nonUs,
      nothingVerified,
      ['documents'],
      ['passport', 'visa', 'proofOfResidence'],
    ],
    [
      'non-US, documents passing',
      'nonUsExpat',
      nonUs,
      { identityQuestionsPassed: false, passingDocuments: ['passport', 'visa', 'proofOfResidence'] },
      [],
      [],
    ],
    [
      'US, H-1B: passport, visa, supporting document, proof of residence',
      'usExpat',
      us,
      nothingVerified,
      ['documents'],
      ['passport', 'visa', 'supportingDocument', 'proofOfResidence'],
    ],
    [
      'US, status changed to Other at review: the documents for the new status',
      'usExpat',
      { ...us, residenceStatusUS: 'Other', residenceStatusUSOther: 'Asylee' },
      {
        identityQuestionsPassed: false,
        passingDocuments: ['passport', 'visa'],
      },
      ['documents'],
      ['supportingDocument', 'proofOfResidence'],
    ],
  ];
  it.each(rows)('%s', (_rule, track, draft, verification, missing, documents) => {
    const report = requiredChecks(track, draft, usContext, verification);
    expect(report.missing).toEqual(missing);
    expect(report.missingDocuments).toEqual(documents);
    // Documents come after review: they never send the applicant back from it.
    expect(report.resumeStep).toBeNull();
  });

  it.each([
    [
      'US expat with an SSN and no score: the score is missing, asked on identification',
      'usExpat',
      { ...us, sentilinkApproval: null },
      ['identityScore', 'documents'],
      'US_Expat_Identification',
      'missing',
    ],
    [
      'US expat with a failed score: done (a person weighs it)',
      'usExpat',
      { ...us, sentilinkApproval: false },
      ['documents'],
      null,
      'done',
    ],
    ['non-US expat without an SSN: skipped', 'nonUsExpat', nonUs, ['documents'], null, 'skipped'],
    [
      'non-US expat with an SSN and no score: missing',
      'nonUsExpat',
      { ...nonUs, ssn: '123456789' },
      ['identityScore', 'documents'],
      'NonUS_Expat_Identification',
      'missing',
    ],
  ] as const)(
    'identity score for every applicant with an SSN (product-rules#identity-score-for-every-ssn): %s',
    (_rule, track, draft, missing, resumeStep, status) => {
      const report = requiredChecks(track, draft, usContext, nothingVerified);
      expect(report.missing).toEqual(missing);
      expect(report.resumeStep).toBe(resumeStep);
      expect(report.checks.find((check) => check.check === 'identityScore')?.status).toBe(status);
    },
  );

  it('an answer step left incomplete by an edit is named and resumed', () => {
    const report = requiredChecks('usExpat', { ...us, jobTitle: null }, usContext, nothingVerified);
    expect(report.incompleteSteps).toEqual(['US_Expat_Employment']);
    expect(report.resumeStep).toBe('US_Expat_Employment');
  });
});

describe('enginePath', () => {
  it('replays the engine up to review: the approved YP path goes through every check', () => {
    expect(enginePath('youngProfessional', yp(employedUnknown, approvedFinance), usContext)).toEqual([
      'YP_Identification',
      'YP_Employment',
      'YP_Financial_Info',
      'YP_Financial_Validation',
      'YP_Employer_Verification',
      'YP_Identity_Verification',
    ]);
  });
  it('an identity-score decline goes from identification to review', () => {
    expect(
      enginePath('youngProfessional', { sentilinkApproval: false, identityActionsFlagged: true }, usContext),
    ).toEqual(['YP_Identification']);
  });
  it('a relocation beyond 60 days passes the early-applicant step', () => {
    expect(enginePath('nonUsExpat', { inUS: false, expectedRelocationDate: '2027-06-01' }, usContext)).toEqual([
      'NonUS_Expat_Relocation',
      '{hash}',
      'NonUS_Expat_Identification',
      'NonUS_Expat_Employment',
      'NonUS_Expat_Financial_Info',
      'NonUS_Expat_Shipping_Info',
    ]);
  });
});

describe('missingChecksMessage', () => {
  it('names each missing check', () => {
    expect(missingChecksMessage({ missing: ['incomeValidation', 'identityConfirmation'], incompleteSteps: [] })).toBe(
      'Your application still needs: confirming your income (link your bank or upload a proof of income); confirming your identity (the identity questions or an ID document).',
    );
  });
});
