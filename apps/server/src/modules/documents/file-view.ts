import type { ApplicationFileRow } from './file-records-repository.js';

/** A file as clients see it (product-rules#files, plus what the check found): the upload answer and ApplicationFile alike. */
export interface ApplicationFileView {
  id: number;
  fileName: string;
  fileType: string;
  isDocumentExpired: boolean;
  isDocumentMismatch: boolean;
  isRecognized: boolean;
  isValid: boolean;
  /** Accepted uploads of the type so far (accepted-versions.ts); a rejected upload adds none. */
  version: number;
  /** yyyy-mm-dd read from the document, when it has one. */
  expiresOn: string | null;
  /** What to do about each failed flag, in plain words. */
  problems: string[];
  /** Detected from the content: image/jpeg, image/png, image/heic or application/pdf. */
  contentType: string;
  byteSize: number;
  uploadedAt: string;
}

export function fileView(row: ApplicationFileRow, shownVersions: ReadonlyMap<number, number>): ApplicationFileView {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.documentType,
    isDocumentExpired: row.isDocumentExpired,
    isDocumentMismatch: row.isDocumentMismatch,
    isRecognized: row.isRecognized,
    isValid: row.isValid,
    version: shownVersions.get(row.id) ?? 0,
    expiresOn: row.expiresOn,
    problems: row.problems,
    contentType: row.contentType,
    byteSize: row.byteSize,
    uploadedAt: row.createdAt.toISOString(),
  };
}
