import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRowsOf, type ErrorAnswer } from '../../modules/documents/documents-test-kit.js';
import { startLoopbackS3, type LoopbackS3 } from '../../testing/loopback-s3.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applicantWithApplication, passingDocument, uploadFile } from '../../testing/uploads.js';

/** A loopback port nothing listens on: a store that is down refuses the connection. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// docs/operations.md "Document storage": a store that is down refuses uploads with its own
// answer, not the database's 503 nor a bare 500; `npm run drill:outages` shows it under traffic.
describe('uploads while the object store is down', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      S3_BUCKET: 'waypoint-documents',
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('are refused with 503 STORAGE_UNAVAILABLE and record nothing', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const response = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorAnswer>().errors[0]).toEqual({
      message: 'We cannot store files just now. Nothing was uploaded; please try again in a few minutes.',
      extensions: { code: 'STORAGE_UNAVAILABLE' },
    });
    expect(await fileRowsOf(testApp, applicationId)).toEqual([]);
  });
});

describe('downloads while the object store is down', () => {
  let store: LoopbackS3;
  let testApp: TestApp;
  beforeAll(async () => {
    store = await startLoopbackS3();
    testApp = await createTestApp({
      S3_BUCKET: store.settings.bucket,
      S3_ENDPOINT: store.settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: store.settings.credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: store.settings.credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answer 503 STORAGE_UNAVAILABLE, not the database outage, and work again when it is back', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const uploaded = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json<{ id: number }>();
    await store.close();
    const refused = await browser.send({ method: 'GET', url: `/api/v1/files/${id}` });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json<ErrorAnswer>().errors[0]).toEqual({
      message: 'We cannot open files just now. Please try again in a few minutes.',
      extensions: { code: 'STORAGE_UNAVAILABLE' },
    });
  });
});
