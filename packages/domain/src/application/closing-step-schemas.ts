import { z } from 'zod';
import { draftFieldFormats } from './draft-field-formats.js';
import { fieldMessages } from '../notifications/field-messages.js';
import { identityDocumentTypes } from './document-types.js';
import { employerAddressShape, requireEmployerAddress } from './employment-step-schemas.js';
import { choice, optional, yesNoField } from './field-schemas.js';
import { parseBooleanText } from './draft-save-parsing.js';

/** Shipping_Info (non-US and US): home or work; shipping to work needs the work address. */
export const shippingSchema = z
  .object({ shipToHome: yesNoField, ...employerAddressShape })
  .superRefine((value, context) => {
    if (!value.shipToHome) requireEmployerAddress(value, context);
  });

/** Review (all tracks): the applicant accepts the disclosures saved with the application (spec §9). */
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
