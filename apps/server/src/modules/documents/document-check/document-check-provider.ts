import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { AcceptedContentType } from '../../../platform/uploads/upload-stream.js';

export type { AcceptedContentType };

/** What the check compares the document with: the applicant's own answers. */
export interface DocumentApplicant {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd, or null when not answered yet. */
  dob: string | null;
}

export interface DocumentCheckInput {
  documentType: DocumentType;
  contentType: AcceptedContentType;
  /** The stored file, read back in full (uploads are limited in size, see the documents module). */
  bytes: Buffer;
  applicant: DocumentApplicant;
  today: Date;
}

/**
 * product-rules#document-check: an uploaded document must be recognised, valid, not expired and
 * not mismatching. `problems` says, in plain words to the applicant, what to
 * do about each failed flag ("This passport expired on March 3, 2025; upload
 * a current one.").
 */
export interface DocumentCheckResult {
  /** The file decodes as the image or PDF it claims to be, and looks like the document type. */
  isRecognized: boolean;
  /** The document's own data is well formed (e.g. its machine-readable zone's check digits). */
  isValid: boolean;
  isDocumentExpired: boolean;
  /** Name or date of birth on the document differ from the applicant's answers. */
  isDocumentMismatch: boolean;
  /** The expiry read from the document, yyyy-mm-dd, when there is one. */
  expiresOn: string | null;
  problems: string[];
}

/** A document-check service; the sandbox inspects the file itself (docs/sandbox.md). */
export interface DocumentCheckProvider {
  readonly name: string;
  check(input: DocumentCheckInput): Promise<DocumentCheckResult>;
}
