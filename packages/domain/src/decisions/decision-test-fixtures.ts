import { evaluateAbilityToPay } from '../application/checks/atp-rule.js';
import type { DocumentType } from '../application/documents/document-types.js';
import type { CreditFileSummary } from '../credit-report/credit-report.js';
import type { DecisionDocument, DecisionInputs } from './decision-inputs.js';

/**
 * Inputs for tests of the decision policy and of what stores and re-runs it:
 * each builder gives an application the policy approves, and tests change
 * one thing from there.
 */

export function creditFile(change: Partial<Omit<CreditFileSummary, 'score'>> & { score?: number | null } = {}) {
  const { score = 700, ...rest } = change;
  const file: CreditFileSummary = {
    score:
      score === null
        ? null
        : {
            value: score,
            model: 'FICO Score 8',
            rangeLow: 300,
            rangeHigh: 850,
            keyFactors: [],
            scoredOn: '2026-11-20',
          },
    tradelines: 5,
    delinquencies: 0,
    publicRecords: 0,
    inquiriesLast6Months: 0,
    fraudAlert: false,
    ...rest,
  };
  return file;
}

export function passingDocument(type: DocumentType, change: Partial<DecisionDocument> = {}): DecisionDocument {
  return { type, isRecognized: true, isValid: true, isDocumentExpired: false, isDocumentMismatch: false, ...change };
}

/** The ATP result for these amounts under the current rule, as the decision job records it. */
export function atpFor(income: number | null, accommodationCost: number | null, financialCommitments: number | null) {
  const { isApproved, reasons, ruleVersion } = evaluateAbilityToPay({
    income,
    accommodationCost,
    financialCommitments,
  });
  return { isApproved, reasons, ruleVersion };
}

/** A young professional with a scored file, the risk score and identity questions passed and the bank linked. */
export function youngProfessionalInputs(): DecisionInputs {
  return {
    track: 'youngProfessional',
    ageYears: 30,
    residenceStatusUS: 'US Citizen/Green Card',
    income: 60_000,
    accommodationCost: 1_000,
    financialCommitments: 200,
    atp: atpFor(60_000, 1_000, 200),
    identityRisk: { sentilinkApproval: true, reasons: [] },
    identityQuestions: 'passed',
    documents: { current: [], required: [] },
    bankLink: { plaidConnectionStatus: true, employerVerifiedByPlaid: true },
    employer: { checkRequired: false, employerVerified: null, employerVerificationMethod: null },
    creditReport: { status: 'completed', file: creditFile() },
  };
}

/** A visa holder new to the US: no credit file, the documents route, every document passing. */
export function nonUsExpatInputs(): DecisionInputs {
  return {
    track: 'nonUsExpat',
    ageYears: 28,
    residenceStatusUS: 'H-1B',
    income: 60_000,
    accommodationCost: 1_500,
    financialCommitments: 0,
    atp: atpFor(60_000, 1_500, 0),
    identityRisk: { sentilinkApproval: null, reasons: [] },
    identityQuestions: 'notAsked',
    documents: {
      current: [passingDocument('passport'), passingDocument('visa'), passingDocument('supportingDocument')],
      required: ['passport', 'visa', 'supportingDocument'],
    },
    bankLink: { plaidConnectionStatus: null, employerVerifiedByPlaid: null },
    employer: { checkRequired: false, employerVerified: null, employerVerificationMethod: null },
    creditReport: { status: 'noFile', file: null },
  };
}
