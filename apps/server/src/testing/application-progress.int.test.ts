import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './graphql-client.js';
import {
  act,
  bureauByLastName,
  currentVersion,
  freshApplication,
  progressOf,
  progressQuery,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

// myApplicationProgress (decision 032): the applicant's stage as staff and the policy act, and only their own.
let testApp: TestApp;
let reviewer: StaffMember;
let approver: StaffMember;

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe("the applicant's progress", () => {
  it('moves submitted → inReview → informationRequested → approved', async () => {
    const target = await freshApplication(testApp, 'Progress', { runJobs: false });
    expect(await progressOf(target.applicant)).toMatchObject({
      applicationId: target.applicationId,
      stage: 'submitted',
      informationRequest: null,
      canApplyAgainFrom: null,
    });
    await testApp.jobs.drain();
    expect((await progressOf(target.applicant))?.stage).toBe('inReview');
    const asked = await act(reviewer.browser, 'requestInformation', {
      applicationId: target.applicationId,
      expectedVersion: await currentVersion(testApp, target.applicationId),
    });
    expect(asked.errors).toBeUndefined();
    expect((await progressOf(target.applicant))?.stage).toBe('informationRequested');
    const approved = await act(approver.browser, 'approve', {
      applicationId: target.applicationId,
      expectedVersion: asked.data!.version,
    });
    expect(approved.errors).toBeUndefined();
    // A closed application's request is over: no upload is asked for any more.
    expect(await progressOf(target.applicant)).toMatchObject({ stage: 'approved', informationRequest: null });
  });

  it('is null without a submitted application, and each applicant sees only their own', async () => {
    const first = await freshApplication(testApp, 'Progress');
    const second = await freshApplication(testApp, 'Progress');
    await act(reviewer.browser, 'requestInformation', first);
    expect((await progressOf(first.applicant))?.applicationId).toBe(first.applicationId);
    expect(await progressOf(second.applicant)).toMatchObject({
      applicationId: second.applicationId,
      stage: 'inReview',
      informationRequest: null,
    });
    const canceled = await second.applicant.query(
      `mutation { applicationUpdateStatusUser(status: "canceled") { status } }`,
    );
    expect(canceled.errors).toBeUndefined();
    expect(await progressOf(second.applicant)).toBeNull();
    // A signed-in person who never started an application.
    const newcomer = new TestBrowser(testApp.app);
    await registerUser(newcomer, { email: 'newcomer@example.com' });
    expect(await progressOf(newcomer)).toBeNull();
    // No session at all, and staff sessions, are not applicant sessions.
    const anonymous = await new TestBrowser(testApp.app).query(progressQuery);
    expect(anonymous.data?.myApplicationProgress ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
    // Staff sessions are not applicant sessions.
    const asStaff = await reviewer.browser.query(progressQuery);
    expect(asStaff.data?.myApplicationProgress ?? null).toBeNull();
    expect(asStaff.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });
});
