import { z } from 'zod';
import { draftFieldFormats } from './draft-field-formats.js';
import { employerVerificationMethods } from './draft-choices.js';
import { choice, optional, requireAnswer, workEmailField } from './field-schemas.js';

/**
 * Schemas of the employment steps, shared by the three tracks, and of the YP
 * employer verification. What is asked follows the spec §4 review cleanup:
 * the current employer only when employed, the client only when placed at a
 * client, the previous employer unless this is the first job or retired.
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
    if (value.employmentStatus === 'employed') {
      for (const field of ['employerName', 'jobTitle', 'timeWithEmployer', 'assignedAtClientLocation'] as const) {
        requireAnswer(context, value[field], field);
      }
      if (value.assignedAtClientLocation === true) requireAnswer(context, value.clientName, 'clientName');
    }
    if (value.employmentStatus === 'retired') return;
    requireAnswer(context, value.firstJob, 'firstJob');
    if (value.firstJob !== false) return;
    for (const field of ['prevEmployerName', 'prevJobTitle', 'timeWithPreviousEmployer'] as const) {
      requireAnswer(context, value[field], field);
    }
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
 * the work address (spec §4: then shipping goes to work).
 */
export const employerVerificationSchema = z
  .object({
    employerVerificationMethod: choice(employerVerificationMethods),
    workEmail: optional(draftFieldFormats.workEmail),
    userEmailIsWorkEmail: optional(draftFieldFormats.userEmailIsWorkEmail),
    ...employerAddressShape,
  })
  .superRefine((value, context) => {
    if (value.employerVerificationMethod === 'workEmail') requireAnswer(context, value.workEmail, 'workEmail');
    if (value.employerVerificationMethod === 'workAddress') requireEmployerAddress(value, context);
  });

/** YP_WorkEmail_Sent: the applicant may correct the address and send again. */
export const workEmailSentSchema = z.object({ workEmail: optional(workEmailField) });
