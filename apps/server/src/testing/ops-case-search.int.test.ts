import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './graphql-client.js';
import {
  cases,
  casesQuery,
  idsOf,
  seededCases,
  type CaseKey,
  type CaseWorld,
  type GraphqlError,
} from './ops-cases-test-kit.js';
import type { StaffMember } from './staff-actions-test-kit.js';
import type { TestApp } from './test-app.js';

// The case search as the app wires it (decision 067): filters, paging, the clock order, and the read it notes.

let testApp: TestApp;
let reviewer: StaffMember;
let approver: StaffMember;
let ids: CaseWorld['ids'];
let emails: CaseWorld['emails'];
let names: CaseWorld['names'];
let changeRequestId: number;
let submittedDay: string;

const sorted = (...keys: CaseKey[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

beforeAll(async () => {
  ({ testApp, reviewer, approver, ids, emails, names, changeRequestId, submittedDay } = await seededCases());
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

  it.each<[string, Record<string, unknown>, CaseKey[]]>([
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
    // The kit's fresh names are the last name, a hyphen and a count (staff-actions-test-kit.ts).
    ['a name', { status: 'any', text: 'declined-' }, ['declined']],
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

  it.each<[string, CaseKey[]]>([
    ['approved', ['approved']],
    ['closed', ['closed']],
    ['plain', ['plain']],
  ])('finds the %s case by its account e-mail, whatever its status', async (key, expected) => {
    const page = await cases(approver.browser, {
      filter: { status: 'any', text: emails[key as CaseKey].toUpperCase() },
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

function nextDay(isoDay: string, days = 1): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
