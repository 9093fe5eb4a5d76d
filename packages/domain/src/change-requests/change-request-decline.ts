import { z } from 'zod';

/**
 * The reason staff give when they decline a change request (decision 036):
 * the applicant reads it in the e-mail and on their account, and the audit
 * log keeps it. One schema for the back office's form and the server.
 */
export const DECLINE_REASON_MAX_LENGTH = 500;

/** The audit log's SSN shape (nine digits, dashes optional); the log refuses one (decision 028). */
const ssnShape = /(^|\D)\d{3}-?\d{2}-?\d{4}(\D|$)/;

export const declineReasonMessages = {
  required: 'Give the reason the applicant will read.',
  tooLong: `Keep the reason under ${DECLINE_REASON_MAX_LENGTH} characters.`,
  ssn: 'Leave out anything that looks like a Social Security number: the reason is e-mailed and logged.',
} as const;

export const declineReasonSchema = z
  .string({ error: declineReasonMessages.required })
  .trim()
  .min(1, declineReasonMessages.required)
  .max(DECLINE_REASON_MAX_LENGTH, declineReasonMessages.tooLong)
  .refine((value) => !ssnShape.test(value), declineReasonMessages.ssn);
