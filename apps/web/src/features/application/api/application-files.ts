import { z } from 'zod';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { documentPasses } from '@waypoint/domain/application/documents/required-documents';
import { apiErrorFrom, graphqlRequest, sessionHeaders } from '../../../lib/api-client';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { fetchFileBlob } from '../../../lib/file-download';

export const applicationFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  isDocumentExpired: z.boolean(),
  isDocumentMismatch: z.boolean(),
  isRecognized: z.boolean(),
  isValid: z.boolean(),
  version: z.number().int(),
  expiresOn: z.string().nullish(),
  problems: z.array(z.string()),
  /** Detected by the server from the content: image/jpeg, image/png, image/heic or application/pdf. */
  contentType: z.string(),
  /** ISO instant the file was stored: an upload answers a request for information made before it. */
  uploadedAt: z.string(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

/** product-rules#document-check: a document counts only when recognised, valid, not expired and not mismatching. */
export const filePasses = (file: ApplicationFile): boolean => documentPasses(file);

export const getApplicationFilesDocument = /* GraphQL */ `
  query GetApplicationFiles($applicationId: Int!, $fileType: String!) {
    getApplicationFiles(applicationId: $applicationId, fileType: $fileType) {
      id
      fileName
      fileType
      isDocumentExpired
      isDocumentMismatch
      isRecognized
      isValid
      version
      expiresOn
      problems
      contentType
      uploadedAt
    }
  }
`;

/** The applicant's files of one type, the current one first (product-rules#application-operations). */
export async function getApplicationFiles(applicationId: number, fileType: DocumentType): Promise<ApplicationFile[]> {
  const data = await graphqlRequest(
    getApplicationFilesDocument,
    { applicationId, fileType },
    z.object({ getApplicationFiles: z.array(applicationFileSchema) }),
  );
  return data.getApplicationFiles;
}

export const removeFileDocument = /* GraphQL */ `
  mutation RemoveFile($fileId: Int!, $applicationId: Int) {
    removeFile(fileId: $fileId, applicationId: $applicationId)
  }
`;

export async function removeFile(fileId: number, applicationId: number): Promise<boolean> {
  const data = await graphqlRequest(
    removeFileDocument,
    { fileId, applicationId },
    z.object({ removeFile: z.boolean() }),
  );
  return data.removeFile;
}

export function uploadPath(applicationId: number, fileType: DocumentType): string {
  return `/api/v1/applications/${applicationId}/files/${fileType}`;
}

/**
 * Uploads one file as multipart, reporting progress (fetch cannot report
 * upload progress; XMLHttpRequest can). Errors follow the api client's
 * classes, with the server's plain message.
 */
export function uploadApplicationFile(
  applicationId: number,
  fileType: DocumentType,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApplicationFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadPath(applicationId, fileType));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError('Network error'));
    request.onabort = () => reject(new NetworkError('Request error'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = applicationFileSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
        return reject(new ApiError(request.status, 'The server answered with data we did not expect.', undefined));
      }
      reject(
        apiErrorFrom(request.status, body) ??
          new ApiError(request.status, `Upload failed (${request.status})`, undefined),
      );
    };
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

export const filePath = (fileId: number) => `/api/v1/files/${fileId}`;

/**
 * One of the applicant's files, as a Blob of its detected type. Fetched with
 * the session hash header, as every protected request is (decision 017): a
 * plain link to the file could not send it.
 */
export function fetchFileContent(fileId: number, signal?: AbortSignal): Promise<Blob> {
  return fetchFileBlob(filePath(fileId), sessionHeaders(), signal);
}
