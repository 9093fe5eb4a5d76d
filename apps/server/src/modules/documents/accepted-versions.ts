import { documentPasses } from '@waypoint/domain/application/documents/required-documents';
import type { Db } from '../../db/database.js';
import { versionsOfType, type ApplicationFileRow } from './file-records-repository.js';

type Upload = Pick<
  ApplicationFileRow,
  'id' | 'version' | 'isRecognized' | 'isValid' | 'isDocumentExpired' | 'isDocumentMismatch'
>;

/**
 * The version each upload shows (product-rules#files `version`). The stored `version`
 * column numbers every recorded upload of a type, so racing uploads stay apart;
 * the number shown counts only accepted ones (recognised, valid, not expired,
 * not mismatching, product-rules#document-check). A rejected upload is no new version: it shows the
 * number of the accepted version before it (0 when there is none), and the page
 * shows no version for it. Removed uploads still count: they were versions.
 */
export function acceptedVersions(uploads: readonly Upload[]): Map<number, number> {
  const shown = new Map<number, number>();
  let accepted = 0;
  for (const upload of [...uploads].sort((a, b) => a.version - b.version)) {
    if (documentPasses(upload)) accepted += 1;
    shown.set(upload.id, accepted);
  }
  return shown;
}

/** acceptedVersions for every upload of one type on an application, removed ones included. */
export async function acceptedVersionsOf(db: Db, applicationId: number, documentType: string) {
  return acceptedVersions(await versionsOfType(db, applicationId, documentType));
}
