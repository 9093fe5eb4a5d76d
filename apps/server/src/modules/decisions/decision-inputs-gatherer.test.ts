import { describe, expect, it } from 'vitest';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { parseDecisionInputs } from '@waypoint/domain/decisions/decision-inputs-schema';
import { creditFile } from '@waypoint/domain/decisions/decision-test-fixtures';
import {
  currentIdentityQuestions,
  decisionInputsOf,
  identityQuestionsSummaryOf,
  type DecisionSources,
} from './decision-inputs-gatherer.js';
import type { IdentityQuestionsRecord } from './decisions-deps.js';

describe('the identity-questions summary', () => {
  it.each<[string, IdentityQuestionsRecord, string]>([
    ['none asked', { passed: false, passedAt: null, latestResult: null, failures: 0 }, 'notAsked'],
    ['a set timed out unanswered', { passed: false, passedAt: null, latestResult: 'timeout', failures: 0 }, 'notAsked'],
    ['a set is open', { passed: false, passedAt: null, latestResult: 'questions', failures: 0 }, 'inProgress'],
    [
      'the challenge set is open',
      { passed: false, passedAt: null, latestResult: 'challenge', failures: 0 },
      'inProgress',
    ],
    ['one failed', { passed: false, passedAt: null, latestResult: 'failed', failures: 1 }, 'failed'],
    [
      'one failed, a later one left open',
      { passed: false, passedAt: null, latestResult: 'questions', failures: 1 },
      'failed',
    ],
    [
      'one failed, a later one passed',
      { passed: true, passedAt: new Date('2026-11-20T00:00:00Z'), latestResult: 'passed', failures: 1 },
      'passed',
    ],
  ])('%s: %s', (_name, record, summary) => {
    expect(identityQuestionsSummaryOf(record)).toBe(summary);
  });
});

describe('an identity-questions pass from before the identity answers changed (product-rules#check-dependencies)', () => {
  const passedAt = new Date('2026-11-20T10:00:00Z');
  const record: IdentityQuestionsRecord = { passed: true, passedAt, latestResult: 'passed', failures: 0 };
  it.each<[string, Date | null, string]>([
    ['answers never changed: passed', null, 'passed'],
    ['answers changed after the pass: no longer passed', new Date('2026-11-21T00:00:00Z'), 'notAsked'],
    ['passed again after the change: passed', new Date('2026-11-19T00:00:00Z'), 'passed'],
  ])('%s', (_case, changedAt, summary) => {
    expect(identityQuestionsSummaryOf(currentIdentityQuestions(record, changedAt))).toBe(summary);
  });
});

const usExpatDraft: Draft = {
  stepName: 'US_Expat_Application_Completed',
  dob: '1990-06-15',
  residenceStatusUS: 'H-1B',
  street: '1 Main St',
  employmentStatus: 'employed',
  timeWithEmployer: 'moreThanTwoYears',
  income: 50_000,
  accommodationCost: 1_200,
  sentilinkApproval: null,
};

function sources(change: Partial<DecisionSources> = {}): DecisionSources {
  return {
    draft: usExpatDraft,
    files: [],
    identityQuestions: { passed: false, passedAt: null, latestResult: null, failures: 0 },
    creditReport: { status: 'completed', file: creditFile() },
    now: new Date('2026-11-25T12:00:00Z'),
    ...change,
  };
}

describe('the inputs a decision is made on', () => {
  it('hold derived facts only: the age, not the date of birth; flags, not files', () => {
    const inputs = decisionInputsOf('usExpat', {
      ...sources(),
      files: [
        {
          documentType: 'proofOfResidence',
          isRecognized: true,
          isValid: true,
          isDocumentExpired: false,
          isDocumentMismatch: false,
        },
        {
          documentType: 'passport',
          isRecognized: true,
          isValid: false,
          isDocumentExpired: true,
          isDocumentMismatch: false,
        },
        // A type this version does not know is left out rather than guessed at.
        {
          documentType: 'library-card',
          isRecognized: true,
          isValid: true,
          isDocumentExpired: false,
          isDocumentMismatch: false,
        },
      ],
    });
    expect(inputs).toMatchObject({
      track: 'usExpat',
      ageYears: 36,
      residenceStatusUS: 'H-1B',
      income: 50_000,
      accommodationCost: 1_200,
      financialCommitments: null,
      identityQuestions: 'notAsked',
      identityRisk: { sentilinkApproval: null, reasons: [] },
    });
    expect(inputs.documents.current.map((file) => file.type)).toEqual(['passport', 'proofOfResidence']);
    expect(inputs.documents.required).toEqual(['passport', 'visa', 'supportingDocument', 'proofOfResidence']);
    expect(JSON.stringify(inputs)).not.toContain('1990-06-15');
    // What is stored is what the re-run reads back.
    expect(parseDecisionInputs(JSON.parse(JSON.stringify(inputs)))).toEqual(inputs);
  });

  it('count the age in whole years on the day of the decision', () => {
    const dayBefore = decisionInputsOf('usExpat', sources({ now: new Date('2026-06-14T23:59:59Z') }));
    const birthday = decisionInputsOf('usExpat', sources({ now: new Date('2026-06-15T00:00:00Z') }));
    expect([dayBefore.ageYears, birthday.ageYears]).toEqual([35, 36]);
    expect(decisionInputsOf('usExpat', sources({ draft: { ...usExpatDraft, dob: 'soon' } })).ageYears).toBeNull();
  });

  it('take the ATP result from the amounts under the current rule', () => {
    const tight = decisionInputsOf('usExpat', sources({ draft: { ...usExpatDraft, accommodationCost: 3_000 } }));
    expect(tight.atp).toMatchObject({ isApproved: false, reasons: ['debtToIncomeTooHigh'] });
  });

  it.each<[string, Draft, boolean]>([
    ['an employed young professional', { employmentStatus: 'employed', employerWebsite: 'https://x.example' }, true],
    ['one not employed', { employmentStatus: 'unemployed' }, false],
    ['one whose bank named the employer', { employmentStatus: 'employed', employerVerifiedByPlaid: true }, false],
  ])('ask the employer check of %s: %s', (_name, draft, required) => {
    const inputs = decisionInputsOf(
      'youngProfessional',
      sources({ draft: { ...draft, stepName: 'YP_Application_Completed' } }),
    );
    expect(inputs.employer.checkRequired).toBe(required);
    // That track proves identity and income by its own checks, not the Documents step.
    expect(inputs.documents.required).toEqual([]);
  });

  it('read a value of the wrong kind as unknown', () => {
    const odd = {
      ...usExpatDraft,
      income: '50000',
      sentilinkApproval: 'yes',
      employerVerificationMethod: 'carrier pigeon',
    };
    const inputs = decisionInputsOf('usExpat', sources({ draft: odd as unknown as Draft }));
    expect(inputs.income).toBeNull();
    expect(inputs.identityRisk.sentilinkApproval).toBeNull();
    expect(inputs.employer.employerVerificationMethod).toBeNull();
  });

  it('keep the file only of a completed inquiry', () => {
    const frozen = decisionInputsOf('usExpat', sources({ creditReport: { status: 'frozen', file: creditFile() } }));
    expect(frozen.creditReport).toEqual({ status: 'frozen', file: null });
  });
});
