import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import {
  isNoticeOfIncompletenessCode,
  noticeOfIncompletenessUploadTypes,
} from '@waypoint/domain/decisions/notice-of-incompleteness';

/** What decides whether an application takes an upload: its status and its draft's open request. */
export interface UploadTarget {
  status: string;
  /** The draft's noiCodes (product-rules#draft-fields): the codes staff asked for, empty before any request. */
  noiCodes: readonly string[];
}

/** The document types the request's codes offer, in code order, each once. */
export function requestedUploadTypes(noiCodes: readonly string[]): DocumentType[] {
  const types = noiCodes
    .filter(isNoticeOfIncompletenessCode)
    .flatMap((code) => noticeOfIncompletenessUploadTypes[code]);
  return [...new Set(types)];
}

/**
 * An application in progress takes any document. Once submitted it takes
 * only what a request for information asked for (decision 032): the types
 * its codes offer. A closed application (approved, declined, canceled) takes none.
 */
export function uploadAllowed(target: UploadTarget, documentType: DocumentType): boolean {
  if (target.status === 'incomplete') return true;
  if (target.status !== 'submitted') return false;
  return requestedUploadTypes(target.noiCodes).includes(documentType);
}
