/** product-rules#files document types. IDDocType and upload lists use these keys. */
export const documentTypes = [
  'passport',
  'visa',
  'supportingDocument',
  'greenCard',
  'proofOfIncome',
  'proofOfResidence',
  'idCard',
  'driversLicense',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (documentTypes as readonly string[]).includes(value);
}

/**
 * The documents that prove identity, offered as IDDocType on the identity
 * uploader. The spec lists the types but not which prove identity; these are
 * the government photo IDs among them.
 */
export const identityDocumentTypes = [
  'passport',
  'idCard',
  'driversLicense',
  'greenCard',
] as const satisfies readonly DocumentType[];
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** product-rules#files: the per-type file lists kept for an application. */
export const uploadListTypes = [
  'passport',
  'visa',
  'supportingDocument',
  'greenCard',
  'proofOfIncome',
  'proofOfResidence',
] as const satisfies readonly DocumentType[];
