import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declineReasonTexts } from '@waypoint/domain/decisions/decision-reasons';
import { timelineCap } from '../modules/back-office/application-timeline.js';
import { appendAuditEvent } from '../platform/audit/audit-event.js';
import {
  act,
  bureauByLastName,
  currentVersion,
  signedInStaff,
  submittedApplication,
  type StaffMember,
  type SubmittedApplication,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';
import { passingDocument, uploadFile } from './uploads.js';

/**
 * The case's timeline (decision 068): an application walked from submission
 * through the policy's decision, a request for information, the upload that
 * answers it, a staff decline and its notice reads back as one story, newest
 * first, in words, with who did each thing and the files kept.
 */

interface Entry {
  id: string;
  at: string;
  kind: string;
  title: string;
  detail: string | null;
  actor: string;
  fileUrl: string | null;
  fileLabel: string | null;
}

const timelineQuery = `query Timeline($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) {
    applicationId
    timeline { id at kind title detail actor fileUrl fileLabel }
    timelineTruncated
  }
}`;

let testApp: TestApp;
let reviewer: StaffMember;
let approver: StaffMember;
let walked: SubmittedApplication;

async function timelineOf(staff: StaffMember, applicationId: number) {
  const answer = await staff.browser.query<{
    opsApplication: { timeline: Entry[]; timelineTruncated: boolean };
  }>(timelineQuery, { applicationId });
  expect(answer.errors).toBeUndefined();
  return answer.data!.opsApplication;
}

const readEventsOf = async (applicationId: number) => {
  const { rows } = await testApp.database.sql.executeSql(
    `select after from audit_events where subject_type = 'application' and subject_id = $1
       and action = 'application.personal_data_read' order by id`,
    [String(applicationId)],
  );
  return rows as { after: unknown }[];
};

const target = async (applicationId: number) => ({
  applicationId,
  expectedVersion: await currentVersion(testApp, applicationId),
});

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  reviewer = await signedInStaff(testApp, 'timeline-reviewer@bank.example', 'reviewer');
  approver = await signedInStaff(testApp, 'timeline-approver@bank.example', 'approver');
  walked = await submittedApplication(testApp, 'DeclinedStory');
  const { applicationId } = walked;
  const requested = await act(reviewer.browser, 'requestInformation', await target(applicationId), {
    codes: ['proofOfIncome'],
    note: 'The pay stub is cut off.',
  });
  expect(requested.errors).toBeUndefined();
  const uploaded = await uploadFile(
    walked.applicant,
    applicationId,
    'proofOfIncome',
    passingDocument('proofOfIncome', { firstName: 'Rosa', lastName: 'DeclinedStory', dob: '1990-01-02' }),
    'pay-stub-october.pdf',
  );
  expect(uploaded.statusCode).toBe(201);
  await testApp.jobs.drain();
  const declined = await act(approver.browser, 'decline', await target(applicationId), {
    reasonCodes: ['delinquentObligations'],
  });
  expect(declined.errors).toBeUndefined();
  await testApp.jobs.drain();
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

describe('the application timeline', () => {
  it('tells the walk newest first: notice, staff decline, upload, request, policy decisions, submission', async () => {
    const { timeline, timelineTruncated } = await timelineOf(reviewer, walked.applicationId);
    expect(timelineTruncated).toBe(false);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(timeline.map((entry) => entry.id)).size).toBe(timeline.length);

    const firstIndex = (predicate: (entry: Entry) => boolean) => timeline.findIndex(predicate);
    const order = [
      firstIndex((entry) => entry.title === 'Adverse action notice sent'),
      firstIndex((entry) => entry.title === 'Declined'),
      firstIndex(
        (entry) => entry.title === 'Uploaded proof of income' && /request for information/.test(entry.detail ?? ''),
      ),
      firstIndex((entry) => entry.title === 'Requested information'),
      // The policy decided on submit, and again after the upload.
      timeline.findLastIndex((entry) => entry.kind === 'decision'),
      firstIndex((entry) => entry.title === 'Application submitted'),
      firstIndex((entry) => entry.title === 'Application started'),
    ];
    expect(timeline.filter((entry) => entry.kind === 'decision').length).toBeGreaterThanOrEqual(2);
    // The notice of incompleteness goes out with the request, in its transaction.
    const letter = timeline.find((entry) => entry.title === 'Notice of incompleteness sent');
    expect(letter?.at).toBe(timeline.find((entry) => entry.title === 'Requested information')?.at);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  // One row per rule of what an entry says: its kind, who, and the words (never a raw code).
  it.each([
    {
      rule: 'a staff decision names the staff member and gives its reasons in words',
      title: 'Declined',
      kind: 'staff',
      actor: 'timeline-approver@bank.example',
      detail: declineReasonTexts.delinquentObligations.notice,
    },
    {
      rule: 'a request for information names who asked, the items in words, the deadline and the note',
      title: 'Requested information',
      kind: 'request',
      actor: 'timeline-reviewer@bank.example',
      detail: 'Asked for proof of income, by',
    },
    {
      rule: 'the upload answering the request is the applicant’s, with the file to open',
      title: 'Uploaded proof of income',
      kind: 'applicant',
      actor: 'Applicant',
      detail: 'In answer to the request for information.',
    },
    {
      rule: 'the policy’s decision is the system’s, with what started it',
      title: 'Policy suggests: decline',
      kind: 'decision',
      actor: 'System',
      // The first decision comes from the submit or the credit report's answer, whichever job ran first.
      detail: /Decided (on submit|when the credit report arrived) \(policy /,
      oldest: true,
    },
    {
      rule: 'the credit report’s answer is a check, in words',
      title: 'Credit report: report received',
      kind: 'check',
      actor: 'System',
      detail: null,
    },
    {
      rule: 'the notice sent is the system’s',
      title: 'Adverse action notice sent',
      kind: 'notice',
      actor: 'System',
      detail: 'Kept exactly as sent.',
    },
  ])('$rule', async ({ title, kind, actor, detail, oldest }) => {
    const { timeline } = await timelineOf(reviewer, walked.applicationId);
    const matching = timeline.filter((row) => row.title === title);
    const entry = oldest ? matching.at(-1) : matching[0];
    expect(entry).toMatchObject({ kind, actor });
    if (detail) expect(entry?.detail).toMatch(detail);
    expect(entry?.title).not.toMatch(/[a-z][A-Z]/);
  });

  it('keeps the note of the request and the files: the upload, the letter and the notice open for staff only', async () => {
    const { timeline } = await timelineOf(reviewer, walked.applicationId);
    expect(timeline.find((entry) => entry.title === 'Requested information')?.detail).toContain(
      '“The pay stub is cut off.”',
    );
    const withFiles = timeline.filter((entry) => entry.fileUrl);
    const upload = withFiles.find((entry) => entry.title === 'Uploaded proof of income');
    expect(upload?.fileLabel).toBe('pay-stub-october.pdf');
    const letter = withFiles.find((entry) => entry.title === 'Notice of incompleteness sent');
    const notice = withFiles.find((entry) => entry.title === 'Adverse action notice sent');
    expect(notice?.fileUrl).toMatch(new RegExp(`^/api/v1/ops/applications/${walked.applicationId}/notices/.+\\.pdf$`));
    for (const entry of [upload, letter, notice]) {
      const opened = await reviewer.browser.send({ method: 'GET', url: entry?.fileUrl ?? '' });
      expect(opened.statusCode, entry?.title).toBe(200);
      expect(opened.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await walked.applicant.send({ method: 'GET', url: entry?.fileUrl ?? '' })).statusCode).toBe(401);
    }
    // A notice is found only within its own application.
    const elsewhere = (notice?.fileUrl ?? '').replace(
      `/applications/${walked.applicationId}/`,
      '/applications/999999/',
    );
    expect((await reviewer.browser.send({ method: 'GET', url: elsewhere })).statusCode).toBe(404);
  });

  it('notes one personal-data read per page view, naming the timeline, and lists no read as a staff action', async () => {
    const before = await readEventsOf(walked.applicationId);
    const { timeline } = await timelineOf(approver, walked.applicationId);
    const after = await readEventsOf(walked.applicationId);
    expect(after).toHaveLength(before.length + 1);
    expect(JSON.stringify(after.at(-1)?.after)).toContain('timeline');
    expect(timeline.some((entry) => /read/i.test(entry.title))).toBe(false);
  });

  it('is for staff only', async () => {
    const answer = await walked.applicant.query(timelineQuery, { applicationId: walked.applicationId });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions.code).toMatch(/^STAFF_/);
  });

  it(`shows the newest ${timelineCap} entries and says when there are more`, async () => {
    const busy = await submittedApplication(testApp, 'Busy');
    const start = Date.now();
    await testApp.database.db.transaction(async (tx) => {
      for (let index = 0; index < timelineCap + 5; index += 1) {
        await appendAuditEvent(tx, {
          occurredAt: new Date(start + index * 1000),
          actor: { type: 'staff', staffId: reviewer.staffId, email: reviewer.email },
          action: 'application.ssn_reveal',
          subject: { type: 'application', id: String(busy.applicationId) },
          after: { revealed: true },
        });
      }
    });
    const { timeline, timelineTruncated } = await timelineOf(reviewer, busy.applicationId);
    expect(timeline).toHaveLength(timelineCap);
    expect(timelineTruncated).toBe(true);
    expect(timeline[0]).toMatchObject({ title: 'Revealed the SSN', actor: reviewer.email, kind: 'staff' });
    expect(Date.parse(timeline[0]!.at)).toBe(start + (timelineCap + 4) * 1000);
  });
});
