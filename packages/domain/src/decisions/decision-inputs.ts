import type { AtpReason } from '../application/checks/atp-rule.js';
import type { DocumentType } from '../application/documents/document-types.js';
import type { EmployerVerificationMethod } from '../application/draft/draft-choices.js';
import type { Track } from '../application/steps/step-names.js';
import type { CreditFileSummary, HardInquiryStatus } from '../credit-report/credit-report.js';

/**
 * Everything the decision policy (decision 027) knows about a submitted
 * application. It is stored as the decision's snapshot and re-run, so it is
 * plain JSON: no Date, no undefined, no class; absent values are null.
 */

/** The three tracks an application can be submitted on (the entry step belongs to none). */
export type DecisionTrack = Exclude<Track, 'entry'>;
export const decisionTracks = [
  'nonUsExpat',
  'usExpat',
  'youngProfessional',
] as const satisfies readonly DecisionTrack[];

/** The identity questions' state at decision time (product-rules#identity-questions). */
export const identityQuestionsSummaries = ['passed', 'failed', 'notAsked', 'inProgress'] as const;
export type IdentityQuestionsSummary = (typeof identityQuestionsSummaries)[number];

/** The ability-to-pay result as evaluateAbilityToPay returned it for the application's amounts. */
export interface DecisionAtpResult {
  isApproved: boolean;
  reasons: AtpReason[];
  ruleVersion: string;
}

/** The identity risk score: true passed, false failed, null not scored (the expat tracks do not score). */
export interface DecisionIdentityRisk {
  sentilinkApproval: boolean | null;
  /** The provider's reasons when known, for staff; the policy does not decide on them. */
  reasons: string[];
}

/** One current file and its check flags (product-rules#document-check). */
export interface DecisionDocument {
  type: DocumentType;
  isRecognized: boolean;
  isValid: boolean;
  isDocumentExpired: boolean;
  isDocumentMismatch: boolean;
}

export interface DecisionDocuments {
  /** The current file of each upload; replaced files are left out. */
  current: DecisionDocument[];
  /** The types this application must have passing (required-documents.ts). */
  required: DocumentType[];
}

export interface DecisionBankLink {
  plaidConnectionStatus: boolean | null;
  employerVerifiedByPlaid: boolean | null;
}

export interface DecisionEmployer {
  /**
   * Whether the employer check applies: the young-professional track, employed,
   * and not skipped by product-rules#employer-check-skip (employerCheckIsSkipped).
   */
  checkRequired: boolean;
  employerVerified: boolean | null;
  employerVerificationMethod: EmployerVerificationMethod | null;
}

/** The hard inquiry's state and, when a file was found, its summary (decision 026). */
export interface DecisionCreditReport {
  status: HardInquiryStatus;
  /** Present only when status is 'completed'. */
  file: CreditFileSummary | null;
}

export interface DecisionInputs {
  track: DecisionTrack;
  /** Whole years at decision time; null when the date of birth is unknown. */
  ageYears: number | null;
  residenceStatusUS: string | null;
  /** Annual, whole dollars. */
  income: number | null;
  /** Monthly, whole dollars. */
  accommodationCost: number | null;
  /** Monthly, whole dollars. */
  financialCommitments: number | null;
  atp: DecisionAtpResult;
  identityRisk: DecisionIdentityRisk;
  identityQuestions: IdentityQuestionsSummary;
  documents: DecisionDocuments;
  bankLink: DecisionBankLink;
  employer: DecisionEmployer;
  creditReport: DecisionCreditReport;
}
