import { z } from 'zod';
import { employmentStatuses } from './constants.js';
import { employerVerificationMethods, tenureChoices } from './draft-choices.js';
import {
  choice,
  optional,
  requireAnswer,
  requiredText,
  stateField,
  websiteField,
  workEmailField,
  yesNoField,
  zipField,
} from './field-schemas.js';

/**
 * Schemas of the employment steps, shared by the three tracks, and of the YP
 * employer verification. What is asked follows the spec §4 review cleanup:
 * the current employer only when employed, the client only when placed at a
 * client, the previous employer unless this is the first job or retired.
 */
export const employmentSchema = z
  .object({
    employmentStatus: choice(employmentStatuses),
    employerName: optional(requiredText(100)),
    employerWebsite: optional(websiteField),
    jobTitle: optional(requiredText(100)),
    timeWithEmployer: optional(choice(tenureChoices)),
    assignedAtClientLocation: optional(yesNoField),
    clientName: optional(requiredText(100)),
    clientWebsite: optional(websiteField),
    firstJob: optional(yesNoField),
    prevEmployerName: optional(requiredText(100)),
    prevEmployerWebsite: optional(websiteField),
    prevEmployerCountry: optional(requiredText(60)),
    prevJobTitle: optional(requiredText(100)),
    timeWithPreviousEmployer: optional(choice(tenureChoices)),
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
  employerAddress: optional(requiredText(100)),
  employerAddress2: optional(requiredText(100)),
  employerCity: optional(requiredText(60)),
  employerState: optional(stateField),
  employerZipCode: optional(zipField),
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
    workEmail: optional(workEmailField),
    userEmailIsWorkEmail: optional(yesNoField),
    ...employerAddressShape,
  })
  .superRefine((value, context) => {
    if (value.employerVerificationMethod === 'workEmail') requireAnswer(context, value.workEmail, 'workEmail');
    if (value.employerVerificationMethod === 'workAddress') requireEmployerAddress(value, context);
  });

/** YP_WorkEmail_Sent: the applicant may correct the address and send again. */
export const workEmailSentSchema = z.object({ workEmail: optional(workEmailField) });
