import { z } from 'zod';
import { employerVerificationMethods } from '../draft/draft-choices.js';
import { draftFieldFormats } from '../draft/draft-field-formats.js';
import {
  employerVerificationQuestions,
  employmentQuestions,
  isAsked,
  requireAskedAnswers,
} from './applicable-fields.js';
import { choice, optional, requireAnswer, workEmailField } from './field-schemas.js';

/**
 * Schemas of the employment steps, shared by the three tracks, and of the YP
 * employer verification. What is asked is employmentQuestions' rule
 * (applicable-fields.ts), the one the form and the review cleanup read.
 */
export const employmentSchema = z
  .object({
    employmentStatus: draftFieldFormats.employmentStatus,
    employerName: optional(draftFieldFormats.employerName),
    employerWebsite: optional(draftFieldFormats.employerWebsite),
    jobTitle: optional(draftFieldFormats.jobTitle),
    timeWithEmployer: optional(draftFieldFormats.timeWithEmployer),
    assignedAtClientLocation: optional(draftFieldFormats.assignedAtClientLocation),
    clientName: optional(draftFieldFormats.clientName),
    clientWebsite: optional(draftFieldFormats.clientWebsite),
    firstJob: optional(draftFieldFormats.firstJob),
    prevEmployerName: optional(draftFieldFormats.prevEmployerName),
    prevEmployerWebsite: optional(draftFieldFormats.prevEmployerWebsite),
    prevEmployerCountry: optional(draftFieldFormats.prevEmployerCountry),
    prevJobTitle: optional(draftFieldFormats.prevJobTitle),
    timeWithPreviousEmployer: optional(draftFieldFormats.timeWithPreviousEmployer),
  })
  .superRefine((value, context) => {
    requireAskedAnswers(context, value, employmentQuestions(value), [
      'employerName',
      'jobTitle',
      'timeWithEmployer',
      'assignedAtClientLocation',
      'clientName',
      'firstJob',
      'prevEmployerName',
      'prevJobTitle',
      'timeWithPreviousEmployer',
    ]);
  });

/** The employer's address, needed to ship the card to work. */
export const employerAddressShape = {
  employerAddress: optional(draftFieldFormats.employerAddress),
  employerAddress2: optional(draftFieldFormats.employerAddress2),
  employerCity: optional(draftFieldFormats.employerCity),
  employerState: optional(draftFieldFormats.employerState),
  employerZipCode: optional(draftFieldFormats.employerZipCode),
};

export function requireEmployerAddress(value: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const field of ['employerAddress', 'employerCity', 'employerState', 'employerZipCode']) {
    requireAnswer(context, value[field], field);
  }
}

/**
 * YP_Employer_Verification: the applicant proves the employer by a link sent
 * to a work e-mail (then YP_WorkEmail_Sent), or by having the card shipped to
 * the work address (product-rules#shipping-choice: then shipping goes to work).
 */
export const employerVerificationSchema = z
  .object({
    employerVerificationMethod: choice(employerVerificationMethods),
    workEmail: optional(draftFieldFormats.workEmail),
    userEmailIsWorkEmail: optional(draftFieldFormats.userEmailIsWorkEmail),
    ...employerAddressShape,
  })
  .superRefine((value, context) => {
    const questions = employerVerificationQuestions(value);
    requireAskedAnswers(context, value, questions, ['workEmail']);
    if (isAsked(questions, 'employerAddress')) requireEmployerAddress(value, context);
  });

/** YP_WorkEmail_Sent: the applicant may correct the address and send again. */
export const workEmailSentSchema = z.object({ workEmail: optional(workEmailField) });
