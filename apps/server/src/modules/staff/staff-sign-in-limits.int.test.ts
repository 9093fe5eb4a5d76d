import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { staffRateRules } from './staff-deps.js';
import {
  addStaffAccount,
  enrolStaffAccount,
  StaffBrowser,
  staffPassword,
  staffSignInMutation,
} from './staff-test-kit.js';
import { totpCodeAt } from './staff-totp.js';

// Decision 058, docs/operations.md "Sign-in and reset limits": strangers' failures limit the strangers'
// addresses and only slow the account; the right password and a fresh code from a clean address get in.
// Addresses come through X-Forwarded-For from a loopback proxy (docs/operations.md "Client addresses").

class ForwardedStaffBrowser extends StaffBrowser {
  constructor(
    app: FastifyInstance,
    readonly clientIp: string,
  ) {
    super(app, '127.0.0.1');
  }
  override sessionHeaders(): Record<string, string> {
    return { ...super.sessionHeaders(), 'x-forwarded-for': this.clientIp };
  }
}

const strangers = Array.from({ length: 8 }, (_, index) => `203.0.113.${index + 40}`);
const codeOf = (answer: { errors?: { extensions: { code: string } }[] }) => answer.errors?.[0]?.extensions.code ?? 'OK';

let testApp: TestApp;
let secret: string;
beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_SLOWDOWN_MS: '5', TRUST_PROXY: '127.0.0.1' });
  testApp.clock.pin(new Date('2026-03-02T10:00:05Z'));
  const token = await addStaffAccount(testApp, 'approver@bank.example', 'approver');
  const enrolled = await enrolStaffAccount(testApp, new StaffBrowser(testApp.app), token);
  expect(enrolled.enrolled.errors).toBeUndefined();
  secret = enrolled.secret;
});
afterAll(async () => testApp.close());

const attempt = (ip: string, email: string, password: string) =>
  new ForwardedStaffBrowser(testApp.app, ip).query<{ staffSignIn: { email: string } }>(staffSignInMutation, {
    email,
    password,
    code: totpCodeAt(secret, testApp.clock.now()),
  });

async function floodAnswers(email: string): Promise<string[][]> {
  const answers: string[][] = [];
  for (const ip of strangers) {
    const seen: string[] = [];
    for (let tries = 0; tries < 11; tries += 1) seen.push(codeOf(await attempt(ip, email, 'a wrong staff guess')));
    answers.push(seen);
  }
  return answers;
}

// Each address fails until its own limit, then only it is refused; the first three reach the account's
// hourly ceiling (30 failures), past which each later address gets one guess before it is refused too.
const perAddress = staffRateRules.signInFailuresPerAccountAndIp.limit;
const ceilingAddresses = staffRateRules.signInFailuresPerAccountHourly.limit / perAddress;
const expectedFlood = strangers.map((_, index) => {
  const failures = index < ceilingAddresses ? perAddress : 1;
  return [
    ...Array<string>(failures).fill('STAFF_SIGN_IN_FAILED'),
    ...Array<string>(11 - failures).fill('TOO_MANY_REQUESTS'),
  ];
});

describe('staff sign-in: strangers cannot lock a staff member out', () => {
  it('88 wrong passwords from 8 addresses: they stay refused, the owner from a fresh address gets in at once', async () => {
    expect(await floodAnswers('approver@bank.example')).toEqual(expectedFlood);
    testApp.clock.advance(30_000);
    const owner = await attempt('198.51.100.60', 'approver@bank.example', staffPassword);
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.staffSignIn.email).toBe('approver@bank.example');
    // The strangers' addresses stay refused, whatever they send.
    testApp.clock.advance(30_000);
    for (const ip of strangers) {
      expect(codeOf(await attempt(ip, 'approver@bank.example', staffPassword))).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('an unknown staff e-mail gets the same answers under the same flood', async () => {
    expect(await floodAnswers('nobody@bank.example')).toEqual(expectedFlood);
    expect(codeOf(await attempt('198.51.100.61', 'nobody@bank.example', staffPassword))).toBe('STAFF_SIGN_IN_FAILED');
  });
});
