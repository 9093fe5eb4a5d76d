import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsAfterSubmit } from '../composition/underwriting-wiring.js';
import { markChangedForStaff } from '../modules/application/application-back-office.js';
import { applications } from '../modules/application/application-tables.js';
import { createOwnedApplications, documentUploadTargetOf } from '../modules/application/owned-applications.js';
import { screenFile } from '../modules/documents/document-check/file-screen.js';
import { createSandboxDocumentCheck } from '../modules/documents/document-check/sandbox-document-check.js';
import { createDocumentScreen } from '../modules/documents/document-screen.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import { fileRowsOf, storedObjectsOf, uploadFlags } from '../modules/documents/documents-test-kit.js';
import { removeFile } from '../modules/documents/file-service.js';
import { storeUpload } from '../modules/documents/upload-service.js';
import { RateLimiter } from '../platform/rate-limit.js';
import { localStorage } from '../platform/storage/local-storage.js';
import { createFileIntake } from '../platform/uploads/file-intake.js';
import { createTestApp, type TestApp } from './test-app.js';
import { applicantWithApplication, passingDocument } from './uploads.js';

/**
 * Documents and applications together (so here, not in either module): a
 * file's row and the draft's upload fields it changes are one write: a
 * failure (or a kill) between them must not leave a file the draft does not
 * know of, or a removal the draft still shows.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** The documents module's deps, with an applications port whose draft update fails after computing its fields. */
function depsFailingAtDraftUpdate(): DocumentsDeps {
  const db = testApp.database.db;
  const storage = localStorage(path.join(testApp.dataDir, 'uploads'));
  const port = createOwnedApplications(db);
  return {
    db,
    storage,
    checker: createSandboxDocumentCheck(),
    intake: createFileIntake({ storage, maxBytes: 10 * 1024 * 1024, screen: createDocumentScreen(screenFile) }),
    limiter: new RateLimiter(db),
    requireUser: () => Promise.reject(new Error('not used')),
    applications: {
      findOwned: port.findOwned,
      updateDraftFields: (applicationId, compute) =>
        port.updateDraftFields(applicationId, async (tx, draft) => {
          await compute(tx, draft);
          throw new Error('the process died before the draft was written');
        }),
    },
    ...documentsAfterSubmit({ documentUploadTargetOf, markChangedForStaff }),
    removeChangeRequestFile: () => Promise.resolve(false),
    uploadMaxBytes: 10 * 1024 * 1024,
    now: () => new Date(),
  };
}

async function ownerOf(applicationId: number) {
  const [row] = await testApp.database.db
    .select({ userId: applications.userId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error('no application');
  return { userId: row.userId, firstName: 'Ana', lastName: 'Silva' };
}

describe('a file and the draft fields it sets are written together', () => {
  it('an upload whose draft update fails keeps no row and no object', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const before = await uploadFlags(browser);
    await expect(
      storeUpload(depsFailingAtDraftUpdate(), {
        user: await ownerOf(applicationId),
        application: { id: applicationId, status: 'incomplete', dob: holder.dob },
        documentType: 'passport',
        fileName: 'passport.pdf',
        stream: Readable.from([passingDocument('passport', holder)]),
        log: testApp.app.log,
      }),
    ).rejects.toThrow('the process died');
    expect(await fileRowsOf(testApp, applicationId)).toEqual([]);
    expect(await storedObjectsOf(testApp, applicationId)).toEqual([]);
    expect(await uploadFlags(browser)).toEqual(before);
  });

  it('a removal whose draft update fails leaves the file in place', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const deps = { ...depsFailingAtDraftUpdate(), applications: createOwnedApplications(testApp.database.db) };
    const user = await ownerOf(applicationId);
    const row = await storeUpload(deps, {
      user,
      application: { id: applicationId, status: 'incomplete', dob: holder.dob },
      documentType: 'passport',
      fileName: 'passport.pdf',
      stream: Readable.from([passingDocument('passport', holder)]),
      log: testApp.app.log,
    });
    expect(await uploadFlags(browser)).toMatchObject({ passportUploaded: true, IDDocType: 'passport' });

    await expect(removeFile(depsFailingAtDraftUpdate(), user.userId, row.id, applicationId)).rejects.toThrow(
      'the process died',
    );
    expect((await fileRowsOf(testApp, applicationId)).map((file) => file.removedAt)).toEqual([null]);
    expect(await uploadFlags(browser)).toMatchObject({ passportUploaded: true, IDDocType: 'passport' });
  });
});
