import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistCsvPath } from '@waypoint/domain/waitlist/waitlist';
import { TestBrowser } from '../../testing/graphql-client.js';
import { signedInStaff, type StaffMember } from '../../testing/staff-actions-test-kit.js';
import { eventsOfRequest, getCall, graphqlCall, personalDataReadsOf } from '../../testing/staff-read-audit-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { confirmedEntry, entriesOf, joinAs, linksTo, postToken } from './waitlist-test-kit.js';

/** The back office's waitlist (decision 087): approvers and admins list it and export the confirmed addresses. */
let app: TestApp;
let approver: StaffMember;
let reviewer: StaffMember;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://waypoint.example' });
  approver = await signedInStaff(app, 'approver@bank.example', 'approver');
  reviewer = await signedInStaff(app, 'reviewer@bank.example', 'reviewer');
  const visitor = new TestBrowser(app.app);
  ids.first = await confirmedEntry(app, visitor, 'first@example.com');
  app.clock.advance(60_000);
  ids.second = await confirmedEntry(app, visitor, 'second@example.com');
  app.clock.advance(60_000);
  await joinAs(visitor, 'waiting@example.com');
  app.clock.advance(60_000);
  await joinAs(visitor, 'left@example.com');
  await postToken(visitor, '/api/v1/waitlist/unsubscribe', (await linksTo(app, 'left@example.com')).unsubscribe);
  // A row no form would take (the address rules refuse it), to show the export never lets a spreadsheet run a cell.
  app.clock.advance(60_000);
  const at = app.clock.now().toISOString();
  await app.database.sql.executeSql(
    `insert into waitlist_entries (email, status, consent_text, created_at, confirmed_at)
     values ('=HYPERLINK("http://evil.example")@example.com', 'confirmed', 'seeded', $1, $1)`,
    [at],
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const listQuery = `query L($status: String, $page: Int, $pageSize: Int) {
  opsWaitlist(status: $status, page: $page, pageSize: $pageSize) {
    items { id email status joinedAt confirmedAt unsubscribedAt } total page pageSize
    counts { pending confirmed unsubscribed }
  }
}`;
type ListAnswer = {
  data: {
    opsWaitlist: {
      items: { id: string; email: string; status: string; confirmedAt: string | null; unsubscribedAt: string | null }[];
      total: number;
      counts: Record<string, number>;
    };
  } | null;
  errors?: { extensions: { code: string } }[];
};
const list = async (who: StaffMember, variables: Record<string, unknown> = {}) => {
  const answer = await graphqlCall(who.browser, listQuery, variables);
  return { ...answer, json: JSON.parse(answer.body) as ListAnswer };
};

describe('the staff list', () => {
  it('lists every entry newest first with its status and dates, and counts each status', async () => {
    const { json } = await list(approver);
    const page = json.data?.opsWaitlist;
    expect(page?.items.map((item) => [item.email, item.status])).toEqual([
      ['=HYPERLINK("http://evil.example")@example.com', 'confirmed'],
      ['left@example.com', 'unsubscribed'],
      ['waiting@example.com', 'pending'],
      ['second@example.com', 'confirmed'],
      ['first@example.com', 'confirmed'],
    ]);
    expect(page?.counts).toEqual({ pending: 1, confirmed: 3, unsubscribed: 1 });
    expect(page?.items.find((item) => item.email === 'left@example.com')?.unsubscribedAt).toMatch(/^\d{4}-/);
  });

  it.each([
    ['pending', ['waiting@example.com']],
    ['unsubscribed', ['left@example.com']],
    ['confirmed', ['=HYPERLINK("http://evil.example")@example.com', 'second@example.com', 'first@example.com']],
  ])('filters by status %s', async (status, emails) => {
    const { json } = await list(approver, { status });
    expect(json.data?.opsWaitlist.items.map((item) => item.email)).toEqual(emails);
    expect(json.data?.opsWaitlist.total).toBe(emails.length);
  });

  it('pages: the second page of two holds the next two, the total counts them all', async () => {
    const { json } = await list(approver, { page: 2, pageSize: 2 });
    expect(json.data?.opsWaitlist.items.map((item) => item.email)).toEqual([
      'waiting@example.com',
      'second@example.com',
    ]);
    expect(json.data?.opsWaitlist.total).toBe(5);
  });

  it('refuses a status it does not know with BAD_USER_INPUT', async () => {
    const { json } = await list(approver, { status: 'deleted' });
    expect(json.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('records one read of the list naming the addresses and each entry on the page', async () => {
    const answer = await list(approver, { status: 'confirmed' });
    const reads = personalDataReadsOf(await eventsOfRequest(app, answer.requestId));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ subjectType: 'case_list', subjectId: 'ops_waitlist', actorId: approver.staffId });
    expect(reads[0]?.after?.parts).toEqual(
      expect.arrayContaining(['email', `waitlist_entry:${ids.first}`, `waitlist_entry:${ids.second}`]),
    );
  });

  it('records no read when no address was asked for', async () => {
    const answer = await graphqlCall(approver.browser, '{ opsWaitlist { total counts { confirmed } } }');
    expect(answer.body).not.toContain('@example.com');
    expect(personalDataReadsOf(await eventsOfRequest(app, answer.requestId))).toEqual([]);
  });

  it.each([
    ['a reviewer', () => reviewer.browser, 'STAFF_FORBIDDEN'],
    ['a visitor with no staff session', () => new TestBrowser(app.app), 'STAFF_SESSION_INVALID'],
  ])('refuses %s', async (_who, browser, code) => {
    const answer = await graphqlCall(browser(), listQuery);
    expect(answer.body).not.toContain('@example.com');
    expect((JSON.parse(answer.body) as ListAnswer).errors?.[0]?.extensions.code).toBe(code);
  });
});

describe('the CSV of confirmed addresses', () => {
  it('holds the confirmed addresses only, oldest confirmation first, each cell safe from spreadsheet formulas', async () => {
    const response = await getCall(approver.browser, waitlistCsvPath);
    expect(response.status).toBe(200);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at,joined_at');
    expect(lines.slice(1, 3).map((line) => line.split(',')[0])).toEqual(['first@example.com', 'second@example.com']);
    // The formula-looking address starts with ' and is quoted (it holds quotes), so it is read as text.
    expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)@example\.com",/);
    expect(response.body).not.toContain('waiting@example.com');
    expect(response.body).not.toContain('left@example.com');
  });

  it('is a download with a dated file name, never cached', async () => {
    const response = await approver.browser.send({ method: 'GET', url: waitlistCsvPath });
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="waitlist-confirmed-\d{8}T\d{6}Z\.csv"$/,
    );
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('records one read of the exported addresses, naming each entry', async () => {
    const answer = await getCall(approver.browser, waitlistCsvPath);
    const reads = personalDataReadsOf(await eventsOfRequest(app, answer.requestId));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      subjectType: 'case_list',
      subjectId: 'ops_waitlist_export',
      actorId: approver.staffId,
    });
    expect(reads[0]?.after?.parts).toEqual(expect.arrayContaining(['email', `waitlist_entry:${ids.first}`]));
  });

  it.each([
    ['a reviewer', () => reviewer.browser, 403],
    ['a visitor with no staff session', () => new TestBrowser(app.app), 401],
  ])('refuses %s', async (_who, browser, status) => {
    const response = await browser().send({ method: 'GET', url: waitlistCsvPath });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('@example.com');
  });

  it('keeps the seeded addresses where they were (the list is read, never changed)', async () => {
    expect((await entriesOf(app, 'first@example.com'))[0]?.status).toBe('confirmed');
  });
});
