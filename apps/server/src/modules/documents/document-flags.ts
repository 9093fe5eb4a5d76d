import {
  identityDocumentTypes,
  uploadListTypes,
  type DocumentType,
} from '@waypoint/domain/application/documents/document-types';
import type { Db } from '../../db/database.js';
import type { DocumentsDeps, DraftDocumentFields } from './documents-deps.js';
import { currentFiles } from './file-records-repository.js';

const uploadedFlagOf: Record<(typeof uploadListTypes)[number], string> = {
  passport: 'passportUploaded',
  visa: 'visaUploaded',
  supportingDocument: 'supportingDocumentUploaded',
  greenCard: 'greenCardUploaded',
  proofOfIncome: 'proofOfIncomeUploaded',
  proofOfResidence: 'proofOfResidenceUploaded',
};

const isIdentityType = (type: unknown): type is DocumentType =>
  (identityDocumentTypes as readonly unknown[]).includes(type);

/**
 * The draft's upload fields (product-rules#draft-fields Documents) from the current files:
 * each `*Uploaded` is true while a file of its type is there (passing or
 * not; the Continue gate checks the flags of the files themselves).
 * IDDocType follows the identity document just uploaded; when the one it
 * names is removed, it moves to another identity document still there, if any.
 */
export function draftFieldsFor(
  currentTypes: readonly DocumentType[],
  draft: DraftDocumentFields,
  justUploaded: DocumentType | null,
): Record<string, unknown> {
  const present = new Set(currentTypes);
  const fields: Record<string, unknown> = Object.fromEntries(
    uploadListTypes.map((type) => [uploadedFlagOf[type], present.has(type)]),
  );
  if (justUploaded && isIdentityType(justUploaded)) {
    fields.IDDocType = justUploaded;
  } else if (isIdentityType(draft.IDDocType) && !present.has(draft.IDDocType)) {
    const other = currentTypes.find(isIdentityType);
    if (other) fields.IDDocType = other;
  }
  return fields;
}

/**
 * Writes a file change (`write`: the new row, or its removal) and recomputes
 * the draft's upload fields in one transaction under the application's lock,
 * so a failure or a kill between the two cannot leave a file the draft does
 * not show, or a removed one it still shows.
 */
export async function writeWithDraftFields<T>(
  deps: Pick<DocumentsDeps, 'applications'>,
  applicationId: number,
  justUploaded: DocumentType | null,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  let written: { value: T } | undefined;
  await deps.applications.updateDraftFields(applicationId, async (tx, draft) => {
    written = { value: await write(tx) };
    // Newest first, so IDDocType falls back to the identity document uploaded last.
    const rows = (await currentFiles(tx, applicationId)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return draftFieldsFor(
      rows.map((row) => row.documentType as DocumentType),
      draft,
      justUploaded,
    );
  });
  if (!written) throw new Error(`application ${applicationId} is gone; its files were not changed`);
  return written.value;
}
