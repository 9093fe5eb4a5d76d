import { z } from 'zod';
import { creditLimitBounds } from '../credit-report/offer-terms.js';
import { declineReasons, maxDeclineReasons } from './decision-reasons.js';
import { noticeOfIncompletenessCodes } from './notice-of-incompleteness.js';

/**
 * The staff actions' arguments (decision 032), one schema for the back
 * office's form and the server, which checks them again. Every action names
 * the application's `version` the staff member saw: a stale view is refused.
 */
export const staffNoteMaxLength = 1000;

/** The audit log's SSN shape (nine digits, dashes optional), refused in a note before the log refuses it. */
const ssnShape = /(^|\D)\d{3}-?\d{2}-?\d{4}(\D|$)/;

const note = z
  .string()
  .trim()
  .max(staffNoteMaxLength, `Keep the note under ${staffNoteMaxLength} characters.`)
  // Notes go into the audit log, which never holds a full SSN (decision 028).
  .refine((value) => !ssnShape.test(value), 'Leave the SSN out of the note: the audit log never keeps one.')
  .optional()
  .transform((value) => (value ? value : undefined));

const expectedVersion = z.number().int().positive();

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const creditLimitSchema = z
  .number({ error: 'Enter a credit limit.' })
  .int('Enter a credit limit in whole dollars.')
  .min(creditLimitBounds.min, `The credit limit is at least $${creditLimitBounds.min.toLocaleString('en-US')}.`)
  .max(creditLimitBounds.max, `The credit limit is at most $${creditLimitBounds.max.toLocaleString('en-US')}.`)
  .refine((value) => value % creditLimitBounds.step === 0, `Use whole hundreds of dollars.`);

export const declineReasonCodesSchema = z
  .array(z.enum(declineReasons, { error: 'Choose reasons from the list.' }))
  .min(1, 'Choose at least one reason.')
  .max(maxDeclineReasons, `Choose at most ${maxDeclineReasons} reasons: a notice gives the principal ones.`)
  .refine(distinct, 'Choose each reason once.');

export const requestInformationInputSchema = z.object({
  expectedVersion,
  codes: z
    .array(z.enum(noticeOfIncompletenessCodes as [string, ...string[]], { error: 'Choose items from the list.' }))
    .min(1, 'Choose at least one item to ask for.')
    .refine(distinct, 'Choose each item once.'),
  note,
});

export const approveInputSchema = z.object({ expectedVersion, creditLimit: creditLimitSchema, note });

export const declineInputSchema = z.object({ expectedVersion, reasonCodes: declineReasonCodesSchema, note });

/** A reviewer's recommendation: approve with a limit, or decline with reasons; an approver decides. */
export const recommendInputSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('approve'), expectedVersion, creditLimit: creditLimitSchema, note }),
  z.object({ outcome: z.literal('decline'), expectedVersion, reasonCodes: declineReasonCodesSchema, note }),
]);

export type RequestInformationInput = z.infer<typeof requestInformationInputSchema>;
export type ApproveInput = z.infer<typeof approveInputSchema>;
export type DeclineInput = z.infer<typeof declineInputSchema>;
export type RecommendInput = z.infer<typeof recommendInputSchema>;
