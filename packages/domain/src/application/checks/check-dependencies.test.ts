import { describe, expect, it } from 'vitest';
import type { Draft, DraftFieldName } from '../draft/draft-fields.js';
import { usContext } from '../steps/engine-test-fixtures.js';
import {
  evidenceIsCurrent,
  factDependencies,
  factsMadeStale,
  staleDraftResets,
  verifiedFacts,
  type VerifiedFact,
} from './check-dependencies.js';
import { requiredChecks } from './required-checks.js';

// product-rules#check-dependencies: one row per answer a verified fact rests on.
const dependencyRows: [answer: DraftFieldName, before: unknown, after: unknown, facts: VerifiedFact[]][] = [
  ['dob', '1990-01-01', '1991-01-01', ['identityScore', 'identityQuestions', 'identityDocuments']],
  ['ssn', '123456789', '123456780', ['identityScore', 'identityQuestions']],
  ['street', '1 Main St', '2 Elm St', ['identityScore', 'identityQuestions', 'proofOfResidence']],
  ['street2', null, 'Apt 4', ['identityScore', 'identityQuestions', 'proofOfResidence']],
  ['city', 'Austin', 'Dallas', ['identityScore', 'identityQuestions', 'proofOfResidence']],
  ['state', 'TX', 'CA', ['identityScore', 'identityQuestions', 'proofOfResidence']],
  ['zip', '78701', '94105', ['identityScore', 'identityQuestions', 'proofOfResidence']],
  ['identificationNo', 'X1234567', 'X7654321', ['identityDocuments']],
  ['residenceStatusUS', 'H-1B', 'L-1', ['residenceDocuments']],
  ['residenceStatusUSOther', 'Asylee', 'Refugee', ['residenceDocuments']],
  ['permanentResident', false, true, ['residenceDocuments']],
  ['income', 95000, 250000, ['bankLink', 'proofOfIncome', 'affordability']],
  [
    'employmentStatus',
    'employed',
    'retired',
    ['bankLink', 'proofOfIncome', 'employerByBank', 'workEmailLink', 'workplaceAddress'],
  ],
  [
    'employerName',
    'Acme Robotics',
    'Globex Corporation',
    ['proofOfIncome', 'employerByBank', 'workEmailLink', 'workplaceAddress'],
  ],
  ['employerWebsite', 'acme-robotics.example', 'globex.example', ['workEmailLink', 'workplaceAddress']],
  ['workEmail', 'ana@acme-robotics.example', 'ana@globex.example', ['workEmailLink']],
  ['accommodationCost', 1200, 2500, ['affordability']],
  ['financialCommitments', 100, 900, ['affordability']],
  ['residenceType', 'rent', 'own', ['affordability']],
];

describe('factsMadeStale: what each answer change makes stale (product-rules#check-dependencies)', () => {
  it.each(dependencyRows)('%s: %s -> %s', (answer, before, after, facts) => {
    const stale = factsMadeStale({ [answer]: before } as Draft, { [answer]: after } as Draft);
    expect(stale.map((row) => row.fact)).toEqual(facts);
    for (const row of stale) expect(row.answers).toEqual([answer]);
  });

  it('every answer in the table has a row above, so none is left untested', () => {
    const tested = new Set(dependencyRows.map(([answer]) => answer));
    const inTable = new Set(verifiedFacts.flatMap((fact) => factDependencies[fact].answers));
    expect([...inTable].filter((answer) => !tested.has(answer))).toEqual([]);
  });

  it.each([
    ['the same text in another case and with spaces', { employerName: 'Acme' }, { employerName: ' ACME ' }],
    ['empty text and null', { street2: '' }, { street2: null }],
    ['an answer nothing rests on', { jobTitle: 'Engineer' }, { jobTitle: 'Manager' }],
  ] as const)('no change: %s', (_case, before, after) => {
    expect(factsMadeStale(before as Draft, after as Draft)).toEqual([]);
  });
});

describe('staleDraftResets: the recorded results a stale fact no longer stands for', () => {
  it.each([
    ['identityScore', { sentilinkApproval: null, identityActionsFlagged: null }],
    ['bankLink', { plaidConnectionStatus: false }],
    ['employerByBank', { employerVerifiedByPlaid: null }],
    ['workEmailLink', { employerVerified: false, workEmailVerificationFlag: false }],
    ['workplaceAddress', { employerVerificationMethod: null }],
    ['affordability', {}],
    ['identityQuestions', {}],
  ] as const)('%s', (fact, resets) => {
    expect(staleDraftResets([{ fact, answers: [] }])).toEqual(resets);
  });
});

describe('evidenceIsCurrent', () => {
  const since = new Date('2026-11-28T10:00:00Z');
  it.each([
    ['no staleness: any evidence counts', {}, '2026-11-01T00:00:00Z', true],
    ['evidence after the change counts', { bankLink: since }, '2026-11-28T10:00:01Z', true],
    ['evidence before the change does not', { bankLink: since }, '2026-11-28T09:59:59Z', false],
    ['evidence at the change does not', { bankLink: since }, '2026-11-28T10:00:00Z', false],
  ] as const)('%s', (_case, stale, at, current) => {
    expect(evidenceIsCurrent('bankLink', new Date(at), stale)).toBe(current);
  });
});

describe('requiredChecks reads staleness: a pass from before the change is never shown as done', () => {
  const changedAt = new Date('2026-11-28T10:00:00Z');
  const before = new Date('2026-11-28T09:00:00Z');
  const after = new Date('2026-11-28T11:00:00Z');
  const yp: Draft = {
    stepName: 'YP_Review',
    permanentResident: true,
    sentilinkApproval: true,
    dob: '1998-03-03',
    ssn: '234567890',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    numberOfDependents: 0,
    employmentStatus: 'employed',
    employerName: 'Globex Corporation',
    employerWebsite: 'globex.example',
    jobTitle: 'Engineer',
    timeWithEmployer: 'oneToTwoYears',
    assignedAtClientLocation: false,
    firstJob: true,
    income: 250000,
    residenceType: 'family',
    ATPApproval: true,
    plaidConnectionStatus: false,
    employerVerified: null,
  };

  it('income and employer changed after a bank link and a work e-mail: both stale, resumed at validation', () => {
    const report = requiredChecks('youngProfessional', yp, usContext, {
      identityQuestionsPassed: true,
      identityQuestionsPassedAt: before,
      passingDocuments: [],
      staleSince: { bankLink: changedAt, workEmailLink: changedAt, employerByBank: changedAt },
    });
    const status = Object.fromEntries(report.checks.map((check) => [check.check, check.status]));
    expect(status).toMatchObject({
      incomeValidation: 'stale',
      employerVerification: 'stale',
      identityConfirmation: 'done',
    });
    expect(report.missing).toEqual(['incomeValidation', 'employerVerification']);
    expect(report.resumeStep).toBe('YP_Financial_Validation');
  });

  it.each([
    ['identity questions passed before the address changed: stale', before, 'stale'],
    ['identity questions passed again after it: done', after, 'done'],
  ] as const)('%s', (_case, passedAt, status) => {
    const report = requiredChecks(
      'youngProfessional',
      { ...yp, plaidConnectionStatus: true, employerVerified: true },
      usContext,
      {
        identityQuestionsPassed: true,
        identityQuestionsPassedAt: passedAt,
        passingDocuments: [],
        staleSince: { identityQuestions: changedAt },
      },
    );
    expect(report.checks.find((check) => check.check === 'identityConfirmation')?.status).toBe(status);
  });

  it.each([
    ['a proof of income uploaded before the income changed does not count', before, 'stale'],
    ['one uploaded after it does', after, 'done'],
  ] as const)('%s', (_case, uploadedAt, status) => {
    const report = requiredChecks('youngProfessional', { ...yp, employerVerified: true }, usContext, {
      identityQuestionsPassed: true,
      passingDocuments: ['proofOfIncome'],
      passingDocumentsUploadedAt: { proofOfIncome: uploadedAt },
      staleSince: { proofOfIncome: changedAt, bankLink: changedAt },
    });
    expect(report.checks.find((check) => check.check === 'incomeValidation')?.status).toBe(status);
  });
});
