import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localStorage } from '../../platform/storage/local-storage.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { s3Storage } from '../../platform/storage/s3-storage.js';
import { startLoopbackS3, type LoopbackS3 } from '../../testing/loopback-s3.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applicantWithApplication, passingDocument, uploadFile } from '../../testing/uploads.js';
import type { DocumentCheckProvider } from './document-check/document-check-provider.js';
import { createSandboxDocumentCheck } from './document-check/sandbox-document-check.js';
import { fileRowsOf, removeFile, type ErrorAnswer, type FileAnswer } from './documents-test-kit.js';
import { orphanMinAgeMs, sweepOrphans, uploadRecordDeadlineMs } from './orphan-sweep.js';

const sandbox = createSandboxDocumentCheck();
// Runs inside the document check, between storing an object and writing its row.
let duringCheck: (() => void) | undefined;
const checker: DocumentCheckProvider = {
  name: sandbox.name,
  check: async (input) => {
    duringCheck?.();
    return sandbox.check(input);
  },
};

afterEach(() => {
  duringCheck = undefined;
  vi.useRealTimers();
});

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

const put = (storage: ObjectStorage, key: string) =>
  storage.putStream(key, Readable.from([Buffer.from('a complete file nobody recorded')]), 'application/pdf');

const inAnHour = () => new Date(Date.now() + orphanMinAgeMs + 60_000);

interface Setup {
  testApp: TestApp;
  storage: ObjectStorage;
}

function sweepsOn(kind: 'local' | 's3', setUp: () => Promise<Setup>) {
  describe(`the orphan sweep on ${kind} storage`, () => {
    let setup: Setup;
    beforeAll(async () => {
      setup = await setUp();
    });

    it('takes a stored object no row names once it is an hour old, and never one a row names, removed or not', async () => {
      const { testApp, storage } = setup;
      const { browser, applicationId, holder } = await applicantWithApplication(testApp);
      const kept = (
        await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder))
      ).json<FileAnswer>();
      const removed = (
        await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder))
      ).json<FileAnswer>();
      expect((await removeFile(browser, removed.id, applicationId)).data).toEqual({ removeFile: true });
      const rows = await fileRowsOf(testApp, applicationId);
      expect(rows.map((row) => row.removedAt !== null).sort()).toEqual([false, true]);

      // What a process killed during the document check leaves: a whole object, no row.
      const orphan = `applications/${applicationId}/${randomUUID()}`;
      await put(storage, orphan);
      // Keys the uploads never make are not the sweep's to judge.
      const foreign = [`applications/${applicationId}/notes`, `other/${randomUUID()}`];
      for (const key of foreign) await put(storage, key);
      const named = rows.map((row) => row.storageKey);

      expect(await sweepOrphans({ db: testApp.database.db, storage, now: () => new Date() })).toEqual({
        abandonedUploads: 0,
        orphanObjects: 0,
      });
      expect(await keysUnder(storage, `applications/${applicationId}/`)).toContain(orphan);

      const result = await sweepOrphans({ db: testApp.database.db, storage, now: inAnHour });
      expect(result.orphanObjects).toBe(1);
      expect(await keysUnder(storage, `applications/${applicationId}/`)).toEqual(
        [...named, foreign[0] as string].sort(),
      );
      expect(await keysUnder(storage, 'other/')).toEqual([foreign[1]]);
      const download = await browser.send({ method: 'GET', url: `/api/v1/files/${kept.id}` });
      expect(download.statusCode).toBe(200);
    });

    it('an upload whose check ends past the deadline records nothing and keeps nothing', async () => {
      const { testApp } = setup;
      const { browser, applicationId, holder } = await applicantWithApplication(testApp);
      vi.useFakeTimers({ toFake: ['Date'] });
      // The object is stored; now the check takes longer than the sweep would wait.
      duringCheck = () => vi.setSystemTime(Date.now() + uploadRecordDeadlineMs + 1_000);
      const response = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
      vi.useRealTimers();
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>().errors[0]?.extensions.code).toBe('UPLOAD_INTERRUPTED');
      expect(await fileRowsOf(testApp, applicationId)).toEqual([]);
      expect(await keysUnder(setup.storage, `applications/${applicationId}/`)).toEqual([]);
    });
  });
}

describe('local storage', () => {
  let testApp: TestApp;
  afterAll(async () => {
    await testApp?.close();
  });

  sweepsOn('local', async () => {
    testApp = await createTestApp({}, undefined, checker);
    return { testApp, storage: localStorage(path.join(testApp.dataDir, 'uploads')) };
  });

  it('takes abandoned temporary uploads an hour old, and more orphans than one look-up holds', async () => {
    const db = testApp.database.db;
    const root = path.join(testApp.dataDir, 'uploads');
    const incoming = path.join(root, '.incoming');
    const storage = localStorage(root);
    await mkdir(incoming, { recursive: true });
    const old = new Date(Date.now() - orphanMinAgeMs - 60_000);
    await writeFile(path.join(incoming, 'abandoned.part'), 'half a file');
    await utimes(path.join(incoming, 'abandoned.part'), old, old);
    await writeFile(path.join(incoming, 'arriving.part'), 'an upload arriving now');
    const orphans = Array.from({ length: 501 }, () => `applications/999/${randomUUID()}`);
    for (const key of orphans) {
      await put(storage, key);
      await utimes(path.join(root, key), old, old);
    }

    expect(await sweepOrphans({ db, storage, now: () => new Date() })).toEqual({
      abandonedUploads: 1,
      orphanObjects: 501,
    });
    expect(await readdir(incoming)).toEqual(['arriving.part']);
    expect(await keysUnder(storage, 'applications/999/')).toEqual([]);
  });
});

describe('S3 storage (an S3-compatible server on loopback)', () => {
  let s3: LoopbackS3;
  let testApp: TestApp;
  afterAll(async () => {
    await testApp?.close();
    await s3?.close();
  });

  sweepsOn('s3', async () => {
    s3 = await startLoopbackS3();
    const { settings } = s3;
    testApp = await createTestApp(
      {
        S3_BUCKET: settings.bucket,
        S3_ENDPOINT: settings.endpoint ?? '',
        S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
        S3_FORCE_PATH_STYLE: 'true',
      },
      undefined,
      checker,
    );
    return { testApp, storage: s3Storage(settings) };
  });
});
