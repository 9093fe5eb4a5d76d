import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackS3, type LoopbackS3 } from '../../testing/loopback-s3.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applicantWithApplication, passingDocument, uploadFile } from '../../testing/uploads.js';
import { buildSamplePdf } from './document-check/samples/sample-documents.js';
import { sandboxTriggers } from './document-check/sandbox-triggers.js';
import {
  fileRowsOf,
  listFiles,
  removeFile,
  uploadFlags,
  type ErrorAnswer,
  type FileAnswer,
} from './documents-test-kit.js';

/** product-rules#files, product-rules#application-operations files: versions, the query, removal, download, and only ever the owner's. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const expiredPassport = buildSamplePdf(['PASSPORT', sandboxTriggers.expired]);

describe('versions', () => {
  it('a new upload of a type is a new version; the list shows the current one first and keeps the others', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const first = (await uploadFile(browser, applicationId, 'passport', expiredPassport, 'old.pdf')).json<FileAnswer>();
    expect(first).toMatchObject({ version: 0, isDocumentExpired: true, problems: [expect.any(String)] });
    const second = (
      await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder), 'new.pdf')
    ).json<FileAnswer>();
    expect(second).toMatchObject({ version: 1, isDocumentExpired: false, isRecognized: true, problems: [] });

    const listed = await listFiles(browser, applicationId, 'passport');
    expect(listed.data?.getApplicationFiles.map((file) => [file.version, file.fileName])).toEqual([
      [1, 'new.pdf'],
      [0, 'old.pdf'],
    ]);
    expect(listed.data?.getApplicationFiles[0]).toEqual({ ...second, uploadedAt: expect.any(String) });
    expect((await listFiles(browser, applicationId, 'visa')).data).toEqual({ getApplicationFiles: [] });
  });

  it('a rejected upload is no new version: the next accepted one is version 1, then 2', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const upload = async (content: Buffer, name: string) =>
      (await uploadFile(browser, applicationId, 'passport', content, name)).json<FileAnswer>();
    expect(await upload(expiredPassport, 'expired.pdf')).toMatchObject({ version: 0, isDocumentExpired: true });
    expect(await upload(passingDocument('passport', holder), 'good.pdf')).toMatchObject({ version: 1 });
    expect(await upload(expiredPassport, 'expired-again.pdf')).toMatchObject({ version: 1 });
    const refused = await uploadFile(browser, applicationId, 'passport', Buffer.from('not a document'), 'note.txt');
    expect(refused.statusCode).toBe(415);
    expect(await upload(passingDocument('passport', holder), 'better.pdf')).toMatchObject({ version: 2 });

    const listed = await listFiles(browser, applicationId, 'passport');
    expect(listed.data?.getApplicationFiles.map((file) => [file.fileName, file.version])).toEqual([
      ['better.pdf', 2],
      ['expired-again.pdf', 1],
      ['good.pdf', 1],
      ['expired.pdf', 0],
    ]);
  });

  it('an unknown type in the query is refused', async () => {
    const { browser, applicationId } = await applicantWithApplication(testApp);
    const response = await listFiles(browser, applicationId, 'selfie');
    expect(response.errors?.[0]?.extensions.code).toBe('UNKNOWN_DOCUMENT_TYPE');
  });
});

describe('draft upload fields follow the files', () => {
  it('uploads set the flags and IDDocType; removals clear them, keeping the rows', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    expect(await uploadFlags(browser)).toMatchObject({ passportUploaded: null, IDDocType: null });
    const before = (await uploadFlags(browser))?.version;

    const passport = (
      await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder))
    ).json<FileAnswer>();
    const income = (
      await uploadFile(browser, applicationId, 'proofOfIncome', passingDocument('proofOfIncome', holder))
    ).json<FileAnswer>();
    const licence = (
      await uploadFile(browser, applicationId, 'driversLicense', passingDocument('driversLicense', holder))
    ).json<FileAnswer>();
    expect(await uploadFlags(browser)).toEqual({
      passportUploaded: true,
      visaUploaded: false,
      supportingDocumentUploaded: false,
      greenCardUploaded: false,
      proofOfIncomeUploaded: true,
      proofOfResidenceUploaded: false,
      IDDocType: 'driversLicense',
      // Server-owned results do not bump the draft version, so the page's next save does not conflict.
      version: before,
    });

    expect((await removeFile(browser, licence.id, applicationId)).data).toEqual({ removeFile: true });
    // IDDocType moves to the identity document still there.
    expect(await uploadFlags(browser)).toMatchObject({ IDDocType: 'passport', passportUploaded: true });
    expect((await removeFile(browser, income.id, applicationId)).data).toEqual({ removeFile: true });
    expect((await removeFile(browser, passport.id, applicationId)).data).toEqual({ removeFile: true });
    expect(await uploadFlags(browser)).toMatchObject({ proofOfIncomeUploaded: false, passportUploaded: false });
    expect((await listFiles(browser, applicationId, 'passport')).data).toEqual({ getApplicationFiles: [] });

    // Soft delete: rows kept for audit, marked removed.
    const rows = await fileRowsOf(testApp, applicationId);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.removedAt instanceof Date)).toBe(true);
  });

  it('removing the current version brings back the one before; removing twice is still true', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder), 'first.pdf');
    const second = (
      await uploadFile(browser, applicationId, 'passport', expiredPassport, 'second.pdf')
    ).json<FileAnswer>();
    expect((await removeFile(browser, second.id, applicationId)).data).toEqual({ removeFile: true });
    expect((await removeFile(browser, second.id, applicationId)).data).toEqual({ removeFile: true });
    const listed = await listFiles(browser, applicationId, 'passport');
    expect(listed.data?.getApplicationFiles.map((file) => file.fileName)).toEqual(['first.pdf']);
    expect(await uploadFlags(browser)).toMatchObject({ passportUploaded: true });
  });

  it("an upload and a removal keep the draft's version: a save made on the version read before them is taken", async () => {
    // The wizard may save before it reads the draft again after an upload (use-document-files.ts);
    // a version moved by the upload would refuse that save as APPLICATION_CONFLICT.
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const versionNow = async () =>
      (await browser.query<{ getApplicationCache: { version: number } }>(`{ getApplicationCache { version } }`)).data
        ?.getApplicationCache.version;
    const save = (expectedVersion: number | undefined) =>
      browser.query<{ applicationCacheSave: { version: number } }>(
        `mutation S($input: DraftChanges!, $v: Int) { applicationCacheSave(input: $input, expectedVersion: $v) { version } }`,
        { input: { income: '9000' }, v: expectedVersion },
      );
    const before = await versionNow();
    await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
    expect(await versionNow()).toBe(before);
    const saved = await save(before);
    expect(saved.errors).toBeUndefined();
    const file = (await uploadFile(browser, applicationId, 'visa', passingDocument('visa', holder))).json<FileAnswer>();
    expect((await removeFile(browser, file.id, applicationId)).data).toEqual({ removeFile: true });
    const savedAgain = await save(saved.data?.applicationCacheSave.version);
    expect(savedAgain.errors).toBeUndefined();
    // The saves kept the flags the upload and the removal set.
    expect(await uploadFlags(browser)).toMatchObject({ passportUploaded: true, visaUploaded: false });
  });

  it('a canceled application keeps its files: removal is refused', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const file = (await uploadFile(browser, applicationId, 'visa', passingDocument('visa', holder))).json<FileAnswer>();
    await browser.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    const refused = await removeFile(browser, file.id, applicationId);
    expect(refused.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
    expect((await listFiles(browser, applicationId, 'visa')).data?.getApplicationFiles).toHaveLength(1);
  });

  it('removeFile without an application id (a change-request file) is false for now', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const file = (await uploadFile(browser, applicationId, 'visa', passingDocument('visa', holder))).json<FileAnswer>();
    expect((await removeFile(browser, file.id)).data).toEqual({ removeFile: false });
    expect((await listFiles(browser, applicationId, 'visa')).data?.getApplicationFiles).toHaveLength(1);
  });
});

describe('download', () => {
  it('streams the owner file as an attachment that is never cached or sniffed', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const content = passingDocument('passport', holder);
    const file = (
      await uploadFile(browser, applicationId, 'passport', content, 'Passeport São Tomé.pdf')
    ).json<FileAnswer>();
    const response = await browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="Passeport S_o Tom_.pdf"; filename*=UTF-8''Passeport%20S%C3%A3o%20Tom%C3%A9.pdf`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('a removed file, a missing one and a malformed id are 404; no session is 401', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const file = (await uploadFile(browser, applicationId, 'visa', passingDocument('visa', holder))).json<FileAnswer>();
    await removeFile(browser, file.id, applicationId);
    for (const url of [`/api/v1/files/${file.id}`, '/api/v1/files/2000000000', '/api/v1/files/x1']) {
      const response = await browser.send({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('FILE_NOT_FOUND');
    }
    browser.sendSessionHeader = false;
    expect((await browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` })).statusCode).toBe(401);
  });

  it('opening a file as a plain link (no hash header) is 401 and the session survives', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const file = (await uploadFile(browser, applicationId, 'visa', passingDocument('visa', holder))).json<FileAnswer>();
    browser.sendSessionHeader = false;
    const plain = await browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` });
    expect(plain.statusCode).toBe(401);
    expect(plain.headers['set-cookie']).toBeUndefined();
    // The page's own fetch, with the header, still opens it.
    browser.sendSessionHeader = true;
    const fetched = await browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await listFiles(browser, applicationId, 'visa')).data?.getApplicationFiles).toHaveLength(1);
  });
});

describe("another user's files", () => {
  it('are refused for the query, removal and download, and stay untouched', async () => {
    const owner = await applicantWithApplication(testApp);
    const other = await applicantWithApplication(testApp);
    const file = (
      await uploadFile(owner.browser, owner.applicationId, 'passport', passingDocument('passport', owner.holder))
    ).json<FileAnswer>();

    const query = await listFiles(other.browser, owner.applicationId, 'passport');
    expect(query.errors?.[0]).toMatchObject({
      message: 'No such application.',
      extensions: { code: 'APPLICATION_NOT_FOUND' },
    });
    expect((await removeFile(other.browser, file.id, owner.applicationId)).data).toEqual({ removeFile: false });
    expect((await removeFile(other.browser, file.id, other.applicationId)).data).toEqual({ removeFile: false });
    // A missing file answers exactly as another user's.
    expect((await removeFile(other.browser, 2_000_000_000, other.applicationId)).data).toEqual({ removeFile: false });
    const download = await other.browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` });
    expect(download.statusCode).toBe(404);

    expect((await listFiles(owner.browser, owner.applicationId, 'passport')).data?.getApplicationFiles).toHaveLength(1);
    expect(await uploadFlags(owner.browser)).toMatchObject({ passportUploaded: true });
  });

  it('a file of the caller on another of their ids is not removed through a wrong application id', async () => {
    const owner = await applicantWithApplication(testApp);
    const file = (
      await uploadFile(owner.browser, owner.applicationId, 'visa', passingDocument('visa', owner.holder))
    ).json<FileAnswer>();
    expect((await removeFile(owner.browser, file.id, owner.applicationId + 1_000_000)).data).toEqual({
      removeFile: false,
    });
    expect((await listFiles(owner.browser, owner.applicationId, 'visa')).data?.getApplicationFiles).toHaveLength(1);
  });
});

describe('with S3 storage (an S3-compatible server on loopback)', () => {
  let s3: LoopbackS3;
  let s3App: TestApp;
  beforeAll(async () => {
    s3 = await startLoopbackS3();
    const { settings } = s3;
    s3App = await createTestApp({
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  it('uploads, checks and downloads through the bucket', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(s3App);
    const content = passingDocument('passport', holder);
    const file = (await uploadFile(browser, applicationId, 'passport', content)).json<FileAnswer>();
    expect(file).toMatchObject({ version: 1, isRecognized: true, problems: [] });
    const download = await browser.send({ method: 'GET', url: `/api/v1/files/${file.id}` });
    expect(download.rawPayload.equals(content)).toBe(true);
    const [row] = await fileRowsOf(s3App, applicationId);
    expect(row?.storageKey).toMatch(new RegExp(`^applications/${applicationId}/[0-9a-f-]{36}$`));
  });
});
