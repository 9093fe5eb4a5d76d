import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { StaffCommandError } from './staff-accounts-service.js';
import { staffSessionIdleSeconds, staffSessionMaxSeconds } from './staff-deps.js';
import {
  addStaffAccount,
  currentStaffQuery,
  enrolmentQuery,
  enrolMutation,
  enrolStaffAccount,
  enrolmentTokenOf,
  staffCommand,
  staffPassword,
  StaffBrowser,
  staffSignInMutation,
  staffSignOutMutation,
} from './staff-test-kit.js';
import { totpCodeAt } from './staff-totp.js';

const stepMs = 30_000;
const codeOf = (error: { errors?: { extensions: { code: string } }[] }) => error.errors?.[0]?.extensions.code;

describe('staff accounts', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
    // A route behind the gate with a role, as the back office's own routes will be.
    testApp.app.get('/test/approvers-only', async (request, reply) =>
      testApp.requireStaff({ request, reply }, ['approver', 'admin']),
    );
    testApp.clock.pin(new Date('2026-03-02T10:00:05Z'));
  });
  afterEach(async () => testApp.close());

  const signIn = (browser: StaffBrowser, secret: string, overrides: Record<string, string> = {}) =>
    browser.query<{ staffSignIn: { email: string; role: string } }>(staffSignInMutation, {
      email: 'reviewer@bank.example',
      password: staffPassword,
      code: totpCodeAt(secret, testApp.clock.now()),
      ...overrides,
    });

  async function enrolledReviewer() {
    const token = await addStaffAccount(testApp, 'Reviewer@Bank.example', 'reviewer');
    const browser = new StaffBrowser(testApp.app);
    const { secret, enrolled } = await enrolStaffAccount(testApp, browser, token);
    expect(enrolled.errors).toBeUndefined();
    return { token, secret, browser };
  }

  it('enrols once through the link the CLI printed, and the enrolment starts a staff session', async () => {
    const { token, browser } = await enrolledReviewer();
    const me = await browser.query(currentStaffQuery);
    expect(me.data).toEqual({ currentStaff: { email: 'reviewer@bank.example', role: 'reviewer' } });
    const secondView = await new StaffBrowser(testApp.app).query(enrolmentQuery, { token });
    expect(codeOf(secondView)).toBe('STAFF_ENROLMENT_INVALID');
    const secondUse = await new StaffBrowser(testApp.app).query(enrolMutation, {
      token,
      password: staffPassword,
      code: '123456',
    });
    expect(codeOf(secondUse)).toBe('STAFF_ENROLMENT_INVALID');
  });

  it('shows the secret and the otpauth URI, refuses a wrong first code and keeps the link live', async () => {
    const token = await addStaffAccount(testApp, 'approver@bank.example', 'approver');
    const browser = new StaffBrowser(testApp.app);
    const view = await browser.query<{ staffEnrolment: Record<string, string> }>(enrolmentQuery, { token });
    const enrolment = view.data?.staffEnrolment;
    expect(enrolment?.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment?.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*algorithm=SHA1&digits=6&period=30/);
    const wrong = String((Number(totpCodeAt(enrolment?.totpSecret ?? '', testApp.clock.now())) + 1) % 1_000_000);
    const refused = await browser.query(enrolMutation, {
      token,
      password: staffPassword,
      code: wrong.padStart(6, '0'),
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    const common = await browser.query(enrolMutation, { token, password: 'password123', code: '000000' });
    expect(codeOf(common)).toBe('BAD_USER_INPUT');
    const again = await browser.query(enrolmentQuery, { token });
    expect(again.errors).toBeUndefined();
  });

  it('an enrolment link is dead after 24 hours', async () => {
    const token = await addStaffAccount(testApp, 'late@bank.example', 'admin');
    testApp.clock.advance(24 * 3_600_000 + 1_000);
    const view = await new StaffBrowser(testApp.app).query(enrolmentQuery, { token });
    expect(codeOf(view)).toBe('STAFF_ENROLMENT_INVALID');
  });

  it('signs in with e-mail, password and code; a wrong e-mail, password, code or a replayed code get one answer', async () => {
    const { secret } = await enrolledReviewer();
    testApp.clock.advance(stepMs);
    const browser = new StaffBrowser(testApp.app);
    const good = totpCodeAt(secret, testApp.clock.now());
    const wrongCode = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const failures: Record<string, string>[] = [
      { email: 'nobody@bank.example' },
      { password: 'not the staff passphrase' },
      { code: wrongCode },
      { code: '' },
      { password: '' },
    ];
    for (const overrides of failures) {
      const answer = await signIn(browser, secret, overrides);
      expect(codeOf(answer), JSON.stringify(overrides)).toBe('STAFF_SIGN_IN_FAILED');
      expect(answer.errors?.[0]?.message).toBe('Incorrect e-mail, password or code.');
    }
    const ok = await signIn(browser, secret);
    expect(ok.data?.staffSignIn).toEqual({ email: 'reviewer@bank.example', role: 'reviewer' });
    const tokenCookie = ok.setCookies.find((cookie) => cookie.startsWith(`${staffSessionTransport.tokenCookie}=`));
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/Secure/);
    expect(tokenCookie).toMatch(/SameSite=Strict/);
    expect(tokenCookie).toMatch(/Path=\//);
    // The same code a second time (the enrolment's step was spent too): refused, even with the right password.
    const replay = await signIn(new StaffBrowser(testApp.app), secret);
    expect(codeOf(replay)).toBe('STAFF_SIGN_IN_FAILED');
  });

  it('two sign-ins racing with one code: exactly one gets in', async () => {
    const { secret } = await enrolledReviewer();
    testApp.clock.advance(stepMs);
    const answers = await Promise.all([0, 1, 2].map(() => signIn(new StaffBrowser(testApp.app), secret)));
    const codes = answers.map((answer) => codeOf(answer) ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'STAFF_SIGN_IN_FAILED', 'STAFF_SIGN_IN_FAILED']);
  });

  it('two enrolments racing with one link: exactly one gets in', async () => {
    const token = await addStaffAccount(testApp, 'racer@bank.example', 'reviewer');
    const view = await new StaffBrowser(testApp.app).query<{ staffEnrolment: { totpSecret: string } }>(enrolmentQuery, {
      token,
    });
    const secret = view.data?.staffEnrolment.totpSecret ?? '';
    // Codes of two different steps, so both may pass the code check and meet at the link.
    const codes = [
      totpCodeAt(secret, testApp.clock.now()),
      totpCodeAt(secret, new Date(testApp.clock.now().getTime() + stepMs)),
    ];
    const answers = await Promise.all(
      codes.map((code) => new StaffBrowser(testApp.app).query(enrolMutation, { token, password: staffPassword, code })),
    );
    // The later step may be claimed first, and then the earlier code is refused as stale: either way, one gets in.
    const outcomes = answers.map((answer) => codeOf(answer) ?? 'OK');
    expect(outcomes.filter((outcome) => outcome === 'OK')).toHaveLength(1);
    expect(['BAD_USER_INPUT', 'STAFF_ENROLMENT_INVALID']).toContain(outcomes.find((outcome) => outcome !== 'OK'));
  });

  it('limits failing sign-ins per account and address; another address still signs in', async () => {
    const { secret } = await enrolledReviewer();
    const guess = (browser: StaffBrowser) => signIn(browser, secret, { password: 'wrong wrong wrong' });
    const guesser = new StaffBrowser(testApp.app);
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push(codeOf(await guess(guesser)));
    expect(answers.slice(0, 10).every((code) => code === 'STAFF_SIGN_IN_FAILED')).toBe(true);
    expect(answers[10]).toBe('TOO_MANY_REQUESTS');
    // Another address still signs in: one address guessing locks out only itself.
    testApp.clock.advance(stepMs);
    expect((await signIn(new StaffBrowser(testApp.app), secret)).errors).toBeUndefined();
    // The guessing address stays refused, even with the right password and code (staff-sign-in-limits.int.test.ts).
    testApp.clock.advance(stepMs);
    expect(codeOf(await signIn(guesser, secret))).toBe('TOO_MANY_REQUESTS');
  });

  it('ends a session after 10 idle minutes and after 8 hours however busy', async () => {
    const { browser } = await enrolledReviewer();
    testApp.clock.advance((staffSessionIdleSeconds - 30) * 1000);
    expect((await browser.query(currentStaffQuery)).errors).toBeUndefined();
    testApp.clock.advance((staffSessionIdleSeconds + 1) * 1000);
    expect(codeOf(await browser.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');

    testApp.clock.advance(stepMs);
    const busy = new StaffBrowser(testApp.app);
    await enrolStaffAfterReset(testApp, busy);
    const hours = staffSessionMaxSeconds / 3600;
    for (let hour = 0; hour < hours; hour += 1) {
      for (let tick = 0; tick < 6; tick += 1) {
        testApp.clock.advance(10 * 60_000 - 1_000);
        expect((await busy.query(currentStaffQuery)).errors).toBeUndefined();
      }
    }
    // 8 hours less 48 s have passed, each request within the idle limit; a minute more passes the 8 hours.
    testApp.clock.advance(60_000);
    expect(codeOf(await busy.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
  });

  it('signing out ends the session on the server, not only in the browser', async () => {
    const { browser } = await enrolledReviewer();
    const kept = new Map(browser.cookies);
    expect((await browser.query(staffSignOutMutation)).data).toEqual({ staffSignOut: true });
    const replayed = new StaffBrowser(testApp.app);
    for (const [name, value] of kept) replayed.cookies.set(name, value);
    expect(codeOf(await replayed.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
  });

  it('disable and reset end every session; reset voids the old password and authenticator', async () => {
    const { browser, secret } = await enrolledReviewer();
    expect(await staffCommand(testApp, ['disable', 'reviewer@bank.example'])).toEqual([
      'reviewer@bank.example is disabled and signed out everywhere.',
    ]);
    expect(codeOf(await browser.query(currentStaffQuery))).toBe('STAFF_SESSION_INVALID');
    testApp.clock.advance(stepMs);
    expect(codeOf(await signIn(new StaffBrowser(testApp.app), secret))).toBe('STAFF_SIGN_IN_FAILED');

    const token = enrolmentTokenOf(await staffCommand(testApp, ['reset', 'reviewer@bank.example']));
    testApp.clock.advance(stepMs);
    expect(codeOf(await signIn(new StaffBrowser(testApp.app), secret))).toBe('STAFF_SIGN_IN_FAILED');
    const fresh = new StaffBrowser(testApp.app);
    const enrolled = await enrolStaffAccount(testApp, fresh, token);
    expect(enrolled.secret).not.toBe(secret);
    expect((await fresh.query(currentStaffQuery)).data).toEqual({
      currentStaff: { email: 'reviewer@bank.example', role: 'reviewer' },
    });
    expect(await staffCommand(testApp, ['list'])).toEqual(['reviewer@bank.example\treviewer\tactive']);
  });

  it('the CLI refuses unknown roles, bad e-mails, a second account for one e-mail and unknown commands', async () => {
    const refusals: [string[], RegExp][] = [
      [
        ['add', 'a@bank.example', '--role', 'superuser'],
        /Unknown role "superuser": use one of reviewer, approver, admin/,
      ],
      [['add', 'a@bank.example'], /--role is required/],
      [['add', 'not-an-email', '--role', 'reviewer'], /"not-an-email" is not an e-mail address/],
      [['disable', 'nobody@bank.example'], /No staff account for nobody@bank.example/],
      [['reset'], /"reset" takes one e-mail address/],
      [['promote', 'a@bank.example'], /Usage: npm run staff/],
    ];
    for (const [argv, message] of refusals) {
      await expect(staffCommand(testApp, argv), argv.join(' ')).rejects.toThrow(message);
      await expect(staffCommand(testApp, argv)).rejects.toBeInstanceOf(StaffCommandError);
    }
    await addStaffAccount(testApp, 'a@bank.example', 'admin');
    await expect(staffCommand(testApp, ['add', 'A@bank.example', '--role', 'reviewer'])).rejects.toThrow(
      /already has a staff account/,
    );
    expect(await staffCommand(testApp, ['list'])).toEqual(['a@bank.example\tadmin\tpending']);
  });

  it('requireStaff refuses a role it was not given with STAFF_FORBIDDEN', async () => {
    const { browser } = await enrolledReviewer();
    const reviewer = await browser.send({ method: 'GET', url: '/test/approvers-only' });
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.body).toContain('STAFF_FORBIDDEN');
    testApp.clock.advance(stepMs);
    const token = await addStaffAccount(testApp, 'approver@bank.example', 'approver');
    const approver = new StaffBrowser(testApp.app);
    await enrolStaffAccount(testApp, approver, token);
    const allowed = await approver.send({ method: 'GET', url: '/test/approvers-only' });
    expect(allowed.json()).toEqual({ staffId: expect.any(String), email: 'approver@bank.example', role: 'approver' });
  });

  it('asks crawlers not to index any back-office page', async () => {
    const browser = new TestBrowser(testApp.app);
    for (const url of ['/ops', '/ops/sign-in', '/ops/enrol?token=x']) {
      expect((await browser.send({ method: 'GET', url })).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await browser.send({ method: 'GET', url: '/opsx' })).headers['x-robots-tag']).toBeUndefined();
  });

  describe('applicant and staff sessions never stand in for each other', () => {
    const staffOperations = [currentStaffQuery, staffSignOutMutation];

    it('an applicant session gets STAFF_SESSION_INVALID on every staff operation and route', async () => {
      const applicant = new StaffBrowser(testApp.app);
      expect((await registerUser(applicant)).errors).toBeUndefined();
      for (const operation of staffOperations) {
        const answer = await applicant.query(operation);
        expect(codeOf(answer), operation).toBe('STAFF_SESSION_INVALID');
        expect(answer.status).toBe(401);
      }
      // The applicant's token and hash, put where the staff ones go, are not a staff session either.
      const disguised = new StaffBrowser(testApp.app);
      for (const [name, value] of applicant.cookies) disguised.cookies.set(name, value);
      disguised.cookies.set(staffSessionTransport.tokenCookie, applicant.cookies.get('wp_token') ?? '');
      disguised.cookies.set(staffSessionTransport.sessionHashCookie, applicant.cookies.get('wp_session_hash') ?? '');
      for (const operation of staffOperations) {
        expect(codeOf(await disguised.query(operation)), operation).toBe('STAFF_SESSION_INVALID');
      }
      const gate = await applicant.send({ method: 'GET', url: '/test/approvers-only' });
      expect(gate.statusCode).toBe(401);
      expect(gate.body).toContain('STAFF_SESSION_INVALID');
    });

    it('a staff session is no applicant session', async () => {
      const { browser } = await enrolledReviewer();
      const applicantOnly = await browser.query('query { checkToken(returnUserData: true) { isSessionValid } }');
      expect(applicantOnly.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const session = await browser.query<{ checkSession: { sessionIsValid: boolean } }>(
        'query { checkSession { sessionIsValid } }',
      );
      expect(session.data?.checkSession.sessionIsValid).toBe(false);
      // The staff token moved into the applicant's cookies is unknown there too.
      const disguised = new TestBrowser(testApp.app);
      disguised.cookies.set('wp_token', browser.cookies.get(staffSessionTransport.tokenCookie) ?? '');
      disguised.cookies.set('wp_session_hash', browser.cookies.get(staffSessionTransport.sessionHashCookie) ?? '');
      const moved = await disguised.query('query { checkToken(returnUserData: true) { isSessionValid } }');
      expect(moved.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});

/** Resets the reviewer and enrols again: a second, fresh session for the absolute-limit test. */
async function enrolStaffAfterReset(testApp: TestApp, browser: StaffBrowser) {
  const token = enrolmentTokenOf(await staffCommand(testApp, ['reset', 'reviewer@bank.example']));
  return enrolStaffAccount(testApp, browser, token);
}
