import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
import { newApplicant } from '../modules/application/application-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { signedInStaff, type StaffMember } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The audit CSV as the audit screen downloads it (decision 070): a fetch
 * with the staff session's cookie and its header. The header is the CSRF
 * guard, so the staff cookie alone (a plain link, or a request another site
 * makes the browser send) opens nothing, and an applicant's session is no
 * staff session at all.
 */
let app: TestApp;
let approver: StaffMember;
let applicant: TestBrowser;

const csvPath = '/api/v1/ops/audit.csv';
const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

beforeAll(async () => {
  app = await createTestApp();
  approver = await signedInStaff(app, 'approver@bank.example', 'approver');
  applicant = await newApplicant(app);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const staffHash = () => approver.browser.cookies.get(staffSessionTransport.sessionHashCookie) ?? '';

describe('the audit CSV download', () => {
  it("answers the staff session's cookie with its header: the file, its name, and the header row", async () => {
    const response = await approver.browser.send({ method: 'GET', url: `${csvPath}?action=staff.*` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-\d{8}T\d{6}Z\.csv"$/);
    expect(response.body.split('\r\n')[0]).toMatch(/^id,occurred_at,actor_type,actor_id,/);
  });

  it.each([
    ['the staff cookie without the header (a plain link)', () => ({ cookie: cookieHeader(approver.browser.cookies) })],
    ['the header without the staff cookie', () => ({ [staffSessionTransport.sessionHashHeader]: staffHash() })],
    ["an applicant's session with its own header", () => applicant.sessionHeaders()],
    [
      "an applicant's cookies with the staff member's header",
      () => ({ ...applicant.sessionHeaders(), [staffSessionTransport.sessionHashHeader]: staffHash() }),
    ],
  ])('refuses %s: 401 STAFF_SESSION_INVALID', async (_who, headers) => {
    const response = await app.app.inject({ method: 'GET', url: csvPath, headers: headers() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'STAFF_SESSION_INVALID' } }] });
  });

  it('refuses an export over the bound with words the page shows as they are', async () => {
    await app.database.sql.executeSql(
      `insert into audit_events (occurred_at, actor_type, actor_id, action, subject_type, subject_id)
       select now(), 'system', 'bulk-test', 'bulk.test', 'bulk', n::text from generate_series(1, 10001) as n`,
      [],
    );
    const response = await approver.browser.send({ method: 'GET', url: `${csvPath}?action=bulk.test` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ message: expect.stringContaining('at most 10,000 events'), extensions: { code: 'EXPORT_TOO_LARGE' } }],
    });
  });
});
