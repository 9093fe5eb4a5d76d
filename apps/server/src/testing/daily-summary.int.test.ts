import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAuditEvent } from '../platform/audit/audit-event.js';
import {
  act,
  bureauByLastName,
  currentVersion,
  freshApplication,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The lead's daily summary (decision 070) over one app: applications
 * submitted 40 days before, 27 days before and on the day, decided and
 * asked for information by staff through the real actions; what a test
 * cannot make happen on the day (a referral, a deadline's closing, change
 * requests) is written as those parts record it.
 */
const dayMs = 24 * 60 * 60 * 1000;
const noonToday = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
const day = noonToday.toISOString().slice(0, 10);
const daysBefore = (days: number) => new Date(noonToday.getTime() - days * dayMs);
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

let app: TestApp;
let approver: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;

const summaryQuery = `query Summary($day: String) {
  opsDailySummary(day: $day) {
    day countedAt
    counts { applicationsSubmitted approved declined referred informationRequested closedIncomplete
      changeRequestsOpened changeRequestsDecided }
    openCases { total overdue dueSoon unassigned }
    staff { staffId email openClaims actionsTaken }
  }
}`;

interface Summary {
  day: string;
  counts: Record<string, number>;
  openCases: Record<string, number>;
  staff: { staffId: string; email: string; openClaims: number; actionsTaken: number }[];
}

async function summaryOf(staff: StaffMember, variables: Record<string, unknown> = {}) {
  return staff.browser.query<{ opsDailySummary: Summary }>(summaryQuery, variables);
}

const sql = (text: string, values: unknown[]) => app.database.sql.executeSql(text, values);

beforeAll(async () => {
  app = await createTestApp({}, undefined, undefined, bureauByLastName());
  app.clock.pin(daysBefore(40));
  const overdue = await freshApplication(app, 'Overdue');
  app.clock.pin(daysBefore(27));
  const dueSoon = await freshApplication(app, 'Duesoon');
  app.clock.pin(noonToday);
  const approved = await freshApplication(app, 'Approved');
  const declined = await freshApplication(app, 'Declined');
  const asked = await freshApplication(app, 'Asked');
  approver = await signedInStaff(app, 'approver@bank.example', 'approver');
  admin = await signedInStaff(app, 'admin@bank.example', 'admin');
  reviewer = await signedInStaff(app, 'reviewer@bank.example', 'reviewer');

  for (const [staff, action, target] of [
    [approver, 'approve', approved],
    [approver, 'decline', declined],
    [admin, 'requestInformation', asked],
  ] as const) {
    const done = await act(staff.browser, action, {
      applicationId: target.applicationId,
      expectedVersion: await currentVersion(app, target.applicationId),
    });
    if (done.errors) throw new Error(`${action} refused: ${JSON.stringify(done.errors)}`);
  }
  // Claims: two open cases, and one on the application approved since (no longer open).
  for (const [applicationId, staff] of [
    [overdue.applicationId, reviewer],
    [dueSoon.applicationId, approver],
    [approved.applicationId, admin],
  ] as const) {
    await sql(
      `insert into application_claims (application_id, staff_id, claimed_at) values ($1, $2, $3)
       on conflict (application_id) do update set staff_id = excluded.staff_id`,
      [applicationId, staff.staffId, noonToday],
    );
  }
  const db = app.database.db;
  const policy = { type: 'system', name: 'decision-policy' } as const;
  const staffActor = (staff: StaffMember) => ({ type: 'staff', staffId: staff.staffId, email: staff.email }) as const;
  const event = (
    occurredAt: Date,
    actor: Parameters<typeof appendAuditEvent>[1]['actor'],
    action: string,
    id: string,
    after: Record<string, unknown> | null = null,
  ) =>
    appendAuditEvent(db, {
      occurredAt,
      actor,
      action,
      subject: { type: action.split('.')[0] === 'decision' ? 'application' : (action.split('.')[0] ?? 'x'), id },
      after,
    });
  // Referred: one application twice on the day (counted once), another the day before.
  await event(noonToday, policy, 'decision.automatic', String(overdue.applicationId), { outcome: 'refer' });
  await event(noonToday, policy, 'decision.automatic', String(overdue.applicationId), { outcome: 'refer' });
  await event(daysBefore(1), policy, 'decision.automatic', String(dueSoon.applicationId), { outcome: 'refer' });
  // Change requests: two decided on the day, one the day after.
  await event(noonToday, staffActor(admin), 'change_request.approve', '901');
  await event(noonToday, staffActor(admin), 'change_request.decline', '902');
  await event(new Date(noonToday.getTime() + dayMs), staffActor(admin), 'change_request.approve', '903');
  // An actor id the staff directory cannot look up (not a uuid) is named by the e-mail the log kept.
  await event(
    noonToday,
    { type: 'staff', staffId: 'staff-imported', email: 'imported@bank.example' },
    'application.recommendation',
    String(dueSoon.applicationId),
  );
  // Reading is not acting: none of these is an action taken.
  await event(noonToday, staffActor(reviewer), 'application.personal_data_read', String(overdue.applicationId));
  await event(noonToday, staffActor(reviewer), 'application.ssn_reveal', String(overdue.applicationId));
  await event(noonToday, staffActor(reviewer), 'staff.sign_in', reviewer.staffId);
  await event(noonToday, staffActor(reviewer), 'audit_log.search', 'audit_events');
  // A request for information the deadline closed on the day, sent 30 days before.
  await sql(
    `insert into information_requests (id, application_id, staff_id, codes, deadline, requested_at, closed_incomplete_at)
     values ($1, 999999, $2, '["proofOfIncome"]', $3, $4, $5)`,
    [randomUUID(), admin.staffId, isoDay(daysBefore(1)), daysBefore(30), noonToday],
  );
  // Change requests sent on the day, the day before, and one never sent.
  for (const submittedAt of [noonToday, daysBefore(1), null]) {
    await sql(`insert into change_requests (user_id, status, codes, submitted_at) values ($1, $2, '["name"]', $3)`, [
      randomUUID(),
      submittedAt ? 'submitted' : 'pending',
      submittedAt,
    ]);
  }
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('opsDailySummary', () => {
  it.each([
    ['applications submitted that day', 'applicationsSubmitted', 3],
    ['applications approved by staff', 'approved', 1],
    ['applications declined by staff', 'declined', 1],
    ['applications the policy referred, each once', 'referred', 1],
    ['requests for information sent', 'informationRequested', 1],
    ["applications a request's deadline closed as incomplete", 'closedIncomplete', 1],
    ['change requests sent to staff', 'changeRequestsOpened', 1],
    ['change requests decided', 'changeRequestsDecided', 2],
  ])('counts %s (%s)', async (_rule, field, expected) => {
    const answer = await summaryOf(approver);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.opsDailySummary.day).toBe(day);
    expect(answer.data?.opsDailySummary.counts[field]).toBe(expected);
  });

  it.each([
    ['every open case (submitted, not finally decided)', 'total', 3],
    ['past its Reg B deadline', 'overdue', 1],
    ['due in 5 days or fewer', 'dueSoon', 1],
    ['claimed by nobody', 'unassigned', 1],
  ])('counts the open cases now: %s (%s)', async (_rule, field, expected) => {
    const answer = await summaryOf(admin);
    expect(answer.data?.opsDailySummary.openCases[field]).toBe(expected);
  });

  it('lists each staff member: open cases claimed and actions taken that day, reads not counted, most actions first', async () => {
    const answer = await summaryOf(approver);
    expect(answer.data?.opsDailySummary.staff).toEqual([
      { staffId: admin.staffId, email: 'admin@bank.example', openClaims: 0, actionsTaken: 3 },
      { staffId: approver.staffId, email: 'approver@bank.example', openClaims: 1, actionsTaken: 2 },
      { staffId: 'staff-imported', email: 'imported@bank.example', openClaims: 0, actionsTaken: 1 },
      { staffId: reviewer.staffId, email: 'reviewer@bank.example', openClaims: 1, actionsTaken: 0 },
    ]);
  });

  it('counts another day asked for: the day of the oldest submission', async () => {
    const answer = await summaryOf(approver, { day: isoDay(daysBefore(40)) });
    expect(answer.data?.opsDailySummary).toMatchObject({
      day: isoDay(daysBefore(40)),
      counts: { applicationsSubmitted: 1, approved: 0, referred: 0, changeRequestsOpened: 0 },
      // The open cases are always now's.
      openCases: { total: 3 },
    });
  });

  it.each([['a reviewer', () => reviewer, 'STAFF_FORBIDDEN']])('is refused to %s', async (_who, staff, code) => {
    expect((await summaryOf(staff())).errors?.[0]?.extensions.code).toBe(code);
  });

  it.each(['2026-13-01', 'yesterday', '2026-11-28T00:00:00Z'])('refuses the day %s', async (bad) => {
    const answer = await summaryOf(approver, { day: bad });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
