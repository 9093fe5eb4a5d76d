import type { z } from 'zod';
import type { StepName } from '../steps/step-names.js';
import {
  documentsSchema,
  identityUploaderSchema,
  noAnswerSchema,
  reviewSchema,
  shippingSchema,
} from './closing-step-schemas.js';
import { employerVerificationSchema, employmentSchema, workEmailSentSchema } from './employment-step-schemas.js';
import { financialInfoSchema, financialValidationSchema } from './finance-step-schemas.js';
import {
  nonUsIdentificationSchema,
  preResidencySchema,
  relocationSchema,
  usIdentificationSchema,
  ypIdentificationSchema,
} from './identity-step-schemas.js';

/** What a step schema needs besides the answers: today, for the 18-years rule. */
export interface StepSchemaContext {
  today: Date;
}

/**
 * The schema of every step: the answers the step collects, complete (its
 * required fields present, its cross-field rules met). Forms validate with it
 * before Continue; the server validates the merged draft with it before it
 * accepts leaving the step forward.
 */
const stepSchemaBuilders = {
  PreResidency_Question: () => preResidencySchema,
  NonUS_Expat_Relocation: (context: StepSchemaContext) => relocationSchema(context.today),
  '{hash}': () => noAnswerSchema,
  NonUS_Expat_Identification: (context: StepSchemaContext) => nonUsIdentificationSchema(context.today),
  NonUS_Expat_Employment: () => employmentSchema,
  NonUS_Expat_Financial_Info: () => financialInfoSchema,
  NonUS_Expat_Shipping_Info: () => shippingSchema,
  NonUS_Expat_Review: () => reviewSchema,
  NonUS_Expat_Documents: () => documentsSchema,
  NonUS_Expat_Verify_Email: () => noAnswerSchema,
  NonUS_Expat_Application_Completed: () => noAnswerSchema,
  US_Expat_Identification: (context: StepSchemaContext) => usIdentificationSchema(context.today),
  US_Expat_Employment: () => employmentSchema,
  US_Expat_Financial_Info: () => financialInfoSchema,
  US_Expat_Shipping_Info: () => shippingSchema,
  US_Expat_Review: () => reviewSchema,
  US_Expat_Documents: () => documentsSchema,
  US_Expat_Verify_Email: () => noAnswerSchema,
  US_Expat_Application_Completed: () => noAnswerSchema,
  YP_Identification: (context: StepSchemaContext) => ypIdentificationSchema(context.today),
  YP_Employment: () => employmentSchema,
  YP_Financial_Info: () => financialInfoSchema,
  YP_Financial_Validation: () => financialValidationSchema,
  YP_Financial_Validation_Options: () => noAnswerSchema,
  YP_Financial_Validation_Uploader: () => noAnswerSchema,
  YP_Identity_Verification_Uploader: () => identityUploaderSchema,
  YP_Employer_Verification: () => employerVerificationSchema,
  YP_WorkEmail_Sent: () => workEmailSentSchema,
  YP_Employment_Verified: () => noAnswerSchema,
  YP_Identity_Verification: () => noAnswerSchema,
  YP_Review: () => reviewSchema,
  YP_Verify_Email: () => noAnswerSchema,
  YP_Application_Completed: () => noAnswerSchema,
} as const satisfies Record<StepName, (context: StepSchemaContext) => z.ZodType>;

export type StepSchema<S extends StepName> = ReturnType<(typeof stepSchemaBuilders)[S]>;
/** The answers after validation, as they are saved. */
export type StepAnswers<S extends StepName> = z.output<StepSchema<S>>;

export function stepSchema<S extends StepName>(step: S, context: StepSchemaContext): StepSchema<S> {
  return stepSchemaBuilders[step](context) as StepSchema<S>;
}
