import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import {
  buildSamplePdf,
  samplePassportMrz,
  sampleVisaMrz,
} from '../modules/documents/document-check/samples/sample-documents.js';
import { TestBrowser } from './graphql-client.js';
import { registerUser } from './test-accounts.js';
import type { TestApp } from './test-app.js';

export interface MultipartPart {
  /** The form field; the upload route reads the part named "file". */
  name?: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it, written by hand so the test controls every byte. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----waypoint-${randomUUID()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"` +
        `${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      'utf8',
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const uploadUrl = (applicationId: number | string, fileType: string) =>
  `/api/v1/applications/${applicationId}/files/${fileType}`;

/** Uploads one file as the web does: one part named "file". */
export async function uploadFile(
  browser: TestBrowser,
  applicationId: number | string,
  fileType: string,
  content: Buffer,
  fileName = 'document.pdf',
): Promise<LightMyRequestResponse> {
  const body = multipartBody([{ filename: fileName, contentType: 'application/pdf', content }]);
  return browser.send({
    method: 'POST',
    url: uploadUrl(applicationId, fileType),
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

export interface DocumentHolder {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd, as answered in the application. */
  dob: string;
}

/** The registered test applicant (test-accounts.ts registerVariables). */
export const testHolder = (dob: string): DocumentHolder => ({ firstName: 'Ana', lastName: 'Silva', dob });

function yearsFromToday(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/**
 * A document of the type that passes the sandbox check for this holder: a
 * passport or visa carries a machine-readable zone with their name, date of
 * birth and an expiry five years ahead; other types are a readable PDF.
 */
export function passingDocument(type: DocumentType, holder: DocumentHolder): Buffer {
  const person = {
    surname: holder.lastName,
    givenNames: holder.firstName,
    dob: holder.dob,
    expiry: yearsFromToday(5),
    number: 'X1234567',
  };
  if (type === 'passport') return buildSamplePdf(['PASSPORT', ...samplePassportMrz(person)]);
  if (type === 'visa') return buildSamplePdf(['UNITED STATES VISA', ...sampleVisaMrz(person)]);
  return buildSamplePdf([`${type} of ${holder.firstName} ${holder.lastName}`, 'Issued for the Waypoint tests.']);
}

/** A readable one-page PDF holding these lines of text (sandbox trigger texts among them, docs/sandbox.md). */
export function pdfWithLines(lines: string[]): Buffer {
  return buildSamplePdf(lines);
}

/** Uploads a passing document of each type, failing the test on any refusal or failed check. */
export async function uploadPassingDocuments(
  browser: TestBrowser,
  applicationId: number,
  types: readonly DocumentType[],
  holder: DocumentHolder,
): Promise<void> {
  for (const type of types) {
    const response = await uploadFile(browser, applicationId, type, passingDocument(type, holder), `${type}.pdf`);
    const file = response.json() as { problems?: string[] };
    if (response.statusCode !== 201 || (file.problems?.length ?? 0) > 0) {
      throw new Error(`upload of ${type} refused or failed its check: ${response.statusCode} ${response.body}`);
    }
  }
}

export interface ApplicantWithApplication {
  browser: TestBrowser;
  applicationId: number;
  holder: DocumentHolder;
}

/** A signed-in applicant whose application exists (at its first step) with a date of birth. */
export async function applicantWithApplication(
  testApp: TestApp,
  dob = '1990-01-02',
): Promise<ApplicantWithApplication> {
  const browser = new TestBrowser(testApp.app);
  await registerUser(browser, { email: `documents-${randomUUID()}@example.com` });
  const saved = await browser.query(
    `mutation S($input: DraftChanges!) { applicationCacheSave(input: $input) { isSaved } }`,
    { input: { dob } },
  );
  if (saved.errors) throw new Error(`first save refused: ${JSON.stringify(saved.errors)}`);
  const cache = await browser.query<{ getApplicationCache: { id: number } }>(`{ getApplicationCache { id } }`);
  const applicationId = cache.data?.getApplicationCache.id;
  if (!applicationId) throw new Error('no application after the first save');
  return { browser, applicationId, holder: testHolder(dob) };
}
