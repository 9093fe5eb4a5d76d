import { z } from 'zod';
import { draftFieldFormats } from '../draft/draft-field-formats.js';
import { financialInfoQuestions, financialValidationQuestions, requireAskedAnswers } from './applicable-fields.js';
import { optional } from './field-schemas.js';

/**
 * Financial information (all tracks): the ATP inputs. Income is annual,
 * housing cost and other commitments monthly, all whole dollars. Housing
 * cost is required when the applicant pays rent or a mortgage; otherwise a
 * missing amount counts as 0 (product-rules#atp-check).
 */
export const financialInfoSchema = z
  .object({
    income: draftFieldFormats.income,
    residenceType: draftFieldFormats.residenceType,
    accommodationCost: optional(draftFieldFormats.accommodationCost),
    financialCommitments: optional(draftFieldFormats.financialCommitments),
  })
  .superRefine((value, context) => {
    requireAskedAnswers(context, value, financialInfoQuestions(value), ['accommodationCost']);
  });

/**
 * YP_Financial_Validation: bank linking itself happens with the provider;
 * the draft keeps why the applicant left it, with free text for 'other'.
 * The reasons are the provider dialog's, so any short text is accepted.
 */
export const financialValidationSchema = z
  .object({
    plaidExitReason: optional(draftFieldFormats.plaidExitReason),
    plaidExitReasonOther: optional(draftFieldFormats.plaidExitReasonOther),
    plaidExitPopupOpenedAt: optional(draftFieldFormats.plaidExitPopupOpenedAt),
  })
  .superRefine((value, context) => {
    requireAskedAnswers(context, value, financialValidationQuestions(value), ['plaidExitReasonOther']);
  });
