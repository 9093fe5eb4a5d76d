import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import { primeFile, testBureau } from '../modules/credit-report/credit-report-test-kit.js';
import type { StaffBrowser } from '../modules/staff/staff-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import {
  act,
  auditEventsOf,
  currentVersion,
  delinquentFile,
  freshApplication,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The case search and claims as the app wires them (decision 067).

const casesQuery = `query Cases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {
  opsCases(filter: $filter, page: $page, pageSize: $pageSize) {
    items { applicationId applicantName accountEmail track caseStatus submittedAt closedAt regBDeadline daysLeft
      clockKind clockState suggestion suggestionReasons { code text } finalDecision finalReasons { code text }
      assignee { staffId email isMe canRelease } }
    total page pageSize changeRequest { id status }
  }
}`;
const claimMutation = `mutation Claim($applicationId: Int!) {
  opsClaimCase(applicationId: $applicationId) { applicationId assignee { email isMe canRelease } }
}`;
const releaseMutation = `mutation Release($applicationId: Int!) {
  opsReleaseCase(applicationId: $applicationId) { applicationId assignee { email } }
}`;
const assigneeQuery = `query View($applicationId: Int!) {
  opsApplication(applicationId: $applicationId) { applicationId assignee { email isMe canRelease claimedAt } }
}`;

interface CaseItem {
  applicationId: number;
  applicantName: string;
  accountEmail: string;
  track: string;
  caseStatus: string;
  closedAt: string | null;
  daysLeft: number | null;
  clockState: string | null;
  suggestion: string | null;
  suggestionReasons: { code: string; text: string }[];
  finalDecision: string | null;
  finalReasons: { code: string; text: string }[];
  assignee: { staffId: string; email: string; isMe: boolean; canRelease: boolean } | null;
}
interface CasePage {
  items: CaseItem[];
  total: number;
  page: number;
  pageSize: number;
  changeRequest: { id: number; status: string } | null;
}
interface GraphqlError {
  message: string;
  extensions?: { code?: string; fieldErrors?: { field: string; message: string }[] };
}

/** Last names steer the bureau: "Alert…" has a fraud alert on file (the policy refers), "Declined…" is delinquent. */
const bureau: CreditBureauProvider = {
  bureau: testBureau,
  inquire: async (inquiry) => {
    const { lastName } = inquiry.subject;
    if (lastName.startsWith('Declined')) return delinquentFile;
    if (lastName.startsWith('Alert')) return { ...primeFile, file: { ...primeFile.file, fraudAlert: true } };
    return primeFile;
  },
};

let testApp: TestApp;
let reviewer: StaffMember;
let otherReviewer: StaffMember;
let approver: StaffMember;
/** Application ids by role in the tests. */
const ids = {} as Record<
  'plain' | 'referred' | 'needsInfo' | 'recommended' | 'approved' | 'declined' | 'closed',
  number
>;
const emails = {} as Record<keyof typeof ids, string>;
const names = {} as Record<keyof typeof ids, string>;
let changeRequestId: number;
let submittedDay: string;

async function cases(staff: StaffBrowser, variables: Record<string, unknown> = {}): Promise<CasePage> {
  const answer = await staff.query<{ opsCases: CasePage }>(casesQuery, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.opsCases;
}

const idsOf = (page: CasePage) => page.items.map((item) => item.applicationId).sort((a, b) => a - b);
const sorted = (...keys: (keyof typeof ids)[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

async function accountOf(applicationId: number) {
  const { rows } = await testApp.database.sql.executeSql(
    `select u.id, u.email, u.first_name || ' ' || u.last_name as name
       from applications a join users u on u.id = a.user_id where a.id = $1`,
    [applicationId],
  );
  return (rows as { id: string; email: string; name: string }[])[0]!;
}

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureau);
  reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  otherReviewer = await signedInStaff(testApp, 'second.reviewer@bank.example', 'reviewer');
  approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
  const lastNames: Record<keyof typeof ids, string> = {
    plain: 'Plain',
    referred: 'Alert',
    needsInfo: 'Missing',
    recommended: 'Liked',
    approved: 'Approved',
    declined: 'Declined',
    closed: 'Closed',
  };
  for (const [key, lastName] of Object.entries(lastNames) as [keyof typeof ids, string][]) {
    const { applicationId } = await freshApplication(testApp, lastName);
    ids[key] = applicationId;
    const account = await accountOf(applicationId);
    emails[key] = account.email;
    names[key] = account.name;
  }
  const version = (key: keyof typeof ids) => currentVersion(testApp, ids[key]);
  const target = async (key: keyof typeof ids) => ({ applicationId: ids[key], expectedVersion: await version(key) });
  expect((await act(reviewer.browser, 'requestInformation', await target('needsInfo'))).errors).toBeUndefined();
  expect((await act(reviewer.browser, 'recommend', await target('recommended'))).errors).toBeUndefined();
  expect((await act(approver.browser, 'approve', await target('approved'))).errors).toBeUndefined();
  expect((await act(approver.browser, 'decline', await target('declined'))).errors).toBeUndefined();
  // Closing as incomplete is the deadline job's (information-request-deadline.int.test.ts); here only its result matters.
  await testApp.database.sql.executeSql(
    `update applications set status = 'closedIncomplete', closed_at = now() where id = $1`,
    [ids.closed],
  );
  const { rows } = await testApp.database.sql.executeSql(
    `insert into change_requests (user_id, codes) values ($1, '["name"]'::jsonb) returning id`,
    [(await accountOf(ids.plain)).id],
  );
  changeRequestId = (rows as { id: number }[])[0]!.id;
  submittedDay = testApp.clock.now().toISOString().slice(0, 10);
}, 240_000);

afterAll(async () => {
  await testApp?.close();
});

describe('finding cases', () => {
  it('shows open cases by default, with their clocks, and no decided or closed one', async () => {
    const page = await cases(reviewer.browser);
    expect(idsOf(page)).toEqual(sorted('plain', 'referred', 'needsInfo', 'recommended'));
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20, changeRequest: null });
    const byId = new Map(page.items.map((item) => [item.applicationId, item]));
    expect(byId.get(ids.needsInfo)).toMatchObject({ caseStatus: 'needsInformation' });
    expect(byId.get(ids.recommended)).toMatchObject({ caseStatus: 'recommended' });
    expect(byId.get(ids.plain)).toMatchObject({
      caseStatus: 'open',
      applicantName: names.plain,
      accountEmail: emails.plain,
      track: 'usExpat',
      daysLeft: 30,
      clockState: 'onTime',
      suggestion: 'approve',
    });
    // The referral's reasons come in words, not codes alone.
    const referral = byId.get(ids.referred)!;
    expect(referral.suggestion).toBe('refer');
    expect(referral.suggestionReasons[0]).toMatchObject({ code: 'fraudAlertOnFile' });
    expect(referral.suggestionReasons[0]!.text).not.toBe('fraudAlertOnFile');
  });

  it.each<[string, Record<string, unknown>, (keyof typeof ids)[]]>([
    ['status open (the default)', { status: 'open' }, ['plain', 'referred', 'needsInfo', 'recommended']],
    ['status needs information', { status: 'needsInformation' }, ['needsInfo']],
    ['status recommended', { status: 'recommended' }, ['recommended']],
    ['status decided', { status: 'decided' }, ['approved', 'declined']],
    ['status closed incomplete', { status: 'closedIncomplete' }, ['closed']],
    [
      'any status',
      { status: 'any' },
      ['plain', 'referred', 'needsInfo', 'recommended', 'approved', 'declined', 'closed'],
    ],
    ['decision approved', { status: 'any', decision: 'approved' }, ['approved']],
    ['decision declined', { status: 'any', decision: 'declined' }, ['declined']],
    ['decision referred', { status: 'any', decision: 'referred' }, ['referred']],
    [
      'decision undecided',
      { status: 'any', decision: 'undecided' },
      ['plain', 'referred', 'needsInfo', 'recommended', 'closed'],
    ],
    ['decided but undecided contradicts', { status: 'decided', decision: 'undecided' }, []],
    [
      'track usExpat',
      { status: 'any', track: 'usExpat' },
      ['plain', 'referred', 'needsInfo', 'recommended', 'approved', 'declined', 'closed'],
    ],
    ['track nonUsExpat', { status: 'any', track: 'nonUsExpat' }, []],
    ['a name', { status: 'any', text: 'declinedx' }, ['declined']],
    [
      'a decided case by its e-mail',
      { status: 'any', text: '@' },
      ['plain', 'referred', 'needsInfo', 'recommended', 'approved', 'declined', 'closed'],
    ],
    ['a name, open cases only', { text: 'Approved' }, []],
    ['wildcards typed are letters', { status: 'any', text: '%' }, []],
  ])('filters by %s', async (_rule, filter, expected) => {
    const page = await cases(reviewer.browser, { filter });
    expect(idsOf(page)).toEqual(sorted(...expected));
    expect(page.total).toBe(expected.length);
  });

  it.each<[string, (keyof typeof ids)[]]>([
    ['approved', ['approved']],
    ['closed', ['closed']],
    ['plain', ['plain']],
  ])('finds the %s case by its account e-mail, whatever its status', async (key, expected) => {
    const page = await cases(approver.browser, {
      filter: { status: 'any', text: emails[key as keyof typeof ids].toUpperCase() },
    });
    expect(idsOf(page)).toEqual(sorted(...expected));
  });

  it.each([
    ['the number', (id: number) => String(id)],
    ['the number with #', (id: number) => `#${id}`],
  ])('finds an application by %s', async (_form, text) => {
    const page = await cases(reviewer.browser, { filter: { status: 'any', text: text(ids.approved) } });
    expect(idsOf(page)).toEqual([ids.approved]);
    expect(page.items[0]).toMatchObject({ caseStatus: 'approved', finalDecision: 'approve' });
    expect(page.items[0]!.closedAt).not.toBeNull();
    expect(page.items[0]!.daysLeft).toBeNull();
  });

  it('gives a declined case its final reasons in words', async () => {
    const page = await cases(reviewer.browser, { filter: { status: 'decided', decision: 'declined' } });
    expect(page.items[0]).toMatchObject({
      finalDecision: 'decline',
      finalReasons: [{ code: 'delinquentObligations' }],
    });
    expect(page.items[0]!.finalReasons[0]!.text).not.toBe('delinquentObligations');
  });

  it('names the change request with the number searched for', async () => {
    const page = await cases(reviewer.browser, { filter: { status: 'any', text: String(changeRequestId) } });
    expect(page.changeRequest).toEqual({ id: changeRequestId, status: 'pending' });
    const none = await cases(reviewer.browser, { filter: { status: 'any', text: '999999' } });
    expect(none).toMatchObject({ total: 0, changeRequest: null });
  });

  it.each<[string, (day: string) => Record<string, unknown>, boolean]>([
    ['from the submission day', (day) => ({ submittedFrom: day }), true],
    ['to the submission day (the whole day)', (day) => ({ submittedTo: day }), true],
    ['on the submission day', (day) => ({ submittedFrom: day, submittedTo: day }), true],
    ['from the next day', (day) => ({ submittedFrom: nextDay(day) }), false],
    ['to the day before', (day) => ({ submittedTo: nextDay(day, -1) }), false],
  ])('filters submitted %s', async (_rule, filter, found) => {
    const page = await cases(reviewer.browser, { filter: { status: 'any', ...filter(submittedDay) } });
    expect(page.total).toBe(found ? 7 : 0);
  });

  it('pages through the results in a stable order', async () => {
    const all = await cases(reviewer.browser, { filter: { status: 'any' }, pageSize: 50 });
    const pages: number[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await cases(reviewer.browser, { filter: { status: 'any' }, page, pageSize: 3 });
      expect(answer).toMatchObject({ total: 7, page, pageSize: 3 });
      pages.push(...answer.items.map((item) => item.applicationId));
    }
    expect(pages).toEqual(all.items.map((item) => item.applicationId));
    // Open cases come before decided and closed ones.
    const firstClosed = all.items.findIndex((item) => item.closedAt !== null);
    expect(all.items.slice(firstClosed).every((item) => item.closedAt !== null)).toBe(true);
    expect(firstClosed).toBe(4);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown status', { filter: { status: 'pending' } }, 'filter.status'],
    ['an unknown decision', { filter: { decision: 'maybe' } }, 'filter.decision'],
    ['an unknown assignment', { filter: { assignment: 'theirs' } }, 'filter.assignment'],
    ['an unknown track', { filter: { track: 'mars' } }, 'filter.track'],
    ['a date that is no date', { filter: { submittedFrom: 'yesterday' } }, 'filter.submittedFrom'],
    ['a day not in the calendar', { filter: { submittedTo: '2026-02-30' } }, 'filter.submittedTo'],
    [
      'a last day before the first',
      { filter: { submittedFrom: '2026-05-02', submittedTo: '2026-05-01' } },
      'filter.submittedTo',
    ],
    ['a text over 100 characters', { filter: { text: 'a'.repeat(101) } }, 'filter.text'],
    ['a page size over 50', { pageSize: 51 }, 'pageSize'],
    ['page 0', { page: 0 }, 'page'],
  ])('refuses %s beside its field', async (_rule, variables, field) => {
    const answer = await reviewer.browser.query(casesQuery, variables);
    const error = answer.errors?.[0] as GraphqlError | undefined;
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fieldErrors?.map((problem) => problem.field)).toContain(field);
  });

  it('notes one personal-data read per answer with rows, naming every application listed', async () => {
    const readsOfTheList = async () => {
      const { rows } = await testApp.database.sql.executeSql(
        `select actor_email as "actorEmail", after from audit_events
          where action = 'case_list.personal_data_read' and subject_type = 'case_list' and subject_id = 'ops_cases'
          order by id`,
      );
      return rows as { actorEmail: string; after: { parts: string[] } }[];
    };
    const before = (await readsOfTheList()).length;
    const page = await cases(approver.browser, { filter: { status: 'decided' } });
    const reads = await readsOfTheList();
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({ actorEmail: approver.email });
    expect(reads.at(-1)!.after.parts.sort()).toEqual(
      ['accountEmail', 'applicantName', ...page.items.map((item) => `application:${item.applicationId}`)].sort(),
    );
    // An answer without rows returns no one's data: nothing to note.
    await cases(approver.browser, { filter: { status: 'any', text: 'nobody-by-this-name' } });
    expect(await readsOfTheList()).toHaveLength(before + 1);
  });

  it('is for staff only', async () => {
    const stranger = new TestBrowser(testApp.app);
    const answer = await stranger.query(casesQuery, { filter: { status: 'bogus' } });
    expect((answer.errors?.[0] as GraphqlError).extensions?.code).not.toBe('BAD_USER_INPUT');
    expect(answer.data).toBeNull();
  });
});

describe('claiming cases', () => {
  it('lets exactly one of two staff claiming at once win; the other is told who has it', async () => {
    const [first, second] = await Promise.all([
      reviewer.browser.query(claimMutation, { applicationId: ids.plain }),
      otherReviewer.browser.query(claimMutation, { applicationId: ids.plain }),
    ]);
    const answers = [first, second];
    const won = answers.filter((answer) => !answer.errors);
    const lost = answers.filter((answer) => answer.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0] === first ? reviewer : otherReviewer;
    const error = lost[0]!.errors![0] as GraphqlError;
    expect(error.extensions?.code).toBe('CASE_CLAIMED');
    expect(error.message).toContain(winner.email);
    const claims = (await auditEventsOf(testApp, ids.plain)).filter((event) => event.action === 'application.claim');
    expect(claims).toEqual([expect.objectContaining({ actorEmail: winner.email, after: { staffId: winner.staffId } })]);
    // Leave the case free for the tests below.
    expect((await winner.browser.query(releaseMutation, { applicationId: ids.plain })).errors).toBeUndefined();
  });

  it('shows the claim on the case page and in the list, under "mine" and not "unassigned"', async () => {
    const claimed = await reviewer.browser.query<{ opsClaimCase: { assignee: { email: string; isMe: boolean } } }>(
      claimMutation,
      { applicationId: ids.referred },
    );
    expect(claimed.data?.opsClaimCase.assignee).toMatchObject({ email: reviewer.email, isMe: true });
    // Claiming one's own case again changes nothing.
    expect((await reviewer.browser.query(claimMutation, { applicationId: ids.referred })).errors).toBeUndefined();
    expect(
      (await auditEventsOf(testApp, ids.referred)).filter((event) => event.action === 'application.claim'),
    ).toHaveLength(1);
    const view = await otherReviewer.browser.query<{ opsApplication: { assignee: unknown } }>(assigneeQuery, {
      applicationId: ids.referred,
    });
    expect(view.data?.opsApplication.assignee).toMatchObject({ email: reviewer.email, isMe: false, canRelease: false });
    expect(idsOf(await cases(reviewer.browser, { filter: { assignment: 'mine' } }))).toEqual([ids.referred]);
    expect(idsOf(await cases(otherReviewer.browser, { filter: { assignment: 'mine' } }))).toEqual([]);
    expect(idsOf(await cases(reviewer.browser, { filter: { assignment: 'unassigned' } }))).toEqual(
      sorted('plain', 'needsInfo', 'recommended'),
    );
    expect(idsOf(await cases(reviewer.browser, { filter: { assignment: 'anyone' } }))).toHaveLength(4);
    const listed = (await cases(approver.browser, { filter: { text: String(ids.referred) } })).items[0];
    expect(listed?.assignee).toMatchObject({ email: reviewer.email, isMe: false, canRelease: true });
  });

  it.each<[string, () => StaffMember, () => StaffMember, string | null]>([
    ['the holder releases their own claim', () => reviewer, () => reviewer, null],
    ['a reviewer may not release another reviewer’s claim', () => reviewer, () => otherReviewer, 'STAFF_FORBIDDEN'],
    ['an approver releases anyone’s claim', () => reviewer, () => approver, null],
  ])('release: %s', async (_rule, holder, releaser, refusal) => {
    const { applicationId } = await freshApplication(testApp, 'Release');
    expect((await holder().browser.query(claimMutation, { applicationId })).errors).toBeUndefined();
    const answer = await releaser().browser.query(releaseMutation, { applicationId });
    const events = (await auditEventsOf(testApp, applicationId)).filter(
      (event) => event.action === 'application.release',
    );
    if (refusal) {
      const error = answer.errors?.[0] as GraphqlError;
      expect(error.extensions?.code).toBe(refusal);
      expect(error.message).toContain(holder().email);
      expect(events).toEqual([]);
      return;
    }
    expect(answer.errors).toBeUndefined();
    expect(events).toEqual([
      expect.objectContaining({
        actorEmail: releaser().email,
        before: expect.objectContaining({ staffId: holder().staffId }),
      }),
    ]);
    const view = await holder().browser.query<{ opsApplication: { assignee: unknown } }>(assigneeQuery, {
      applicationId,
    });
    expect(view.data?.opsApplication.assignee).toBeNull();
  });

  it('refuses to claim or release a decided case, and keeps its claim on record as who worked it', async () => {
    const { applicationId, expectedVersion } = await freshApplication(testApp, 'Worked');
    expect((await reviewer.browser.query(claimMutation, { applicationId })).errors).toBeUndefined();
    expect((await act(approver.browser, 'approve', { applicationId, expectedVersion })).errors).toBeUndefined();
    for (const mutation of [claimMutation, releaseMutation]) {
      const answer = await approver.browser.query(mutation, { applicationId });
      expect((answer.errors?.[0] as GraphqlError).extensions?.code).toBe('CASE_CLOSED');
    }
    const mine = await cases(reviewer.browser, { filter: { status: 'decided', assignment: 'mine' } });
    expect(mine.items.map((item) => item.applicationId)).toEqual([applicationId]);
    expect(mine.items[0]?.assignee).toMatchObject({ email: reviewer.email, canRelease: false });
  });

  it('answers NOT_FOUND for an application that does not exist', async () => {
    const answer = await reviewer.browser.query(claimMutation, { applicationId: 999_999 });
    expect((answer.errors?.[0] as GraphqlError).extensions?.code).toBe('NOT_FOUND');
  });
});

function nextDay(isoDay: string, days = 1): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('working to the clock', () => {
  it('puts the overdue case first, then the due-soon one, each marked, then the rest oldest first', async () => {
    const daysAgo = (days: number) => new Date(testApp.clock.now().getTime() - days * 24 * 60 * 60 * 1000);
    const backdate = (applicationId: number, days: number) =>
      testApp.database.sql.executeSql('update applications set submission_date = $2 where id = $1', [
        applicationId,
        daysAgo(days).toISOString(),
      ]);
    await backdate(ids.recommended, 27);
    await backdate(ids.referred, 31);
    const page = await cases(reviewer.browser);
    expect(page.items.slice(0, 2).map((item) => [item.applicationId, item.clockState, item.daysLeft])).toEqual([
      [ids.referred, 'overdue', -1],
      [ids.recommended, 'dueSoon', 3],
    ]);
    expect(page.items.slice(2).every((item) => item.clockState === 'onTime')).toBe(true);
  });
});
