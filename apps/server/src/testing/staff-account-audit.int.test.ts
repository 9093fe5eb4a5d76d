import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaffAccount,
  enrolStaffAccount,
  StaffBrowser,
  staffCommand,
  staffPassword,
  staffSignInMutation,
  staffSignOutMutation,
} from '../modules/staff/staff-test-kit.js';
import { totpCodeAt } from '../modules/staff/staff-totp.js';
import { submittedChangeRequest } from './change-requests-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { act, bureauByLastName, freshApplication, signedInStaff, type StaffMember } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// Decision 069: staff sign-ins and their failures, enrolment, sign-out, the CLI's changes, and every
// role or four-eyes refusal of a signed-in staff member are audit events; a refusal without a staff
// session is not.

const stepMs = 30_000;
let testApp: TestApp;
let reviewer: StaffMember;
let approver: StaffMember;

interface EventRow {
  actorType: string;
  actorId: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  ip: string | null;
  requestId: string | null;
  after: Record<string, unknown> | null;
}

async function eventsSince(id: number): Promise<EventRow[]> {
  const { rows } = await testApp.database.sql.executeSql(
    `select actor_type as "actorType", actor_id as "actorId", actor_email as "actorEmail", action,
       subject_type as "subjectType", subject_id as "subjectId", ip, request_id as "requestId", after
     from audit_events where id > $1 order by id`,
    [id],
  );
  return rows as EventRow[];
}

async function lastEventId(): Promise<number> {
  const { rows } = await testApp.database.sql.executeSql('select coalesce(max(id), 0) as id from audit_events');
  return Number((rows as { id: number | string }[])[0]?.id ?? 0);
}

/** Runs `what` and answers the audit events it wrote. */
async function written(what: () => Promise<unknown>): Promise<EventRow[]> {
  const before = await lastEventId();
  await what();
  return eventsSince(before);
}

const staffIdOf = async (email: string) => {
  const { rows } = await testApp.database.sql.executeSql('select id from staff_accounts where email = $1', [email]);
  return (rows as { id: string }[])[0]?.id ?? '';
};

/** An enrolled account (its TOTP secret), signed in on a browser of its own. */
async function enrolled(email: string) {
  const browser = new StaffBrowser(testApp.app);
  const { secret } = await enrolStaffAccount(testApp, browser, await addStaffAccount(testApp, email, 'reviewer'));
  return { browser, secret, staffId: await staffIdOf(email) };
}

function signIn(browser: TestBrowser, email: string, password: string, code: string) {
  return browser.query(staffSignInMutation, { email, password, code });
}

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('staff account events', () => {
  it('staff.enrol: the enrolment that starts the first session', async () => {
    const browser = new StaffBrowser(testApp.app);
    const token = await addStaffAccount(testApp, 'enrols@bank.example', 'reviewer');
    const events = await written(() => enrolStaffAccount(testApp, browser, token));
    const staffId = await staffIdOf('enrols@bank.example');
    expect(events).toMatchObject([
      {
        action: 'staff.enrol',
        actorType: 'staff',
        actorId: staffId,
        subjectType: 'staff',
        subjectId: staffId,
        ip: browser.ip,
        after: { role: 'reviewer' },
      },
    ]);
    expect(events[0]?.requestId).toBeTruthy();
  });

  it('staff.sign_in and staff.sign_out, by the staff member, from their address', async () => {
    const { secret, staffId } = await enrolled('signs-in@bank.example');
    const browser = new StaffBrowser(testApp.app);
    testApp.clock.advance(stepMs);
    const signedIn = await written(async () => {
      const answer = await signIn(
        browser,
        'signs-in@bank.example',
        staffPassword,
        totpCodeAt(secret, testApp.clock.now()),
      );
      expect(answer.errors).toBeUndefined();
    });
    expect(signedIn).toMatchObject([
      {
        action: 'staff.sign_in',
        actorId: staffId,
        actorEmail: 'signs-in@bank.example',
        subjectId: staffId,
        ip: browser.ip,
        after: { method: 'password_totp' },
      },
    ]);
    const signedOut = await written(() => browser.query(staffSignOutMutation));
    expect(signedOut).toMatchObject([
      { action: 'staff.sign_out', actorId: staffId, subjectId: staffId, ip: browser.ip },
    ]);
  });

  type FailureRow = [string, () => Promise<{ email: string; password: string; code: string; known: boolean }>, string];
  const failures: FailureRow[] = [
    [
      'a wrong password on a staff account',
      async () => ({ ...(await credentials('wrong-password@bank.example')), password: 'not the passphrase at all' }),
      'wrong_password',
    ],
    [
      'a wrong code on a staff account (the password was right)',
      async () => {
        const right = await credentials('wrong-code@bank.example');
        return { ...right, code: String((Number(right.code) + 1) % 1_000_000).padStart(6, '0') };
      },
      'wrong_code',
    ],
    [
      'an e-mail that is no staff account',
      async () => ({ email: 'nobody-here@bank.example', password: staffPassword, code: '123456', known: false }),
      'unknown_account',
    ],
    [
      'an account added but not enrolled',
      async () => {
        await addStaffAccount(testApp, 'pending@bank.example', 'reviewer');
        return { email: 'pending@bank.example', password: staffPassword, code: '123456', known: true };
      },
      'account_pending',
    ],
    [
      'a disabled account',
      async () => {
        const right = await credentials('disabled@bank.example');
        await staffCommand(testApp, ['disable', 'disabled@bank.example']);
        return right;
      },
      'account_disabled',
    ],
    [
      'an empty password (refused before any account is looked up)',
      async () => ({ email: 'signs-in@bank.example', password: '', code: '123456', known: false }),
      'malformed',
    ],
  ];

  async function credentials(email: string) {
    const { secret } = await enrolled(email);
    testApp.clock.advance(stepMs);
    return { email, password: staffPassword, code: totpCodeAt(secret, testApp.clock.now()), known: true };
  }

  it.each(failures)('staff.sign_in_failed: %s', async (_label, attempt, reason) => {
    const tried = await attempt();
    const browser = new StaffBrowser(testApp.app);
    const events = await written(async () => {
      const answer = await signIn(browser, tried.email, tried.password, tried.code);
      expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_SIGN_IN_FAILED');
    });
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      action: 'staff.sign_in_failed',
      actorType: 'system',
      actorId: 'staff-sign-in',
      subjectType: 'staff',
      ip: browser.ip,
      after: { reason },
    });
    if (tried.known) {
      expect(event?.subjectId).toBe(await staffIdOf(tried.email));
      expect(event?.after?.email).toBe(tried.email);
    } else {
      expect(event?.subjectId).toBe('unknown');
      expect(JSON.stringify(event)).not.toContain(tried.email);
    }
    // Never the password or the code tried.
    if (tried.password) expect(JSON.stringify(event)).not.toContain(tried.password);
    expect(JSON.stringify(event)).not.toContain(tried.code);
  });

  it.each([
    ['staff.add', ['add', 'cli-added@bank.example', '--role', 'approver'], { role: 'approver' }],
    ['staff.reset', ['reset', 'cli-added@bank.example'], { role: 'approver' }],
    ['staff.disable', ['disable', 'cli-added@bank.example'], { status: 'disabled' }],
  ])('%s: the CLI, as the system actor staff-cli', async (action, argv, after) => {
    const events = await written(() => staffCommand(testApp, argv));
    expect(events).toMatchObject([
      {
        action,
        actorType: 'system',
        actorId: 'staff-cli',
        subjectType: 'staff',
        subjectId: await staffIdOf('cli-added@bank.example'),
        after: { email: 'cli-added@bank.example', ...after },
      },
    ]);
  });
});

describe('refused staff actions', () => {
  it('a reviewer approving an application: application.action_refused, though the approval wrote nothing', async () => {
    const application = await freshApplication(testApp, 'RefusedRole');
    const events = await written(async () => {
      const answer = await act(reviewer.browser, 'approve', application);
      expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_FORBIDDEN');
    });
    expect(events).toMatchObject([
      {
        action: 'application.action_refused',
        actorId: reviewer.staffId,
        subjectType: 'application',
        subjectId: String(application.applicationId),
        ip: reviewer.browser.ip,
        after: { code: 'STAFF_FORBIDDEN', role: 'reviewer', attempted: 'approve' },
      },
    ]);
  });

  it('four eyes: the approver who recommended deciding it: application.action_refused with FOUR_EYES', async () => {
    const application = await freshApplication(testApp, 'RefusedFourEyes');
    const recommended = await act(approver.browser, 'recommend', application);
    expect(recommended.errors).toBeUndefined();
    const events = await written(async () => {
      const answer = await act(approver.browser, 'approve', {
        applicationId: application.applicationId,
        expectedVersion: recommended.data?.version ?? 0,
      });
      expect(answer.errors?.[0]?.extensions.code).toBe('FOUR_EYES');
    });
    expect(events).toMatchObject([
      {
        action: 'application.action_refused',
        actorId: approver.staffId,
        subjectId: String(application.applicationId),
        after: { code: 'FOUR_EYES', role: 'approver', attempted: 'approve' },
      },
    ]);
  });

  it('a reviewer deciding a change request: change_request.action_refused, refused before the request is read', async () => {
    const { changeRequestId } = await submittedChangeRequest(testApp, ['address']);
    const events = await written(async () => {
      const answer = await reviewer.browser.query(
        `mutation A($id: Int!) { opsApproveChangeRequest(id: $id) { request { id } } }`,
        {
          id: changeRequestId,
        },
      );
      expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_FORBIDDEN');
    });
    expect(events).toMatchObject([
      {
        action: 'change_request.action_refused',
        actorId: reviewer.staffId,
        subjectType: 'change_request',
        subjectId: String(changeRequestId),
        after: { code: 'STAFF_FORBIDDEN', role: 'reviewer', attempted: 'approve' },
      },
    ]);
  });

  it('a reviewer releasing another reviewer’s claim: application.action_refused', async () => {
    const application = await freshApplication(testApp, 'RefusedRelease');
    const holder = await signedInStaff(testApp, 'holder@bank.example', 'reviewer');
    const claim = `mutation C($id: Int!) { opsClaimCase(applicationId: $id) { applicationId } }`;
    expect((await holder.browser.query(claim, { id: application.applicationId })).errors).toBeUndefined();
    const events = await written(async () => {
      const answer = await reviewer.browser.query(
        `mutation R($id: Int!) { opsReleaseCase(applicationId: $id) { applicationId } }`,
        { id: application.applicationId },
      );
      expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_FORBIDDEN');
    });
    expect(events).toMatchObject([
      {
        action: 'application.action_refused',
        actorId: reviewer.staffId,
        subjectId: String(application.applicationId),
        after: { code: 'STAFF_FORBIDDEN', role: 'reviewer', attempted: 'release' },
      },
    ]);
  });

  it('the gate refusing a role (a reviewer searching the audit log): staff.action_refused naming the operation', async () => {
    const events = await written(async () => {
      const answer = await reviewer.browser.query(`query AuditSearch { auditEvents { events { id } } }`);
      expect(answer.errors?.[0]?.extensions.code).toBe('STAFF_FORBIDDEN');
    });
    expect(events).toMatchObject([
      {
        action: 'staff.action_refused',
        actorId: reviewer.staffId,
        subjectType: 'staff',
        subjectId: reviewer.staffId,
        after: { code: 'STAFF_FORBIDDEN', role: 'reviewer', attempted: '/api/v1/graphql auditEvents' },
      },
    ]);
  });

  it('the gate refusing a role on a route (a reviewer exporting the audit log)', async () => {
    const events = await written(async () => {
      const answer = await reviewer.browser.send({ method: 'GET', url: '/api/v1/ops/audit.csv' });
      expect(answer.statusCode).toBe(403);
    });
    expect(events).toMatchObject([
      { action: 'staff.action_refused', after: { code: 'STAFF_FORBIDDEN', attempted: '/api/v1/ops/audit.csv' } },
    ]);
  });

  it.each([
    ['GraphQL', (browser: TestBrowser) => browser.query('{ opsQueue { total } }')],
    ['a route', (browser: TestBrowser) => browser.send({ method: 'GET', url: '/api/v1/ops/audit.csv' })],
  ])('no staff session (%s): refused, and no event, so strangers cannot fill the log', async (_label, call) => {
    const stranger = new TestBrowser(testApp.app);
    const events = await written(() => call(stranger));
    expect(events).toEqual([]);
  });
});
