import { documentTypes } from '@waypoint/domain/application/documents/document-types';
import { AppError } from '../../graphql/app-error.js';
import { uploadErrors } from '../../platform/uploads/upload-errors.js';
import { maxImagePixels, maxImageSide, maxPdfPages } from './document-check/document-limits.js';
import type { TooComplexReason } from './document-check/document-too-complex.js';

const wholeNumber = new Intl.NumberFormat('en-US');

/** What made a file too much to check, in words an applicant can act on. */
function tooComplexInWords(reason: TooComplexReason): string {
  switch (reason.kind) {
    case 'pixels':
      return (
        `This image is ${wholeNumber.format(reason.width)} × ${wholeNumber.format(reason.height)} pixels, more than we can read ` +
        `(up to ${maxImagePixels / 1_000_000} megapixels and ${wholeNumber.format(maxImageSide)} pixels a side). ` +
        'Try a smaller scan or photo; a lower resolution is fine as long as the text is readable.'
      );
    case 'pages':
      return `This PDF has ${wholeNumber.format(reason.pages)} pages, more than we can read (up to ${maxPdfPages}). Upload only the pages of the document itself.`;
    default:
      return 'We could not read this document: it is too large or complex to check. Try a smaller scan or photo.';
  }
}

/** Every refusal of the documents module: a code the web can branch on and a message a person can act on. */
export const documentErrors = {
  ...uploadErrors,
  /** Over a declared-size limit, or its check ran out of time or memory (docs/operations.md "Document storage"). */
  tooComplex: (reason: TooComplexReason) => new AppError('DOCUMENT_TOO_COMPLEX', tooComplexInWords(reason), 422),
  unknownType: (given: string) =>
    new AppError(
      'UNKNOWN_DOCUMENT_TYPE',
      `"${given.slice(0, 40)}" is not a document type. Use one of: ${documentTypes.join(', ')}.`,
      400,
    ),
  applicationNotFound: () => new AppError('APPLICATION_NOT_FOUND', 'No such application.', 404),
  notEditable: (status: string) =>
    new AppError('APPLICATION_NOT_EDITABLE', `This application is ${status} and can no longer be changed.`, 409),
  checkUnavailable: () =>
    new AppError(
      'DOCUMENT_CHECK_UNAVAILABLE',
      'We could not check this file just now. Please upload it again in a minute.',
      503,
    ),
};
