import { z } from 'zod';
import { employmentStatuses } from '../../constants.js';
import { fieldMessages } from '../../notifications/field-messages.js';
import { homeAddressParts } from '../addresses/shipping-address.js';
import { identityDocumentTypes } from '../documents/document-types.js';
import { draftFieldFormats } from '../draft/draft-field-formats.js';
import { parseBooleanText } from '../draft/draft-save-parsing.js';
import { isAsked, requireAskedAnswers, shippingQuestions } from './applicable-fields.js';
import { employerAddressShape, requireEmployerAddress } from './employment-step-schemas.js';
import { choice, fieldErrors, optional, yesNoField } from './field-schemas.js';

const homeAddressShape = {
  street: optional(draftFieldFormats.street),
  street2: optional(draftFieldFormats.street2),
  city: optional(draftFieldFormats.city),
  state: optional(draftFieldFormats.state),
  zip: optional(draftFieldFormats.zip),
};

/**
 * Shipping_Info (non-US and US): home or work, and either way a complete US
 * address to send the card to. The home address is usually given on
 * Identification (the server checks the merged draft); a new arrival who
 * left it empty gives it here, or picks the workplace and gives that address.
 */
export const shippingSchema = z
  .object({
    shipToHome: yesNoField,
    employmentStatus: optional(choice(employmentStatuses)),
    ...homeAddressShape,
    ...employerAddressShape,
  })
  .superRefine((value, context) => {
    // Review clears a retired or unemployed applicant's employer address (product-rules#review-cleanup).
    if (!value.shipToHome && (value.employmentStatus === 'retired' || value.employmentStatus === 'unemployed'))
      context.addIssue({ code: 'custom', path: ['shipToHome'], message: fieldErrors.noWorkplace });
    const questions = shippingQuestions(value);
    requireAskedAnswers(context, value, questions, homeAddressParts);
    if (isAsked(questions, 'employerAddress')) requireEmployerAddress(value, context);
  });

/** Review (all tracks): the applicant accepts the disclosures saved with the application (product-rules#review-disclosures). */
export const reviewSchema = z.object({
  acceptDisclosures: z.preprocess(
    (value) => parseBooleanText(value) ?? value,
    z.literal(true, { error: fieldMessages.required }),
  ),
});

/**
 * Documents (non-US and US): which identity document is uploaded, and
 * whether the visa is also the supporting document. The upload flags are set
 * by the server when a file is accepted, never by a form.
 */
export const documentsSchema = z.object({
  IDDocType: optional(choice(identityDocumentTypes)),
  visaIsSupportingDocument: optional(draftFieldFormats.visaIsSupportingDocument),
});

/** YP_Identity_Verification_Uploader: which identity document is uploaded. */
export const identityUploaderSchema = z.object({ IDDocType: choice(identityDocumentTypes) });

/** Steps with nothing to answer: notices, provider screens, e-mail verification, completion. */
export const noAnswerSchema = z.object({});
