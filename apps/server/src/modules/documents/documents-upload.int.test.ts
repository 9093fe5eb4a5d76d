import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  applicantWithApplication,
  multipartBody,
  passingDocument,
  uploadFile,
  uploadUrl,
} from '../../testing/uploads.js';
import { buildSamplePdf, sampleJpeg } from './document-check/samples/sample-documents.js';
import {
  fileRowsOf,
  filesInUploads,
  listFiles,
  storedObjectsOf,
  type ErrorAnswer,
  type FileAnswer,
} from './documents-test-kit.js';

/** Bad input (decision 008): each gets a clear message, with nothing stored that should not be. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const tenMegabytes = 10 * 1024 * 1024;
const elfExecutable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(8192, 0x90)]);
const windowsExecutable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8192, 0)]);
const shellScript = Buffer.from('#!/bin/sh\nrm -rf ~\n');
const pdfWithScript = buildSamplePdf(['PASSPORT'], {
  catalogEntries: '/OpenAction 6 0 R',
  extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert("hello")) >>'],
});

/** A PDF of exactly `size` bytes: a real one, padded with a comment. */
function pdfOfSize(size: number): Buffer {
  const pdf = buildSamplePdf(['padding']);
  return Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(size - pdf.length - 2, 0x41), Buffer.from('\n')]);
}

async function expectNothingStored(applicationId: number) {
  expect(await storedObjectsOf(testApp, applicationId)).toEqual([]);
  expect(await fileRowsOf(testApp, applicationId)).toEqual([]);
  expect((await filesInUploads(testApp)).filter((file) => file.startsWith('.incoming/'))).toEqual([]);
}

describe('refused files leave nothing behind', () => {
  it.each([
    ['an ELF executable renamed .pdf', elfExecutable],
    ['a Windows executable renamed .pdf', windowsExecutable],
    ['a shell script renamed .pdf', shellScript],
  ])('%s: 415, types are read from the content', async (_case, content) => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'passport', content, 'passport.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorAnswer>().errors[0]).toEqual({
      message: expect.stringMatching(/^We accept JPEG, PNG, HEIC and PDF files\. /),
      extensions: { code: 'FILE_TYPE_NOT_ACCEPTED' },
    });
    await expectNothingStored(applicationId);
  });

  it('an empty file: 400 "This file is empty."', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'passport', Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().errors[0]).toEqual({
      message: 'This file is empty.',
      extensions: { code: 'FILE_EMPTY' },
    });
    await expectNothingStored(applicationId);
  });

  it('a file one byte over 10 MB: 413 while streaming, the partial object deleted', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'proofOfIncome', pdfOfSize(tenMegabytes + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorAnswer>().errors[0]).toEqual({
      message: expect.stringMatching(/^This file is larger than 10 MB\. /),
      extensions: { code: 'FILE_TOO_LARGE' },
    });
    await expectNothingStored(applicationId);
  });

  it('a body far over the limit is refused from its length, before reading it', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'proofOfIncome', pdfOfSize(tenMegabytes + 100_000));
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('FILE_TOO_LARGE');
    await expectNothingStored(applicationId);
  });

  it('a file of exactly 10 MB is accepted', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'proofOfIncome', pdfOfSize(tenMegabytes));
    expect(response.statusCode).toBe(201);
    expect(response.json<FileAnswer>()).toMatchObject({ byteSize: tenMegabytes, contentType: 'application/pdf' });
  });

  it('a PDF with a script: 400 with the safety message', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'passport', pdfWithScript);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().errors[0]).toEqual({
      message:
        'This PDF contains scripts, which we do not accept for safety. Save it again as a plain PDF or upload a photo.',
      extensions: { code: 'PDF_ACTIVE_CONTENT' },
    });
    await expectNothingStored(applicationId);
  });

  it('an upload cut off midway (no closing boundary) stores nothing', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const body = multipartBody([{ filename: 'passport.pdf', content: pdfOfSize(200_000) }]);
    const response = await browser.send({
      method: 'POST',
      url: uploadUrl(applicationId, 'passport'),
      headers: { 'content-type': body.contentType },
      payload: body.payload.subarray(0, 100_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('UPLOAD_INTERRUPTED');
    await expectNothingStored(applicationId);
  });
});

describe('a truncated JPEG', () => {
  it('is stored (it is a JPEG by its magic bytes) but the check does not recognise it', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const jpeg = sampleJpeg({ width: 320, height: 200 });
    const response = await uploadFile(browser, applicationId, 'proofOfResidence', jpeg.subarray(0, jpeg.length >> 1));
    expect(response.statusCode).toBe(201);
    expect(response.json<FileAnswer>()).toMatchObject({
      contentType: 'image/jpeg',
      isRecognized: false,
      problems: [expect.any(String)],
    });
    const flags = await browser.query(`{ getApplicationCache { proofOfResidenceUploaded } }`);
    // Uploaded, so the list shows it with its problem; the Continue gate still refuses it.
    expect(flags.data).toEqual({ getApplicationCache: { proofOfResidenceUploaded: true } });
  });
});

describe('file names', () => {
  it.each([
    ['path separators are dropped', '../../etc/passport.pdf', 'passport.pdf'],
    ['Windows paths are dropped', 'C:\\Users\\ana\\visa scan.pdf', 'visa scan.pdf'],
    ['control characters are dropped', 'pass\u0007port\u001b.pdf', 'passport.pdf'],
    ['letters beyond ASCII are kept', 'Reisepass Müller.pdf', 'Reisepass Müller.pdf'],
  ])('%s', async (_rule, given, kept) => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await uploadFile(
      browser,
      applicationId,
      'supportingDocument',
      passingDocument('supportingDocument', { firstName: 'Ana', lastName: 'Silva', dob: '1990-01-02' }),
      given,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<FileAnswer>().fileName).toBe(kept);
    // Stored under a server-made key, never the client's name.
    expect(await storedObjectsOf(testApp, applicationId)).toEqual([
      expect.stringMatching(new RegExp(`^applications/${applicationId}/[0-9a-f-]{36}$`)),
    ]);
  });

  it('a 300-character name is cut to 200, keeping its extension', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const name = `${'x'.repeat(296)}.pdf`;
    const response = await uploadFile(
      browser,
      applicationId,
      'proofOfIncome',
      passingDocument('proofOfIncome', holder),
      name,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<FileAnswer>().fileName).toBe(`${'x'.repeat(196)}.pdf`);
  });
});

describe('parallel uploads of one type', () => {
  it('get distinct versions, and every file is kept', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const contents = Array.from({ length: 6 }, (_, index) =>
      buildSamplePdf([`proofOfIncome of ${holder.firstName} ${holder.lastName}`, `copy ${index}`]),
    );
    const responses = await Promise.all(
      contents.map((content, index) =>
        uploadFile(browser, applicationId, 'proofOfIncome', content, `pay-${index}.pdf`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const versions = responses.map((response) => response.json<FileAnswer>().version).sort();
    expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
    const listed = (await listFiles(browser, applicationId, 'proofOfIncome')).data?.getApplicationFiles ?? [];
    expect(listed.map((file) => file.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await storedObjectsOf(testApp, applicationId)).toHaveLength(6);
    // Each stored file is the one its name says: nothing lost, nothing swapped.
    for (const file of listed) {
      const download = await browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` });
      const index = Number(/pay-(\d)\.pdf/.exec(file.fileName)?.[1]);
      expect(download.rawPayload.equals(contents[index]!)).toBe(true);
    }
  });
});

describe('requests the route refuses before reading a file', () => {
  it('an unknown document type: 400', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'selfie', passingDocument('passport', holder));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('UNKNOWN_DOCUMENT_TYPE');
  });

  it("another user's application answers as a missing one: 404", async () => {
    const owner = await applicantWithApplication(testApp);
    const other = await applicantWithApplication(testApp);
    const document = passingDocument('passport', owner.holder);
    const theirs = await uploadFile(other.browser, owner.applicationId, 'passport', document);
    const missing = await uploadFile(other.browser, 2_000_000_000, 'passport', document);
    const notANumber = await uploadFile(other.browser, 'abc', 'passport', document);
    for (const response of [theirs, missing, notANumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>()).toEqual({
        errors: [{ message: 'No such application.', extensions: { code: 'APPLICATION_NOT_FOUND' } }],
      });
    }
    await expectNothingStored(owner.applicationId);
  });

  it('without a session: 401', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    browser.sendSessionHeader = false;
    const response = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });

  it('a body that is not multipart: 415; a multipart body without a "file" part: 400', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const raw = await browser.send({
      method: 'POST',
      url: uploadUrl(applicationId, 'passport'),
      headers: { 'content-type': 'application/pdf' },
      payload: passingDocument('passport', holder),
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const body = multipartBody([{ name: 'document', filename: 'p.pdf', content: passingDocument('passport', holder) }]);
    const misnamed = await browser.send({
      method: 'POST',
      url: uploadUrl(applicationId, 'passport'),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('FILE_MISSING');
    await expectNothingStored(applicationId);
  });

  it('a canceled application takes no more files: 409', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    await browser.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    const response = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
  });

  it('uploads are rate-limited per user: the 41st in 10 minutes gets 429', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await uploadFile(browser, applicationId, 'passport', Buffer.alloc(0))).statusCode).toBe(400);
    }
    const limited = await uploadFile(browser, applicationId, 'passport', Buffer.alloc(0));
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('when the document check is down', () => {
  it('answers 503 and keeps nothing', async () => {
    const failing = await createTestApp({}, undefined, {
      name: 'failing',
      check: () => Promise.reject(new Error('provider timeout')),
    });
    try {
      const { browser, applicationId, holder } = await applicantWithApplication(failing);
      const response = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
      expect(response.statusCode).toBe(503);
      expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('DOCUMENT_CHECK_UNAVAILABLE');
      expect(await storedObjectsOf(failing, applicationId)).toEqual([]);
      expect(await fileRowsOf(failing, applicationId)).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
