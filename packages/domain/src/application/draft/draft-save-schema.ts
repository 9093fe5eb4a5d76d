import { z } from 'zod';
import { normaliseResidenceInput } from '../schemas/identity-step-schemas.js';
import { stepNames } from '../steps/step-names.js';
import { draftFieldFormats } from './draft-field-formats.js';
import type { DraftFieldName } from './draft-fields.js';

/**
 * Fields only the server sets: results of checks and providers, upload
 * flags, and identifiers. A client save naming one is refused, or an
 * applicant could mark their own identity, affordability, employer or work
 * e-mail as verified.
 */
export const serverOwnedDraftFields = [
  'id',
  'createdAt',
  'referralName',
  'specialTreatment',
  'sentilinkApproval',
  'identityActionsFlagged',
  'ATPApproval',
  'plaidConnectionStatus',
  'employerVerifiedByPlaid',
  'plaidSplitVersion',
  'employerVerified',
  'workEmailVerificationFlag',
  'passportUploaded',
  'visaUploaded',
  'supportingDocumentUploaded',
  'greenCardUploaded',
  'proofOfIncomeUploaded',
  'proofOfResidenceUploaded',
  'noiCodes',
  'noiReasons',
  'PRIVACY_POLICY_DOC_URL',
] as const satisfies readonly DraftFieldName[];

// A save may clear a field: empty text and null both store null; a missing key leaves the field alone.
function clearable<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable())
    .optional();
}

type Formats = typeof draftFieldFormats;
type ClearableFormats = { [K in keyof Formats]: z.ZodOptional<z.ZodType<z.output<Formats[K]> | null>> };

// Any field may be sent alone, and an empty text clears it.
const clearableFormats = Object.fromEntries(
  Object.entries(draftFieldFormats).map(([field, format]) => [field, clearable(format)]),
) as unknown as ClearableFormats;

/**
 * One applicationCacheSave from a client, after product-rules#draft-save-parsing
 * (parseDraftSave): each field's format, no cross-field rule (a save carries
 * only what changed; stepSchema checks a step is complete). Unknown and
 * server-owned fields are refused (strict object).
 */
export const clientDraftSaveSchema = z.preprocess(
  normaliseResidenceInput,
  z.strictObject({
    stepName: clearable(z.enum(stepNames)),
    ...clearableFormats,
  }),
);

export type ClientDraftSave = z.output<typeof clientDraftSaveSchema>;
