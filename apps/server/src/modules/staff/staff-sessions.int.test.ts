import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSessionIdleSeconds } from './staff-deps.js';
import {
  addPasskey,
  allSessionsQuery,
  codeOf,
  mySessionsQuery,
  passkeyTestOrigin,
  signedInStaff,
  signInWithPasskey,
  signOutEverywhereMutation,
  signOutOthersMutation,
  staffAuditEvents,
} from './staff-passkeys-test-kit.js';
import { currentStaffQuery, StaffBrowser } from './staff-test-kit.js';

// Decision 072: each staff member sees and ends their own sessions; admins see every live session and sign anyone out.

interface SessionRow {
  id: string;
  staffId: string;
  staffEmail: string;
  staffRole: string;
  ip: string | null;
  device: string;
  current: boolean;
}

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ PUBLIC_URL: passkeyTestOrigin });
  testApp.clock.pin(new Date('2026-03-02T10:00:05Z'));
});
afterEach(async () => testApp.close());

/** A reviewer signed in twice: at enrolment (laptop) and with a passkey (phone). */
async function reviewerOnTwoDevices() {
  const reviewer = await signedInStaff(testApp, 'reviewer@bank.example', 'reviewer');
  expect((await addPasskey(reviewer.browser, reviewer.authenticator)).errors).toBeUndefined();
  const phone = new StaffBrowser(testApp.app);
  expect(codeOf(await signInWithPasskey(phone, reviewer.authenticator))).toBe('OK');
  return { laptop: reviewer.browser, phone };
}

const sessionsOf = async (browser: StaffBrowser, query = mySessionsQuery) => {
  const answer = await browser.query<{ myStaffSessions?: SessionRow[]; staffSessions?: SessionRow[] }>(query);
  return answer.data?.myStaffSessions ?? answer.data?.staffSessions ?? [];
};

describe('my sessions', () => {
  it('lists my live sessions with address, device and which one is this; ends the others', async () => {
    const { laptop, phone } = await reviewerOnTwoDevices();
    const mine = await sessionsOf(laptop);
    expect(mine).toHaveLength(2);
    expect(mine.map((session) => [session.ip, session.current]).sort()).toEqual(
      [
        [laptop.ip, true],
        [phone.ip, false],
      ].sort(),
    );
    expect(mine[0]).toMatchObject({
      staffEmail: 'reviewer@bank.example',
      staffRole: 'reviewer',
      device: 'Unknown device',
    });

    expect((await laptop.query(signOutOthersMutation)).data).toEqual({ staffSignOutOtherSessions: 1 });
    expect(codeOf(await phone.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
    expect(codeOf(await laptop.query(currentStaffQuery))).toBe('OK');
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it('a session idle past its limit is not listed as live', async () => {
    const { laptop, phone } = await reviewerOnTwoDevices();
    testApp.clock.advance((staffSessionIdleSeconds - 60) * 1000);
    await laptop.query(currentStaffQuery);
    testApp.clock.advance(120 * 1000);
    const mine = await sessionsOf(laptop);
    expect(mine.map((session) => session.current)).toEqual([true]);
    expect(codeOf(await phone.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
  });

  it('needs a staff session', async () => {
    const stranger = new StaffBrowser(testApp.app);
    expect(codeOf(await stranger.query(mySessionsQuery))).toBe('STAFF_SESSION_INVALID');
    expect(codeOf(await stranger.query(signOutOthersMutation))).toBe('STAFF_SESSION_INVALID');
  });
});

describe('every staff session (admins)', () => {
  it('an admin sees every live session and signs a staff member out everywhere; their next request is refused', async () => {
    const { laptop, phone } = await reviewerOnTwoDevices();
    const admin = await signedInStaff(testApp, 'admin@bank.example', 'admin');
    const all = await sessionsOf(admin.browser, allSessionsQuery);
    expect(all.map((session) => `${session.staffEmail} ${session.staffRole} ${session.current}`)).toEqual([
      'admin@bank.example admin true',
      'reviewer@bank.example reviewer false',
      'reviewer@bank.example reviewer false',
    ]);
    const reviewerId = all[1]?.staffId ?? '';

    const ended = await admin.browser.query(signOutEverywhereMutation, { staffId: reviewerId });
    expect(ended.data).toEqual({ staffSignOutEverywhere: 2 });
    expect(codeOf(await laptop.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
    expect(codeOf(await phone.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
    expect(codeOf(await admin.browser.query(currentStaffQuery))).toBe('OK');
    expect((await sessionsOf(admin.browser, allSessionsQuery)).map((session) => session.staffEmail)).toEqual([
      'admin@bank.example',
    ]);
    const [event] = await staffAuditEvents(testApp, 'staff.sign_out_everywhere');
    expect(event).toMatchObject({
      actorEmail: 'admin@bank.example',
      subjectId: reviewerId,
      ip: admin.browser.ip,
      after: { sessionsEnded: 2 },
    });
  });

  it.each([
    ['reviewer', 'reviewer@bank.example'],
    ['approver', 'approver@bank.example'],
  ] as const)('a %s gets STAFF_FORBIDDEN for the list and for signing anyone out', async (role, email) => {
    const staff = await signedInStaff(testApp, email, role);
    const [own] = await sessionsOf(staff.browser);
    expect(codeOf(await staff.browser.query(allSessionsQuery))).toBe('STAFF_FORBIDDEN');
    const refused = await staff.browser.query(signOutEverywhereMutation, { staffId: own?.staffId ?? '' });
    expect(codeOf(refused)).toBe('STAFF_FORBIDDEN');
    expect(codeOf(await staff.browser.query(currentStaffQuery))).toBe('OK');
  });

  it('NOT_FOUND for an account that does not exist', async () => {
    const admin = await signedInStaff(testApp, 'admin@bank.example', 'admin');
    for (const staffId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(codeOf(await admin.browser.query(signOutEverywhereMutation, { staffId }))).toBe('NOT_FOUND');
    }
  });
});
