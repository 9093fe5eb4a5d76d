import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primeFile, scriptedBureau, submitMutation } from '../modules/credit-report/credit-report-test-kit.js';
import { StaffBrowser } from '../modules/staff/staff-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { signedInStaff } from './staff-actions-test-kit.js';
import { applicantReadyToSubmit } from './submit-walk.js';
import { createTestApp, type TestApp } from './test-app.js';

// The back office's queue, application view, SSN reveal and file route as the app wires them (decision 031).
const dayMs = 24 * 60 * 60 * 1000;

const queueQuery = `query Q($filter: OpsQueueFilter, $page: Int, $pageSize: Int) {
  opsQueue(filter: $filter, page: $page, pageSize: $pageSize) {
    items { applicationId applicantName track submittedAt ageDays regBDeadline daysLeft clockKind clockState suggestion
      suggestionReasons { code text } informationRequested }
    total page pageSize
  }
}`;

const viewQuery = `query V($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) {
    applicationId version status track applicantName accountName accountEmail submittedAt regBDeadline daysLeft
    ssnMasked answerGroups { title answers { field label value } }
    documents { id fileType fileName contentType isRecognized isValid isDocumentExpired isDocumentMismatch
      uploadedAt version isCurrent downloadUrl }
    identityQuestions sentilinkApproval atpDecision { isApproved reasons ruleVersion }
    bankLink { plaidConnectionStatus employerVerifiedByPlaid }
    employer { checkRequired employerVerified employerVerificationMethod }
    creditCheck { status bureauName score scoreModel scoreRangeLow scoreRangeHigh keyFactors tradelines
      delinquencies publicRecords inquiriesLast6Months fraudAlert }
    checks { name result detail }
    suggestion { outcome source policyVersion }
    decisions { id outcome source actor policyVersion reasons creditLimit trigger }
    informationRequested
  }
}`;

const revealMutation = `mutation R($applicationId: Int!) { opsRevealSsn(applicationId: $applicationId) }`;

const auditQuery = `query A($filter: AuditEventFilter) {
  auditEvents(filter: $filter) { events { actorType actorId actorEmail action subjectType subjectId before after } }
}`;

interface QueueItem {
  applicationId: number;
  applicantName: string;
  track: string;
  submittedAt: string;
  ageDays: number;
  regBDeadline: string;
  daysLeft: number;
  clockKind: string;
  clockState: string;
  suggestion: string | null;
  informationRequested: boolean;
}
interface QueueAnswer {
  opsQueue: { items: QueueItem[]; total: number; page: number; pageSize: number };
}
interface ViewAnswer {
  opsApplication: {
    applicationId: number;
    version: number;
    ssnMasked: string | null;
    accountEmail: string;
    answerGroups: { title: string; answers: { field: string; value: string | null }[] }[];
    documents: { id: number; contentType: string; downloadUrl: string; isCurrent: boolean }[];
    creditCheck: { status: string; bureauName: string | null; score: number | null };
    decisions: { outcome: string; source: string }[];
    suggestion: { outcome: string } | null;
  };
}

let testApp: TestApp;
let older: TestBrowser;
let newer: TestBrowser;
let reviewer: StaffBrowser;
let approver: StaffBrowser;

async function queue(browser: TestBrowser, variables: Record<string, unknown> = {}) {
  const answer = await browser.query<QueueAnswer>(queueQuery, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.opsQueue;
}

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile, primeFile]).provider);
  older = await applicantReadyToSubmit(testApp, 'Older');
  newer = await applicantReadyToSubmit(testApp, 'Newer');
  expect((await older.query(submitMutation)).errors).toBeUndefined();
  expect((await newer.query(submitMutation)).errors).toBeUndefined();
  await testApp.jobs.drain();
  await testApp.jobs.drain();
  reviewer = (await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer')).browser;
  approver = (await signedInStaff(testApp, 'approver@bank.example', 'approver')).browser;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('the back office queue', () => {
  it('lists submitted applications oldest first', async () => {
    const page = await queue(reviewer);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.applicantName)).toEqual(['Rosa Older', 'Rosa Newer']);
    expect(page.items.map((item) => item.track)).toEqual(['usExpat', 'usExpat']);
    expect(page.items.every((item) => !item.informationRequested)).toBe(true);
    // product-rules#reg-b-clocks: the 30th calendar day (UTC) after the day of submission, 30 days left today.
    for (const item of page.items) {
      const submissionDay = Date.parse(`${item.submittedAt.slice(0, 10)}T00:00:00Z`);
      expect(item.regBDeadline).toBe(new Date(submissionDay + 30 * dayMs).toISOString().slice(0, 10));
    }
  });

  it.each([
    [{ track: 'usExpat' }, 2],
    [{ track: 'nonUsExpat' }, 0],
    [{ track: 'youngProfessional' }, 0],
    [{ outcome: 'approve' }, 2],
    [{ outcome: 'decline' }, 0],
    [{ outcome: 'refer' }, 0],
    [{ outcome: 'none' }, 0],
    [{ track: 'usExpat', outcome: 'approve' }, 2],
  ])('filters by %o', async (filter, total) => {
    const page = await queue(reviewer, { filter });
    expect(page.total).toBe(total);
    expect(page.items).toHaveLength(total);
    if ('outcome' in filter && filter.outcome === 'approve')
      expect(page.items.every((item) => item.suggestion === 'approve')).toBe(true);
  });

  it('pages, and refuses a page size over 50 or an unknown filter value', async () => {
    const second = await queue(approver, { page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.applicantName)).toEqual(['Rosa Newer']);
    expect((await queue(approver, { page: 3, pageSize: 1 })).items).toEqual([]);
    for (const variables of [
      { pageSize: 51 },
      { page: 0 },
      { filter: { track: 'entry' } },
      { filter: { outcome: 'x' } },
    ]) {
      const refused = await reviewer.query(queueQuery, variables);
      expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('the application view and the SSN reveal', () => {
  it('shows every answer with the SSN masked, the documents, the checks and the decisions', async () => {
    const [item] = (await queue(reviewer)).items;
    const answer = await reviewer.query<ViewAnswer>(viewQuery, { applicationId: item!.applicationId });
    expect(answer.errors).toBeUndefined();
    const view = answer.data!.opsApplication;
    expect(view.ssnMasked).toMatch(/^•••-••-\d{4}$/);
    expect(view.accountEmail).toContain('@');
    // The answers by wizard step, in words, with no internal field (decision 071).
    expect(view.answerGroups[0]?.title).toBe('Let’s find the right application for you');
    const answers = view.answerGroups.flatMap((group) => group.answers);
    expect(answers.find((answer) => answer.field === 'ssn')?.value).toMatch(/^•••-••-\d{4}$/);
    expect(answers.find((answer) => answer.field === 'income')?.value).toMatch(/^\$[\d,]+ a year$/);
    expect(answers.map((answer) => answer.field)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(stepName|plaidSplitVersion|createdAt|id|noiCodes)$/)]),
    );
    expect(view.documents.length).toBeGreaterThan(0);
    expect(
      view.documents.every((file) =>
        file.downloadUrl.startsWith(`/api/v1/ops/applications/${view.applicationId}/files/`),
      ),
    ).toBe(true);
    expect(view.creditCheck).toMatchObject({ status: 'completed' });
    expect(view.creditCheck.bureauName).toBeTruthy();
    expect(view.decisions).toEqual([expect.objectContaining({ outcome: 'approve', source: 'policy' })]);
    expect(view.suggestion?.outcome).toBe('approve');

    const revealed = await reviewer.query<{ opsRevealSsn: string }>(revealMutation, {
      applicationId: view.applicationId,
    });
    expect(revealed.errors).toBeUndefined();
    const ssn = revealed.data!.opsRevealSsn;
    expect(ssn.replace(/\D/g, '')).toHaveLength(9);
    expect(view.ssnMasked?.endsWith(ssn.replace(/\D/g, '').slice(-4))).toBe(true);
    // The view carries no full SSN in any shape.
    const viewText = JSON.stringify(view);
    expect(viewText).not.toContain(ssn);
    expect(viewText).not.toContain(ssn.replace(/\D/g, ''));

    const audit = await approver.query<{ auditEvents: { events: Record<string, string | null>[] } }>(auditQuery, {
      filter: { action: 'application.ssn_reveal' },
    });
    expect(audit.errors).toBeUndefined();
    const events = audit.data!.auditEvents.events;
    expect(events).toEqual([
      expect.objectContaining({
        actorType: 'staff',
        actorEmail: 'reviewer@bank.example',
        subjectType: 'application',
        subjectId: String(view.applicationId),
      }),
    ]);
    const eventText = JSON.stringify(events);
    expect(eventText).not.toContain(ssn);
    expect(eventText).not.toContain(ssn.replace(/\D/g, ''));
  });

  it('answers NOT_FOUND for an application that does not exist', async () => {
    for (const query of [viewQuery, revealMutation]) {
      const missing = await reviewer.query(query, { applicationId: 999_999 });
      expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
  });
});

describe('the staff file route', () => {
  it('serves a document inline to staff, only under its own application, and never to an applicant', async () => {
    const [first, second] = (await queue(reviewer)).items;
    const viewOf = async (applicationId: number) =>
      (await reviewer.query<ViewAnswer>(viewQuery, { applicationId })).data!.opsApplication;
    const view = await viewOf(first!.applicationId);
    const otherView = await viewOf(second!.applicationId);
    const file = view.documents[0]!;

    const served = await reviewer.send({ method: 'GET', url: file.downloadUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(file.contentType);
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBeGreaterThan(0);

    // Another application's file id under this application is as missing as none.
    const crossed = await reviewer.send({
      method: 'GET',
      url: `/api/v1/ops/applications/${view.applicationId}/files/${otherView.documents[0]!.id}`,
    });
    expect(crossed.statusCode).toBe(404);
    for (const url of [`/api/v1/ops/applications/x/files/1`, `/api/v1/ops/applications/1/files/99999999999`]) {
      expect((await reviewer.send({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await older.send({ method: 'GET', url: file.downloadUrl })).statusCode).toBe(401);
  });
});

describe('who may read', () => {
  it.each(['reviewer', 'approver', 'admin'] as const)('a signed-in %s reads the queue', async (role) => {
    const staff =
      role === 'reviewer'
        ? reviewer
        : role === 'approver'
          ? approver
          : (await signedInStaff(testApp, 'admin@bank.example', 'admin')).browser;
    expect((await queue(staff)).total).toBe(2);
  });

  it("refuses an applicant's session and no session at all, every operation", async () => {
    const [item] = (await queue(reviewer)).items;
    const stranger = new StaffBrowser(testApp.app);
    for (const browser of [older, stranger]) {
      for (const [query, variables] of [
        [queueQuery, {}],
        [viewQuery, { applicationId: item!.applicationId }],
        [revealMutation, { applicationId: item!.applicationId }],
      ] as const) {
        const refused = await browser.query(query, variables);
        expect(refused.errors?.[0]?.extensions.code).toBe('STAFF_SESSION_INVALID');
        expect(refused.data ?? null).toBeNull();
      }
    }
  });
});

// Last: the clock jumps weeks ahead, past every session's idle time, so each step signs a new reviewer in.
describe('the Reg B clock in the queue', () => {
  it('counts calendar days of age and days left (UTC), due soon at 5 or fewer, negative and overdue once past', async () => {
    const items = (await queue(reviewer)).items;
    const submissionDay = (item: QueueItem) => Math.floor(Date.parse(item.submittedAt) / dayMs);
    const [first] = items;
    // Noon UTC of a day after submission, so a submission just before midnight cannot shift a row.
    const noonAfter = (days: number) => (submissionDay(first!) + days) * dayMs + dayMs / 2;
    for (const [index, { days, state }] of [
      { days: 10, state: 'onTime' },
      { days: 25, state: 'dueSoon' },
      { days: 30, state: 'dueSoon' },
      { days: 31, state: 'overdue' },
    ].entries()) {
      const at = noonAfter(days);
      testApp.clock.pin(new Date(at));
      const staff = (await signedInStaff(testApp, `clock${index}@bank.example`, 'reviewer')).browser;
      const page = await queue(staff);
      const today = Math.floor(at / dayMs);
      expect(page.items.map((item) => [item.ageDays, item.daysLeft, item.clockState])).toEqual(
        items.map((item) => {
          const age = today - submissionDay(item);
          return [age, 30 - age, age === days ? state : expect.any(String)];
        }),
      );
      expect(page.items.every((item) => item.clockKind === 'decision')).toBe(true);
    }
    testApp.clock.unpin();
  });
});
