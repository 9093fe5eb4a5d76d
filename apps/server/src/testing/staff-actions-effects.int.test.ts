import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAPPLY_WAITING_DAYS_AFTER_DECLINE } from '@waypoint/domain/application/application-status';
import { approvalTerms } from '@waypoint/domain/decisions/credit-limit';
import { declineReasonTexts } from '@waypoint/domain/decisions/decision-reasons';
import {
  informationRequestDeadlineDays,
  noticeOfIncompletenessReasons,
  noticeOfIncompletenessUploadTypes,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import { applicantEmail } from '../modules/application/application-test-kit.js';
import { primeFile } from '../modules/credit-report/credit-report-test-kit.js';
import {
  act,
  footprint,
  freshApplication,
  mailsOf,
  noticesOf,
  progressOf,
  staffDecisionsOf,
  applicationRow,
  auditEventsOf,
  bureauByLastName,
  myDecisionQuery,
  signedInStaff,
  staffWorkQuery,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';
import { passingDocument, uploadFile } from './uploads.js';

// What each staff action changes, sends and records (decision 032), and what the applicant sees of it.
const dayMs = 24 * 60 * 60 * 1000;

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

describe('request information', () => {
  it('fills noiCodes and noiReasons, e-mails the items with a 30-day deadline, and shows in the view and to the applicant', async () => {
    const target = await freshApplication(testApp, 'Effects');
    const note = 'Pay stub from October please.';
    // The clock stands still for the request, so the deadline is known to the day.
    const requestedAt = new Date();
    testApp.clock.pin(requestedAt);
    const answer = await act(reviewer.browser, 'requestInformation', target, {
      codes: ['proofOfIncome', 'proofOfAddress'],
      note,
    }).finally(() => testApp.clock.unpin());
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ version: target.expectedVersion + 1, status: 'submitted' });
    const deadline = new Date(requestedAt.getTime() + informationRequestDeadlineDays * dayMs)
      .toISOString()
      .slice(0, 10);
    // In the list's order, whatever order they were chosen in.
    const expectedItems = [
      { code: 'proofOfAddress', reason: noticeOfIncompletenessReasons.proofOfAddress },
      { code: 'proofOfIncome', reason: noticeOfIncompletenessReasons.proofOfIncome },
    ];

    const cache = await target.applicant.query<{ getApplication: { noiCodes: string[]; noiReasons: unknown[] } }>(
      `{ getApplication { noiCodes noiReasons { code reason } } }`,
    );
    expect(cache.errors).toBeUndefined();
    expect(cache.data?.getApplication).toEqual({
      noiCodes: ['proofOfAddress', 'proofOfIncome'],
      noiReasons: expectedItems,
    });

    const [mail, ...more] = await mailsOf(testApp, 'information-requested', applicantEmail(target.applicant));
    expect(more).toEqual([]);
    const longDeadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${deadline}T00:00:00Z`),
    );
    for (const item of expectedItems) expect(mail?.text).toContain(item.reason);
    expect(mail?.text).toContain(longDeadline);
    // The staff note stays in the back office.
    expect(mail?.text).not.toContain(note);

    const view = await reviewer.browser.query<{ opsApplication: { informationRequest: unknown; version: number } }>(
      staffWorkQuery,
      { applicationId: target.applicationId },
    );
    expect(view.data?.opsApplication.version).toBe(target.expectedVersion + 1);
    expect(view.data?.opsApplication.informationRequest).toEqual({
      items: expectedItems.map(({ code, reason }) => ({ code, text: reason })),
      note,
      staffEmail: reviewer.email,
      requestedAt: requestedAt.toISOString(),
      deadline,
      outstandingCodes: ['proofOfAddress', 'proofOfIncome'],
    });

    // The applicant sees what to upload and by when, and no staff name or note.
    const progress = await progressOf(target.applicant);
    expect(progress).toEqual({
      applicationId: target.applicationId,
      stage: 'informationRequested',
      submittedAt: expect.any(String),
      canApplyAgainFrom: null,
      informationRequest: {
        deadline,
        requestedAt: requestedAt.toISOString(),
        items: expectedItems.map(({ code, reason }) => ({
          code,
          reason,
          uploadTypes: [...noticeOfIncompletenessUploadTypes[code as 'proofOfAddress' | 'proofOfIncome']],
          received: false,
        })),
      },
    });
    expect(JSON.stringify(progress)).not.toContain(note);
    expect(JSON.stringify(progress)).not.toContain(reviewer.email);

    const [event] = (await auditEventsOf(testApp, target.applicationId)).filter(
      (row) => row.action === 'application.information_requested',
    );
    expect(event).toMatchObject({
      actorType: 'staff',
      actorId: reviewer.staffId,
      actorEmail: reviewer.email,
      ip: reviewer.browser.ip,
      requestId: expect.any(String),
      before: { status: 'submitted', version: target.expectedVersion },
      after: {
        status: 'submitted',
        version: target.expectedVersion + 1,
        codes: ['proofOfAddress', 'proofOfIncome'],
        deadline,
        note,
      },
    });
  });
});

describe('recommend', () => {
  it('stores the recommendation, shows it in the view and audits it; the applicant only sees a review', async () => {
    const target = await freshApplication(testApp, 'Effects');
    const answer = await act(reviewer.browser, 'recommend', target, {
      outcome: 'decline',
      reasonCodes: ['excessiveObligations', 'incomeInsufficient'],
      note: 'Obligations look high.',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ version: target.expectedVersion + 1, status: 'submitted' });
    const view = await approver.browser.query<{ opsApplication: { recommendations: unknown[]; status: string } }>(
      staffWorkQuery,
      { applicationId: target.applicationId },
    );
    expect(view.data?.opsApplication).toMatchObject({
      status: 'submitted',
      recommendations: [
        {
          outcome: 'decline',
          creditLimit: null,
          reasonDetails: [{ code: 'excessiveObligations' }, { code: 'incomeInsufficient' }],
          note: 'Obligations look high.',
          staffEmail: reviewer.email,
        },
      ],
    });
    expect(await staffDecisionsOf(testApp, target.applicationId)).toEqual([]);
    const [event] = (await auditEventsOf(testApp, target.applicationId)).filter(
      (row) => row.action === 'application.recommendation',
    );
    expect(event).toMatchObject({
      actorId: reviewer.staffId,
      ip: reviewer.browser.ip,
      before: { status: 'submitted', version: target.expectedVersion },
      after: {
        version: target.expectedVersion + 1,
        recommendation: 'decline',
        creditLimit: null,
        reasons: ['excessiveObligations', 'incomeInsufficient'],
      },
    });
    const progress = await progressOf(target.applicant);
    expect(progress?.stage).toBe('inReview');
    expect(JSON.stringify(progress)).not.toMatch(/decline|Obligations/i);
  });
});

describe('approve', () => {
  it("closes the application approved, stores the staff decision with the band's APR, and tells the applicant", async () => {
    const target = await freshApplication(testApp, 'Effects');
    const answer = await act(approver.browser, 'approve', target, { creditLimit: 4200, note: 'Strong file.' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      applicationId: target.applicationId,
      version: target.expectedVersion + 1,
      status: 'approved',
    });
    const row = await applicationRow(testApp, target.applicationId);
    expect(row.status).toBe('approved');
    expect(row.closedAt).not.toBeNull();

    const [decision, ...others] = await staffDecisionsOf(testApp, target.applicationId);
    expect(others).toEqual([]);
    expect(decision).toMatchObject({
      outcome: 'approve',
      reasons: [],
      creditLimit: 4200,
      aprBps: approvalTerms(primeFile.file, 0).aprBps,
      decidedBy: approver.staffId,
      trigger: 'staffAction',
    });
    // The notice is queued with the decision; the job sends it.
    expect(await noticesOf(testApp, target.applicationId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await target.applicant.query(myDecisionQuery)).data).toEqual({ myDecision: null });
    await testApp.jobs.drain();
    expect(await noticesOf(testApp, target.applicationId)).toEqual([
      // The approval letter is kept as a PDF like every notice (decision 054).
      expect.objectContaining({ status: 'sent', kind: 'approval', pdf: expect.any(Uint8Array) }),
    ]);
    const mails = await mailsOf(testApp, 'decision-approved', applicantEmail(target.applicant));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('4,200');

    const mine = await target.applicant.query<{ myDecision: Record<string, unknown> }>(myDecisionQuery);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myDecision).toMatchObject({
      outcome: 'approved',
      creditLimit: 4200,
      aprPercent: approvalTerms(primeFile.file, 0).aprBps / 100,
      reasons: [],
    });
    expect(await progressOf(target.applicant)).toMatchObject({
      stage: 'approved',
      informationRequest: null,
      canApplyAgainFrom: null,
    });

    const [event] = (await auditEventsOf(testApp, target.applicationId)).filter(
      (entry) => entry.action === 'decision.staff',
    );
    expect(event).toMatchObject({
      actorType: 'staff',
      actorId: approver.staffId,
      actorEmail: approver.email,
      ip: approver.browser.ip,
      before: {
        status: 'submitted',
        version: target.expectedVersion,
        policySuggestion: 'approve',
        policyReasons: [],
      },
      after: {
        status: 'approved',
        version: target.expectedVersion + 1,
        outcome: 'approve',
        creditLimit: 4200,
        reasons: [],
        sequence: 2,
        note: 'Strong file.',
      },
    });
  });
});

describe('decline', () => {
  it('closes the application declined, sends the adverse action notice with its PDF, and starts the wait', async () => {
    // Reasons the checks on record support: the "Declined…" applicants' delinquent file (product-rules#notices).
    const target = await freshApplication(testApp, 'DeclinedEffects');
    const reasonCodes = ['delinquentObligations'];
    const answer = await act(approver.browser, 'decline', target, { reasonCodes });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.status).toBe('declined');
    const row = await applicationRow(testApp, target.applicationId);
    expect(row).toMatchObject({ status: 'declined', version: target.expectedVersion + 1 });

    const [decision] = await staffDecisionsOf(testApp, target.applicationId);
    expect(decision).toMatchObject({ outcome: 'decline', reasons: reasonCodes, creditLimit: null, aprBps: null });
    await testApp.jobs.drain();
    const [notice] = await noticesOf(testApp, target.applicationId);
    expect(notice).toMatchObject({ status: 'sent', kind: 'adverseAction' });
    expect(Buffer.from(notice!.pdf!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const mails = await mailsOf(testApp, 'decision-adverse-action', applicantEmail(target.applicant));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(declineReasonTexts.delinquentObligations.notice);

    const mine = await target.applicant.query<{
      myDecision: { outcome: string; reasons: string[]; notices: { downloadUrl: string | null }[] };
    }>(myDecisionQuery);
    expect(mine.data?.myDecision).toMatchObject({
      outcome: 'declined',
      reasons: reasonCodes.map((code) => declineReasonTexts[code as 'delinquentObligations'].applicant),
    });
    const url = mine.data?.myDecision.notices[0]?.downloadUrl;
    expect(url).toMatch(/^\/api\/v1\/notices\//);
    const download = await target.applicant.send({ method: 'GET', url: url! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const progress = await progressOf(target.applicant);
    expect(progress?.stage).toBe('declined');
    const closedAt = new Date(row.closedAt as Date | string).getTime();
    expect(Date.parse(progress?.canApplyAgainFrom ?? '')).toBe(closedAt + REAPPLY_WAITING_DAYS_AFTER_DECLINE * dayMs);
    // Canceling afterwards neither reopens it nor ends the wait.
    const cancel = await target.applicant.query(
      `mutation { applicationUpdateStatusUser(status: "canceled") { status } }`,
    );
    expect(cancel.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
    expect((await applicationRow(testApp, target.applicationId)).status).toBe('declined');

    const [event] = (await auditEventsOf(testApp, target.applicationId)).filter(
      (entry) => entry.action === 'decision.staff',
    );
    expect(event).toMatchObject({
      actorId: approver.staffId,
      after: { status: 'declined', outcome: 'decline', reasons: reasonCodes, creditLimit: null },
    });
  });
});

describe('a staff decision before the policy ran', () => {
  it('stands: the policy job that runs afterwards decides nothing and sends nothing more', async () => {
    const target = await freshApplication(testApp, 'Effects', { runJobs: false });
    const answer = await act(approver.browser, 'approve', target, { creditLimit: 1500 });
    expect(answer.errors).toBeUndefined();
    await testApp.jobs.drain();
    const { rows } = await testApp.database.sql.executeSql(
      'select decided_by as "decidedBy", outcome from application_decisions where application_id = $1',
      [target.applicationId],
    );
    expect(rows).toEqual([{ decidedBy: approver.staffId, outcome: 'approve' }]);
    expect(await noticesOf(testApp, target.applicationId)).toEqual([
      expect.objectContaining({ status: 'sent', kind: 'approval' }),
    ]);
    expect(await mailsOf(testApp, 'decision-approved', applicantEmail(target.applicant))).toHaveLength(1);
    expect((await applicationRow(testApp, target.applicationId)).status).toBe('approved');
    const [event] = (await auditEventsOf(testApp, target.applicationId)).filter(
      (entry) => entry.action === 'decision.staff',
    );
    expect(event?.before).toMatchObject({ policySuggestion: null, policyReasons: [] });
  });
});

describe("the policy's decision after a view loaded", () => {
  it('makes that view stale: the suggestion it showed is not the one on record', async () => {
    const target = await freshApplication(testApp, 'Effects', { runJobs: false });
    // The view loads before the policy's job has run.
    await testApp.jobs.drain();
    await testApp.jobs.drain();
    const after = await footprint(testApp, target.applicationId);
    expect(after.version).toBeGreaterThan(target.expectedVersion);
    const stale = await act(approver.browser, 'approve', target, { creditLimit: 1500 });
    expect(stale.errors?.[0]?.extensions.code).toBe('APPLICATION_CHANGED');
    expect(await footprint(testApp, target.applicationId)).toEqual(after);
  });
});

describe('an upload answering a request for information', () => {
  it('makes a staff view from before it stale: APPLICATION_CHANGED, nothing written, then acts on the reload', async () => {
    const target = await freshApplication(testApp, 'DeclinedEffects');
    const asked = await act(reviewer.browser, 'requestInformation', target, { codes: ['proofOfIncome'] });
    expect(asked.errors).toBeUndefined();
    // The approver's view loads here: the item is still outstanding.
    const seen = { applicationId: target.applicationId, expectedVersion: asked.data!.version };
    const holder = { firstName: 'Rosa', lastName: 'Uploader', dob: '1990-01-01' };
    const uploaded = await uploadFile(
      target.applicant,
      target.applicationId,
      'proofOfIncome',
      passingDocument('proofOfIncome', holder),
    );
    expect(uploaded.statusCode).toBe(201);
    const before = await footprint(testApp, target.applicationId);
    expect(before.version).toBeGreaterThan(seen.expectedVersion);
    for (const action of ['approve', 'decline', 'requestInformation', 'recommend'] as const) {
      const stale = await act(approver.browser, action, seen);
      expect(stale.errors?.[0]?.extensions.code).toBe('APPLICATION_CHANGED');
    }
    expect(await footprint(testApp, target.applicationId)).toEqual(before);
    const declined = await act(approver.browser, 'decline', {
      applicationId: target.applicationId,
      expectedVersion: before.version,
    });
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.status).toBe('declined');
  });
});
