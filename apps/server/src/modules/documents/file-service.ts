import { isDocumentType } from '@waypoint/domain/application/documents/document-types';
import { acceptedVersionsOf } from './accepted-versions.js';
import { documentErrors } from './document-errors.js';
import { writeWithDraftFields } from './document-flags.js';
import type { DocumentsDeps } from './documents-deps.js';
import { filesOfType, findOwnedFile, markRemoved } from './file-records-repository.js';
import { fileView, type ApplicationFileView } from './file-view.js';

/** getApplicationFiles: the caller's own files of one type; another user's application is "no such application". */
export async function listFiles(
  deps: DocumentsDeps,
  userId: string,
  applicationId: number,
  fileType: string,
): Promise<ApplicationFileView[]> {
  if (!isDocumentType(fileType)) throw documentErrors.unknownType(fileType);
  const application = await deps.applications.findOwned(userId, applicationId);
  if (!application) throw documentErrors.applicationNotFound();
  const [rows, versions] = await Promise.all([
    filesOfType(deps.db, application.id, fileType),
    acceptedVersionsOf(deps.db, application.id, fileType),
  ]);
  return rows.map((row) => fileView(row, versions));
}

/**
 * removeFile(fileId, applicationId): hides the caller's file and updates the
 * draft's upload fields. False for a file that is not theirs or not on that
 * application, whether or not it exists; true again for one already removed
 * (a retried removal). A submitted or canceled application keeps its files.
 */
export async function removeFile(
  deps: DocumentsDeps,
  userId: string,
  fileId: number,
  applicationId: number | null | undefined,
): Promise<boolean> {
  // Without an application id it is a change-request file (product-rules#change-request-operations).
  if (applicationId == null) return deps.removeChangeRequestFile(userId, fileId);
  const application = await deps.applications.findOwned(userId, applicationId);
  if (!application) return false;
  const row = await findOwnedFile(deps.db, userId, fileId);
  if (!row || row.applicationId !== application.id) return false;
  if (row.removedAt) return true;
  if (application.status !== 'incomplete') throw documentErrors.notEditable(application.status);
  await writeWithDraftFields(deps, application.id, null, (tx) => markRemoved(tx, row.id, deps.now()));
  return true;
}
