import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequestFiles } from '../modules/change-requests/change-requests-tables.js';
import { pdfOperatorBomb, zlibOfZeros } from '../modules/documents/document-check/samples/document-bombs.js';
import { buildSamplePdf, samplePng } from '../modules/documents/document-check/samples/sample-documents.js';
import {
  fileRowsOf,
  filesInUploads,
  storedObjectsOf,
  type ErrorAnswer,
} from '../modules/documents/documents-test-kit.js';
import {
  changeRequestApplicant,
  proofPng,
  startMutation,
  submittedChangeRequest,
  uploadProof,
} from './change-requests-test-kit.js';
import { bureauByLastName, signedInStaff, submittedApplication } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';
import { applicantWithApplication, uploadFile } from './uploads.js';

/**
 * One intake for every file a person uploads (decision 057,
 * product-rules#file-intake): whichever route takes it, a decompression bomb
 * is refused with the same 422 and nothing of it is kept (no object in
 * storage, no row), and an ordinary file still goes through.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
});
afterAll(async () => {
  await testApp.close();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framing = Buffer.alloc(8);
  framing.writeUInt32BE(data.length, 0);
  framing.writeUInt32BE(crc32(typeAndData), 4);
  return Buffer.concat([framing.subarray(0, 4), typeAndData, framing.subarray(4)]);
}

/** About 35 KB: a PNG header declaring 60000 × 60000 greyscale pixels, then the first 34 MB of its rows. */
function pngDeclaring60000Square(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibOfZeros(34 * 1024 * 1024)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 20 million text operators in one Flate stream (140 MB inflated), padded after its end to 2.27 MB. */
function pdfBombOf2270Kilobytes(): Buffer {
  const bomb = pdfOperatorBomb(20_000_000);
  const padding = Buffer.alloc(2_270_000 - bomb.length, '% padding after the end of the file\n');
  return Buffer.concat([bomb, padding]);
}

const tooComplex = 'We could not read this document: it is too large or complex to check. Try a smaller scan or photo.';
const tooManyPixels =
  'This image is 60,000 × 60,000 pixels, more than we can read (up to 50 megapixels and 10,000 pixels a side). ' +
  'Try a smaller scan or photo; a lower resolution is fine as long as the text is readable.';

interface Route {
  upload(file: { content: Buffer; fileName: string; contentType: string }): Promise<LightMyRequestResponse>;
  /** Objects in storage and rows recorded for this route's owner. */
  kept(): Promise<{ objects: string[]; rows: number }>;
}

async function applicationDocumentRoute(): Promise<Route> {
  const { browser, applicationId } = await applicantWithApplication(testApp);
  return {
    upload: (file) => uploadFile(browser, applicationId, 'proofOfIncome', file.content, file.fileName),
    kept: async () => ({
      objects: await storedObjectsOf(testApp, applicationId),
      rows: (await fileRowsOf(testApp, applicationId)).length,
    }),
  };
}

async function changeRequestProofRoute(): Promise<Route> {
  const { browser } = await changeRequestApplicant(testApp);
  const started = await browser.query<{ startChangeRequest: { id: number } }>(startMutation, { codes: ['address'] });
  const id = started.data?.startChangeRequest.id;
  if (!id) throw new Error(`start refused: ${JSON.stringify(started.errors)}`);
  return {
    upload: (file) => uploadProof(browser, id, 'proofOfAddress', file),
    kept: async () => ({
      objects: (await filesInUploads(testApp)).filter((file) => file.startsWith(`change-requests/${id}/`)),
      rows: (
        await testApp.database.db.select().from(changeRequestFiles).where(eq(changeRequestFiles.changeRequestId, id))
      ).length,
    }),
  };
}

const routes = [
  ['an application document', applicationDocumentRoute],
  ['a change-request proof', changeRequestProofRoute],
] as const;

const bombs = [
  ['a 2.27 MB PDF of 20 million content operators', pdfBombOf2270Kilobytes, 'bomb.pdf', 'application/pdf', tooComplex],
  ['a 35 KB PNG declaring 60000 × 60000 pixels', pngDeclaring60000Square, 'bill.png', 'image/png', tooManyPixels],
] as const;

describe('every upload route refuses a decompression bomb and keeps nothing', () => {
  it.each(routes.flatMap(([route, open]) => bombs.map((bomb) => [route, bomb[0], open, bomb] as const)))(
    '%s: %s is refused with 422 DOCUMENT_TOO_COMPLEX',
    async (_route, _bomb, open, [, build, fileName, contentType, message]) => {
      const route = await open();
      const content = build();
      const response = await route.upload({ content, fileName, contentType });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorAnswer>().errors[0]).toEqual({ message, extensions: { code: 'DOCUMENT_TOO_COMPLEX' } });
      expect(await route.kept()).toEqual({ objects: [], rows: 0 });
    },
    30_000,
  );

  it('builds the bombs at the sizes they were reported at', () => {
    expect(pdfBombOf2270Kilobytes().length).toBe(2_270_000);
    expect(pngDeclaring60000Square().length).toBeLessThan(40 * 1024);
  });
});

describe('every upload route still takes an ordinary file', () => {
  it.each(
    routes.flatMap(([route, open]) => [
      [route, 'a one-page PDF', open, buildSamplePdf(['Utility bill of Ana Silva']), 'bill.pdf', 'application/pdf'],
      [route, 'a small PNG photo', open, samplePng(), 'photo.png', 'image/png'],
    ]),
  )('%s: %s is stored and recorded', async (_route, _file, open, content, fileName, contentType) => {
    const route = await open();
    const response = await route.upload({ content, fileName, contentType });
    expect(response.statusCode).toBe(201);
    const kept = await route.kept();
    expect(kept.objects).toHaveLength(1);
    expect(kept.rows).toBe(1);
  });
});

describe('staff open every uploaded file the same safe way', () => {
  it('an application document and a change-request proof: inline, cleaned name, no caching, nothing runs', async () => {
    const { applicationId } = await submittedApplication(testApp, 'Viewer');
    const proofs = await submittedChangeRequest(testApp, ['address'], {
      moreProofs: [{ fileType: 'proofOfAddress', file: proofPng() }],
    });
    const reviewer = await signedInStaff(testApp, 'intake-reviewer@bank.example', 'reviewer');
    const documents = await reviewer.browser.query<{ opsApplication: { documents: { downloadUrl: string }[] } }>(
      `query V($id: Int!) { opsApplication(applicationId: $id) { documents { downloadUrl } } }`,
      { id: applicationId },
    );
    const requestFiles = await reviewer.browser.query<{ opsChangeRequest: { files: { id: number }[] } }>(
      `query V($id: Int!) { opsChangeRequest(id: $id) { files { id } } }`,
      { id: proofs.changeRequestId },
    );
    const urls = [
      documents.data?.opsApplication.documents[0]?.downloadUrl,
      `/api/v1/ops/change-request-files/${requestFiles.data?.opsChangeRequest.files[0]?.id}`,
    ];
    const headerSets = [];
    for (const url of urls) {
      const response = await reviewer.browser.send({ method: 'GET', url: url ?? '/missing' });
      expect(response.statusCode).toBe(200);
      const { headers } = response;
      expect(String(headers['content-disposition'])).toMatch(/^inline; filename="[^"]+"; filename\*=UTF-8''/);
      headerSets.push({
        cache: headers['cache-control'],
        sniff: headers['x-content-type-options'],
        policy: headers['content-security-policy'],
      });
    }
    const safe = { cache: 'no-store', sniff: 'nosniff', policy: "default-src 'none'; img-src 'self'; sandbox" };
    expect(headerSets).toEqual([safe, safe]);
  }, 120_000);
});
