import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestBrowser } from '../../testing/graphql-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { applicationFiles } from './documents-tables.js';

export const fileFields = `id fileName fileType isDocumentExpired isDocumentMismatch isRecognized isValid version expiresOn problems contentType byteSize uploadedAt`;

export interface FileAnswer {
  id: number;
  fileName: string;
  fileType: string;
  isDocumentExpired: boolean;
  isDocumentMismatch: boolean;
  isRecognized: boolean;
  isValid: boolean;
  version: number;
  expiresOn: string | null;
  problems: string[];
  contentType: string;
  byteSize: number;
}

export interface ErrorAnswer {
  errors: { message: string; extensions: { code: string } }[];
}

/** Every file in the local uploads folder (DATA_DIR/uploads), temporary ones included, relative to it. */
export async function filesInUploads(testApp: TestApp): Promise<string[]> {
  const root = path.join(testApp.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function storedObjectsOf(testApp: TestApp, applicationId: number): Promise<string[]> {
  return (await filesInUploads(testApp)).filter((file) => file.startsWith(`applications/${applicationId}/`));
}

export async function fileRowsOf(testApp: TestApp, applicationId: number) {
  return testApp.database.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
}

export async function listFiles(browser: TestBrowser, applicationId: number, fileType: string) {
  return browser.query<{ getApplicationFiles: FileAnswer[] }>(
    `query L($id: Int!, $type: String!) { getApplicationFiles(applicationId: $id, fileType: $type) { ${fileFields} } }`,
    { id: applicationId, type: fileType },
  );
}

export async function removeFile(browser: TestBrowser, fileId: number, applicationId?: number) {
  return browser.query<{ removeFile: boolean }>(
    `mutation R($fileId: Int!, $applicationId: Int) { removeFile(fileId: $fileId, applicationId: $applicationId) }`,
    { fileId, ...(applicationId === undefined ? {} : { applicationId }) },
  );
}

export async function uploadFlags(browser: TestBrowser) {
  const response = await browser.query<{ getApplicationCache: Record<string, unknown> }>(
    `{ getApplicationCache { passportUploaded visaUploaded supportingDocumentUploaded greenCardUploaded proofOfIncomeUploaded proofOfResidenceUploaded IDDocType version } }`,
  );
  return response.data?.getApplicationCache;
}
