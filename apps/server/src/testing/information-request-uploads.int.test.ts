import path from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { documentsAfterSubmit } from '../composition/underwriting-wiring.js';
import { markChangedForStaff } from '../modules/application/application-back-office.js';
import { createOwnedApplications, documentUploadTargetOf } from '../modules/application/owned-applications.js';
import { primeFile, scriptedBureau } from '../modules/credit-report/credit-report-test-kit.js';
import { decisionQueue } from '../modules/decisions/decision-job.js';
import { screenFile } from '../modules/documents/document-check/file-screen.js';
import { createSandboxDocumentCheck } from '../modules/documents/document-check/sandbox-document-check.js';
import { createDocumentScreen } from '../modules/documents/document-screen.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import { fileRowsOf, storedObjectsOf } from '../modules/documents/documents-test-kit.js';
import { storeUpload } from '../modules/documents/upload-service.js';
import { RateLimiter } from '../platform/rate-limit.js';
import { localStorage } from '../platform/storage/local-storage.js';
import { createFileIntake } from '../platform/uploads/file-intake.js';
import type { TestBrowser } from './graphql-client.js';
import {
  act,
  currentVersion,
  progressQuery,
  signedInStaff,
  submittedApplication,
  type StaffMember,
  type SubmittedApplication,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';
import { passingDocument, uploadFile } from './uploads.js';

// Uploads after submit answer a request for information, and each queues the decision again (decision 032).
const filesQuery = `query F($applicationId: Int!, $fileType: String!) {
  getApplicationFiles(applicationId: $applicationId, fileType: $fileType) { id }
}`;
const removeMutation = `mutation D($fileId: Int!, $applicationId: Int) { removeFile(fileId: $fileId, applicationId: $applicationId) }`;

interface Progress {
  applicationId: number;
  stage: string;
  informationRequest: { deadline: string; items: { code: string; uploadTypes: string[]; received: boolean }[] } | null;
}

let testApp: TestApp;
let asked: SubmittedApplication;
let notAsked: SubmittedApplication;
let reviewer: StaffMember;
let approver: StaffMember;

async function progressOf(applicant: TestBrowser): Promise<Progress> {
  const answer = await applicant.query<{ myApplicationProgress: Progress }>(progressQuery);
  expect(answer.errors).toBeUndefined();
  return answer.data!.myApplicationProgress;
}

const target = async (applicationId: number) => ({
  applicationId,
  expectedVersion: await currentVersion(testApp, applicationId),
});

async function uploadedJobs(applicationId: number): Promise<number> {
  const { rows } = await testApp.database.sql.executeSql(
    `select count(*) as n from pgboss.job where name = $1 and data->>'trigger' = 'documentUploaded'
       and (data->>'applicationId')::int = $2`,
    [decisionQueue.name, applicationId],
  );
  return Number((rows as { n: number | string }[])[0]?.n ?? 0);
}

const refusalCode = (response: LightMyRequestResponse) =>
  (response.json() as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

const upload = (who: SubmittedApplication, type: DocumentType) =>
  uploadFile(
    who.applicant,
    who.applicationId,
    type,
    passingDocument(type, { firstName: 'Rosa', lastName: 'Asked', dob: '1990-01-02' }),
    `${type}.pdf`,
  );

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile, primeFile]).provider);
  asked = await submittedApplication(testApp, 'Asked');
  notAsked = await submittedApplication(testApp, 'NotAsked');
  reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('uploads after submit', () => {
  it('an application nobody asked anything of takes no upload', async () => {
    const refused = await upload(notAsked, 'proofOfIncome');
    expect(refused.statusCode).toBe(409);
    expect(refusalCode(refused)).toBe('APPLICATION_NOT_EDITABLE');
    expect(await uploadedJobs(notAsked.applicationId)).toBe(0);
    expect((await progressOf(notAsked.applicant)).informationRequest).toBeNull();
  });

  it('takes what a request for information offers, queues the decision again, and ticks each item', async () => {
    const requested = await act(reviewer.browser, 'requestInformation', await target(asked.applicationId), {
      codes: ['proofOfIncome', 'proofOfAddress'],
    });
    expect(requested.errors).toBeUndefined();
    const before = await progressOf(asked.applicant);
    expect(before.stage).toBe('informationRequested');
    expect(before.informationRequest?.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // In the notice list's order, whatever order staff chose them in.
    expect(before.informationRequest?.items).toMatchObject([
      { code: 'proofOfAddress', uploadTypes: ['proofOfResidence'], received: false },
      { code: 'proofOfIncome', uploadTypes: ['proofOfIncome'], received: false },
    ]);

    // A type no requested item offers: the same refusal as before the request, and no job.
    const other = await upload(asked, 'passport');
    expect(other.statusCode).toBe(409);
    expect(refusalCode(other)).toBe('APPLICATION_NOT_EDITABLE');
    expect(await uploadedJobs(asked.applicationId)).toBe(0);

    const income = await upload(asked, 'proofOfIncome');
    expect(income.statusCode).toBe(201);
    expect(await uploadedJobs(asked.applicationId)).toBe(1);
    const halfway = await progressOf(asked.applicant);
    expect(halfway.stage).toBe('informationRequested');
    expect(halfway.informationRequest?.items.map((item) => [item.code, item.received])).toEqual([
      ['proofOfAddress', false],
      ['proofOfIncome', true],
    ]);

    expect((await upload(asked, 'proofOfResidence')).statusCode).toBe(201);
    expect(await uploadedJobs(asked.applicationId)).toBe(2);
    const answered = await progressOf(asked.applicant);
    expect(answered.stage).toBe('inReview');
    expect(answered.informationRequest?.items.every((item) => item.received)).toBe(true);
    // The queued decisions run (a failure would leave them retrying, not completed).
    await testApp.jobs.drain();
    const { rows } = await testApp.database.sql.executeSql(
      `select state::text as state from pgboss.job where name = $1 and data->>'trigger' = 'documentUploaded'`,
      [decisionQueue.name],
    );
    expect((rows as { state: string }[]).map((row) => row.state)).toEqual(['completed', 'completed']);
  });

  it('asks again under the lock: a file checked while the request went away is refused and not kept', async () => {
    // As if the route had let the upload in and the application then changed while the file was checked.
    const db = testApp.database.db;
    const storage = localStorage(path.join(testApp.dataDir, 'uploads'));
    const deps: DocumentsDeps = {
      db,
      storage,
      checker: createSandboxDocumentCheck(),
      intake: createFileIntake({ storage, maxBytes: 10 * 1024 * 1024, screen: createDocumentScreen(screenFile) }),
      limiter: new RateLimiter(db),
      requireUser: () => Promise.reject(new Error('not used')),
      applications: createOwnedApplications(db),
      ...documentsAfterSubmit({ documentUploadTargetOf, markChangedForStaff }),
      removeChangeRequestFile: () => Promise.resolve(false),
      uploadMaxBytes: 10 * 1024 * 1024,
      now: () => new Date(),
    };
    const { rows } = await testApp.database.sql.executeSql(
      'select user_id as "userId" from applications where id = $1',
      [notAsked.applicationId],
    );
    const userId = (rows as { userId: string }[])[0]!.userId;
    const [filesBefore, objectsBefore] = [
      await fileRowsOf(testApp, notAsked.applicationId),
      await storedObjectsOf(testApp, notAsked.applicationId),
    ];
    await expect(
      storeUpload(deps, {
        user: { userId, firstName: 'Rosa', lastName: 'NotAsked' },
        application: { id: notAsked.applicationId, status: 'submitted', dob: '1990-01-02' },
        documentType: 'proofOfIncome',
        fileName: 'pay-stub.pdf',
        stream: Readable.from([
          passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'NotAsked', dob: '1990-01-02' }),
        ]),
        log: testApp.app.log,
      }),
    ).rejects.toMatchObject({ code: 'APPLICATION_NOT_EDITABLE' });
    expect(await fileRowsOf(testApp, notAsked.applicationId)).toEqual(filesBefore);
    expect(await storedObjectsOf(testApp, notAsked.applicationId)).toEqual(objectsBefore);
    expect(await uploadedJobs(notAsked.applicationId)).toBe(0);
  });

  it('still refuses removing a file of a submitted application', async () => {
    const files = await asked.applicant.query<{ getApplicationFiles: { id: number }[] }>(filesQuery, {
      applicationId: asked.applicationId,
      fileType: 'proofOfIncome',
    });
    const fileId = files.data!.getApplicationFiles[0]!.id;
    const removed = await asked.applicant.query(removeMutation, { fileId, applicationId: asked.applicationId });
    expect(removed.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
  });

  it('takes nothing once the application is decided, even of a requested type', async () => {
    const approved = await act(approver.browser, 'approve', await target(asked.applicationId), { creditLimit: 2500 });
    expect(approved.errors).toBeUndefined();
    const refused = await upload(asked, 'proofOfIncome');
    expect(refused.statusCode).toBe(409);
    expect(refusalCode(refused)).toBe('APPLICATION_NOT_EDITABLE');
    expect(await uploadedJobs(asked.applicationId)).toBe(2);
    expect((await progressOf(asked.applicant)).stage).toBe('approved');
  });
});
