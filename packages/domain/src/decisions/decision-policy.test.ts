import { describe, expect, it } from 'vitest';
import type { DecisionInputs } from './decision-inputs.js';
import { DECISION_POLICY_VERSION, decideApplication } from './decision-policy.js';
import {
  declineReasons,
  maxDeclineReasons,
  referReasons,
  type DeclineReason,
  type ReferReason,
} from './decision-reasons.js';
import {
  atpFor,
  creditFile,
  nonUsExpatInputs,
  passingDocument,
  youngProfessionalInputs,
} from './decision-test-fixtures.js';

type Base = () => DecisionInputs;
const yp: Base = youngProfessionalInputs;
const expat: Base = nonUsExpatInputs;

function with_(base: Base, change: (inputs: DecisionInputs) => void): DecisionInputs {
  const inputs = base();
  change(inputs);
  return inputs;
}

function amounts(base: Base, income: number | null, housing: number, commitments = 0): DecisionInputs {
  return with_(base, (inputs) => {
    inputs.income = income;
    inputs.accommodationCost = housing;
    inputs.financialCommitments = commitments;
    inputs.atp = atpFor(income, housing, commitments);
  });
}

const declineRows: [string, DecisionInputs, DeclineReason[]][] = [
  [
    'risk score and identity questions both failed, no identity document',
    with_(yp, (inputs) => {
      inputs.identityRisk = { sentilinkApproval: false, reasons: ['synthetic identity'] };
      inputs.identityQuestions = 'failed';
    }),
    ['identityNotVerified'],
  ],
  ['no income', amounts(yp, 0, 0), ['incomeInsufficient']],
  ['too little left each month (residual below $500)', amounts(yp, 7_000, 100), ['incomeInsufficient']],
  ['obligations over half of income', amounts(yp, 60_000, 3_000), ['excessiveObligations']],
  [
    'both affordability reasons, principal first',
    amounts(yp, 12_000, 600),
    ['incomeInsufficient', 'excessiveObligations'],
  ],
  [
    'a public record',
    with_(yp, (i) => void (i.creditReport.file = creditFile({ publicRecords: 1 }))),
    ['bankruptcyOrPublicRecord'],
  ],
  [
    'a recent delinquency',
    with_(yp, (i) => void (i.creditReport.file = creditFile({ delinquencies: 2 }))),
    ['delinquentObligations'],
  ],
  [
    'a score below 580',
    with_(yp, (i) => void (i.creditReport.file = creditFile({ score: 579 }))),
    ['creditScoreBelowMinimum'],
  ],
  [
    'more than six inquiries in six months',
    with_(yp, (i) => void (i.creditReport.file = creditFile({ inquiriesLast6Months: 7 }))),
    ['tooManyRecentInquiries'],
  ],
  [
    'every ground at once: the four principal ones only',
    with_(
      () => amounts(yp, 12_000, 600),
      (i) => {
        i.identityRisk.sentilinkApproval = false;
        i.identityQuestions = 'failed';
        i.creditReport.file = creditFile({ score: 500, publicRecords: 1, delinquencies: 1, inquiriesLast6Months: 9 });
      },
    ),
    ['identityNotVerified', 'incomeInsufficient', 'excessiveObligations', 'bankruptcyOrPublicRecord'],
  ],
  [
    'decline grounds win over refer reasons (affordability failed, a document mismatching)',
    with_(
      () => amounts(expat, 60_000, 3_000),
      (i) => void (i.documents.current[0] = passingDocument('passport', { isDocumentMismatch: true })),
    ),
    ['excessiveObligations'],
  ],
  [
    'an affordability decline needs no credit report',
    with_(
      () => amounts(yp, 0, 0),
      (i) => void (i.creditReport = { status: 'pending', file: null }),
    ),
    ['incomeInsufficient'],
  ],
];

const referRows: [string, DecisionInputs, ReferReason[]][] = [
  ['income unknown: referred for information, never "income insufficient"', amounts(yp, null, 0), ['incomeUnknown']],
  [
    'income unknown with a document to look at: both named',
    with_(
      () => amounts(expat, null, 0),
      (i) => void (i.documents.current = []),
    ),
    ['documentMissing', 'incomeUnknown'],
  ],
  [
    'the income carries no line after its minimum payment ($6,000 a year)',
    amounts(yp, 6_000, 0),
    ['lineNotAffordable'],
  ],
  [
    'the hard inquiry is pending',
    with_(yp, (i) => void (i.creditReport = { status: 'pending', file: null })),
    ['creditReportPending'],
  ],
  [
    'the credit file is frozen',
    with_(yp, (i) => void (i.creditReport = { status: 'frozen', file: null })),
    ['creditReportFrozen'],
  ],
  [
    'the bureau never answered',
    with_(yp, (i) => void (i.creditReport = { status: 'unavailable', file: null })),
    ['creditReportUnavailable'],
  ],
  [
    'a completed inquiry without its file',
    with_(yp, (i) => void (i.creditReport.file = null)),
    ['creditReportUnavailable'],
  ],
  [
    'no Credit Report Authorization',
    with_(yp, (i) => void (i.creditReport = { status: 'notAuthorized', file: null })),
    ['creditReportNotAuthorized'],
  ],
  [
    'a fraud alert on the file',
    with_(yp, (i) => void (i.creditReport.file = creditFile({ fraudAlert: true }))),
    ['fraudAlertOnFile'],
  ],
  [
    'the risk score failed, questions passed',
    with_(yp, (i) => void (i.identityRisk.sentilinkApproval = false)),
    ['identityRiskScoreFailed'],
  ],
  [
    'the risk score failed, so no questions were asked (the young-professional flow skips them)',
    with_(yp, (i) => {
      i.identityRisk.sentilinkApproval = false;
      i.identityQuestions = 'notAsked';
    }),
    ['identityRiskScoreFailed'],
  ],
  [
    'no risk score on the young-professional track',
    with_(yp, (i) => void (i.identityRisk.sentilinkApproval = null)),
    ['identityRiskScoreMissing'],
  ],
  [
    'identity questions failed, risk score passed',
    with_(yp, (i) => void (i.identityQuestions = 'failed')),
    ['identityQuestionsFailed'],
  ],
  [
    'both identity checks failed but an identity document passed',
    with_(yp, (i) => {
      i.identityRisk.sentilinkApproval = false;
      i.identityQuestions = 'failed';
      i.documents.current = [passingDocument('driversLicense')];
    }),
    ['identityRiskScoreFailed', 'identityQuestionsFailed'],
  ],
  [
    'identity questions not asked, no identity document',
    with_(yp, (i) => void (i.identityQuestions = 'notAsked')),
    ['identityNotConfirmed'],
  ],
  [
    'identity questions still in progress',
    with_(yp, (i) => void (i.identityQuestions = 'inProgress')),
    ['identityNotConfirmed'],
  ],
  [
    'a mismatching document',
    with_(expat, (i) => void (i.documents.current[0] = passingDocument('passport', { isDocumentMismatch: true }))),
    ['documentMismatch'],
  ],
  [
    'a mismatching document that is not required',
    with_(expat, (i) => void i.documents.current.push(passingDocument('proofOfIncome', { isDocumentMismatch: true }))),
    ['documentMismatch'],
  ],
  [
    'an expired required document',
    with_(expat, (i) => void (i.documents.current[1] = passingDocument('visa', { isDocumentExpired: true }))),
    ['documentExpired'],
  ],
  [
    'an unrecognised required document',
    with_(expat, (i) => void (i.documents.current[1] = passingDocument('visa', { isRecognized: false }))),
    ['documentNotAccepted'],
  ],
  [
    'an invalid required document',
    with_(expat, (i) => void (i.documents.current[2] = passingDocument('supportingDocument', { isValid: false }))),
    ['documentNotAccepted'],
  ],
  ['a required document never uploaded', with_(expat, (i) => void i.documents.current.pop()), ['documentMissing']],
  [
    'no identity document on the expat track and none required',
    with_(expat, (i) => {
      i.documents = { current: [], required: [] };
    }),
    ['identityNotConfirmed'],
  ],
  [
    'income not verified: no bank link, no proof of income',
    with_(yp, (i) => void (i.bankLink.plaidConnectionStatus = false)),
    ['incomeNotVerified'],
  ],
  [
    'employer check required and not done',
    with_(yp, (i) => {
      i.bankLink.employerVerifiedByPlaid = false;
      i.employer = { checkRequired: true, employerVerified: false, employerVerificationMethod: 'workEmail' };
    }),
    ['employerNotVerified'],
  ],
  ['an amount that is not whole dollars', amounts(yp, 60_000.5, 1_000), ['amountsInvalid']],
  [
    'an ATP failure with no reason',
    with_(yp, (i) => void (i.atp = { isApproved: false, reasons: [], ruleVersion: 'atp-2026-11' })),
    ['amountsInvalid'],
  ],
  ['no age', with_(yp, (i) => void (i.ageYears = null)), ['ageNotConfirmed']],
  ['under 18', with_(yp, (i) => void (i.ageYears = 17)), ['ageNotConfirmed']],
  ['an age that is not whole years', with_(yp, (i) => void (i.ageYears = 30.5)), ['ageNotConfirmed']],
  ['no residence status', with_(expat, (i) => void (i.residenceStatusUS = null)), ['residenceStatusNeedsReview']],
  [
    'residence status "Other"',
    with_(expat, (i) => void (i.residenceStatusUS = 'Other')),
    ['residenceStatusNeedsReview'],
  ],
  [
    'a residence status outside the list',
    with_(expat, (i) => void (i.residenceStatusUS = 'Z-9')),
    ['residenceStatusNeedsReview'],
  ],
  [
    'every reason found is given, in the list order',
    with_(expat, (i) => {
      i.creditReport = { status: 'frozen', file: null };
      i.documents.current = [passingDocument('passport', { isDocumentExpired: true })];
      i.ageYears = null;
    }),
    ['creditReportFrozen', 'documentExpired', 'documentMissing', 'ageNotConfirmed'],
  ],
];

describe('decideApplication: decline on clear grounds', () => {
  it.each(declineRows)('%s', (_name, inputs, reasons) => {
    expect(decideApplication(inputs)).toMatchObject({
      outcome: 'decline',
      reasons,
      policyVersion: DECISION_POLICY_VERSION,
    });
  });
});

describe('decideApplication: refer what a person must look at', () => {
  it.each(referRows)('%s', (_name, inputs, reasons) => {
    expect(decideApplication(inputs)).toMatchObject({
      outcome: 'refer',
      reasons,
      policyVersion: DECISION_POLICY_VERSION,
    });
  });
});

describe('the tables cover every reason code', () => {
  it('each decline code has a row', () => {
    const covered = new Set(declineRows.flatMap(([, , reasons]) => reasons));
    expect(declineReasons.filter((code) => !covered.has(code))).toEqual([]);
  });
  it('each refer code has a row', () => {
    const covered = new Set(referRows.flatMap(([, , reasons]) => reasons));
    expect(referReasons.filter((code) => !covered.has(code))).toEqual([]);
  });
  it(`never more than ${maxDeclineReasons} decline reasons`, () => {
    for (const [, inputs] of declineRows) {
      const decision = decideApplication(inputs);
      expect(decision.outcome === 'decline' && decision.reasons.length).toBeLessThanOrEqual(maxDeclineReasons);
    }
  });
});
