import { z } from 'zod';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { documentPasses } from '@waypoint/domain/application/documents/required-documents';
import { graphql } from '../../../generated/gql';
import type { GetApplicationFilesQuery } from '../../../generated/graphql';
import { graphqlRequest, sessionHeaders } from '../../../lib/api-client';
import { fetchFileBlob } from '../../../lib/file-download';
import { uploadFile } from '../../../lib/upload-file';

export type ApplicationFile = GetApplicationFilesQuery['getApplicationFiles'][number];

/**
 * The upload's answer. The upload is plain HTTP (multipart), outside the GraphQL schema codegen reads, so
 * its answer is still checked here, against the same type as the GraphQL file list.
 */
const uploadedFileSchema: z.ZodType<ApplicationFile> = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  isDocumentExpired: z.boolean(),
  isDocumentMismatch: z.boolean(),
  isRecognized: z.boolean(),
  isValid: z.boolean(),
  version: z.number().int(),
  expiresOn: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  problems: z.array(z.string()),
  /** Detected by the server from the content: image/jpeg, image/png, image/heic or application/pdf. */
  contentType: z.string(),
  /** ISO instant the file was stored: an upload answers a request for information made before it. */
  uploadedAt: z.string(),
});

/** product-rules#document-check: a document counts only when recognised, valid, not expired and not mismatching. */
export const filePasses = (file: ApplicationFile): boolean => documentPasses(file);

export const getApplicationFilesDocument = graphql(/* GraphQL */ `
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
`);

/** The applicant's files of one type, the current one first (product-rules#application-operations). */
export async function getApplicationFiles(applicationId: number, fileType: DocumentType): Promise<ApplicationFile[]> {
  const data = await graphqlRequest(getApplicationFilesDocument, { applicationId, fileType });
  return data.getApplicationFiles;
}

export const removeFileDocument = graphql(/* GraphQL */ `
  mutation RemoveFile($fileId: Int!, $applicationId: Int) {
    removeFile(fileId: $fileId, applicationId: $applicationId)
  }
`);

export async function removeFile(fileId: number, applicationId: number): Promise<boolean> {
  const data = await graphqlRequest(removeFileDocument, { fileId, applicationId });
  return data.removeFile;
}

export function uploadPath(applicationId: number, fileType: DocumentType): string {
  return `/api/v1/applications/${applicationId}/files/${fileType}`;
}

/** Uploads one of the application's files, reporting progress (the shared multipart upload). */
export function uploadApplicationFile(
  applicationId: number,
  fileType: DocumentType,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApplicationFile> {
  return uploadFile(uploadPath(applicationId, fileType), file, uploadedFileSchema, onProgress, signal);
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
