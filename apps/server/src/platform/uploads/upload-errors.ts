import { AppError } from '../../graphql/app-error.js';

function sizeInWords(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** The refusals every upload shares (application documents and change-request proofs): a code and words a person can act on. */
export const uploadErrors = {
  tooLarge: (maxBytes: number) =>
    new AppError(
      'FILE_TOO_LARGE',
      `This file is larger than ${sizeInWords(maxBytes)}. Upload a smaller photo or scan (a lower resolution is fine as long as the text is readable).`,
      413,
    ),
  typeNotAccepted: () =>
    new AppError(
      'FILE_TYPE_NOT_ACCEPTED',
      'We accept JPEG, PNG, HEIC and PDF files. Take a photo of the document or save it as a PDF, then upload it again.',
      415,
    ),
  empty: () => new AppError('FILE_EMPTY', 'This file is empty.', 400),
  activeContent: () =>
    new AppError(
      'PDF_ACTIVE_CONTENT',
      'This PDF contains scripts, which we do not accept for safety. Save it again as a plain PDF or upload a photo.',
      400,
    ),
  notMultipart: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data with one part named "file".', 415),
  missingFile: () =>
    new AppError('FILE_MISSING', 'Send the file as multipart/form-data with one part named "file".', 400),
  interrupted: () => new AppError('UPLOAD_INTERRUPTED', 'The upload was interrupted. Please try again.', 400),
  // The object store failed or is unreachable: nothing was kept, and the database is not to blame
  // (its own 503 says so), so the person is told to try the file again later (docs/operations.md "Document storage").
  storageUnavailable: () =>
    new AppError(
      'STORAGE_UNAVAILABLE',
      'We cannot store files just now. Nothing was uploaded; please try again in a few minutes.',
      503,
    ),
  fileNotFound: () => new AppError('FILE_NOT_FOUND', 'No such file.', 404),
};
