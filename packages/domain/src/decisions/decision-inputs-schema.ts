import { z } from 'zod';
import type { AtpReason } from '../application/checks/atp-rule.js';
import { documentTypes } from '../application/documents/document-types.js';
import { employerVerificationMethods } from '../application/draft/draft-choices.js';
import { hardInquiryStatuses } from '../credit-report/credit-report.js';
import { decisionTracks, identityQuestionsSummaries, type DecisionInputs } from './decision-inputs.js';

/**
 * A stored snapshot is read back from the database before it is re-run
 * (decision 027), so it is checked like any other input: strict objects, no
 * extra keys, every value of its type. The policy itself judges the values
 * (an amount that is not whole dollars refers).
 */

const atpReasons = [
  'invalidAmount',
  'noIncome',
  'debtToIncomeTooHigh',
  'residualIncomeTooLow',
] as const satisfies readonly AtpReason[];

const boundedText = z.string().max(500);
const nullableNumber = z.number().nullable();
const flag = z.boolean().nullable();

const creditScoreSchema = z.strictObject({
  value: z.number(),
  model: boundedText,
  rangeLow: z.number(),
  rangeHigh: z.number(),
  keyFactors: z.array(boundedText).max(10),
  scoredOn: boundedText,
});

const creditFileSchema = z.strictObject({
  score: creditScoreSchema.nullable(),
  tradelines: z.number(),
  delinquencies: z.number(),
  publicRecords: z.number(),
  inquiriesLast6Months: z.number(),
  fraudAlert: z.boolean(),
});

const documentSchema = z.strictObject({
  type: z.enum(documentTypes),
  isRecognized: z.boolean(),
  isValid: z.boolean(),
  isDocumentExpired: z.boolean(),
  isDocumentMismatch: z.boolean(),
});

export const decisionInputsSchema = z.strictObject({
  track: z.enum(decisionTracks),
  ageYears: nullableNumber,
  residenceStatusUS: boundedText.nullable(),
  income: nullableNumber,
  accommodationCost: nullableNumber,
  financialCommitments: nullableNumber,
  atp: z.strictObject({
    isApproved: z.boolean(),
    reasons: z.array(z.enum(atpReasons)).max(10),
    ruleVersion: boundedText,
  }),
  identityRisk: z.strictObject({ sentilinkApproval: flag, reasons: z.array(boundedText).max(50) }),
  identityQuestions: z.enum(identityQuestionsSummaries),
  documents: z.strictObject({
    current: z.array(documentSchema).max(100),
    required: z.array(z.enum(documentTypes)).max(documentTypes.length),
  }),
  bankLink: z.strictObject({ plaidConnectionStatus: flag, employerVerifiedByPlaid: flag }),
  employer: z.strictObject({
    checkRequired: z.boolean(),
    employerVerified: flag,
    employerVerificationMethod: z.enum(employerVerificationMethods).nullable(),
  }),
  creditReport: z.strictObject({ status: z.enum(hardInquiryStatuses), file: creditFileSchema.nullable() }),
}) satisfies z.ZodType<DecisionInputs>;

/** The snapshot as DecisionInputs, or null when it is not one. */
export function parseDecisionInputs(value: unknown): DecisionInputs | null {
  const parsed = decisionInputsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
