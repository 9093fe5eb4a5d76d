import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { latestMailTo, loginQuery, registerUser, signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { accountPausedMessage } from './account-attempts.js';
import { authRateRules } from './auth-deps.js';

// Decision 058, docs/operations.md "Sign-in and reset limits": strangers' failures limit the strangers'
// addresses and only slow the account; the owner's right password from a clean address always gets in.
// Addresses come through X-Forwarded-For from a loopback proxy (docs/operations.md "Client addresses").
const stepMs = 20;

/** A visitor behind the loopback proxy: the peer is 127.0.0.1, the client the forwarded address. */
class ForwardedBrowser extends TestBrowser {
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

const forgot = `query F($email: String!, $recaptchaToken: String) { forgotPassword(email: $email, recaptchaToken: $recaptchaToken) }`;
const strangers = Array.from({ length: 8 }, (_, index) => `203.0.113.${index + 10}`);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_SLOWDOWN_MS: String(stepMs), TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => testApp.close());

let accounts = 0;
async function owner(): Promise<string> {
  accounts += 1;
  const email = `flooded${accounts}@example.com`;
  expect((await registerUser(new TestBrowser(testApp.app), { email })).errors).toBeUndefined();
  return email;
}

const guess = async (email: string, ip: string) =>
  (
    await new ForwardedBrowser(testApp.app, ip).query(loginQuery, {
      email,
      password: 'a wrong guess',
      recaptchaToken: 'test-recaptcha-pass',
    })
  ).errors?.[0];

/** Eleven wrong passwords from each stranger in turn: the answers each address saw, in order. */
async function floodAnswers(email: string): Promise<string[][]> {
  const answers: string[][] = [];
  for (const ip of strangers) {
    const seen: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) seen.push((await guess(email, ip))?.extensions.code ?? 'OK');
    answers.push(seen);
  }
  return answers;
}

// Each address fails until its own limit (10), then only it is refused. The first four reach the
// account's hourly ceiling (40 failures); past it an address that has failed is refused at once, so
// each later one gets a single guess before it is refused too.
const perAddress = authRateRules.loginFailuresPerAccountAndIp.limit;
const ceilingAddresses = authRateRules.loginFailuresPerAccountHourly.limit / perAddress;
const expectedFlood = strangers.map((_, index) => {
  const failures = index < ceilingAddresses ? perAddress : 1;
  return [...Array<string>(failures).fill('INVALID_LOGIN'), ...Array<string>(11 - failures).fill('TOO_MANY_REQUESTS')];
});

const mailsTo = async (email: string) =>
  (await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))).length;

describe('sign-in: strangers cannot lock the owner out', () => {
  it('88 wrong passwords from 8 addresses: the failing addresses are refused, the owner from a fresh one gets in', async () => {
    const email = await owner();
    expect(await floodAnswers(email)).toEqual(expectedFlood);
    for (const ip of strangers) {
      const refused = await guess(email, ip);
      expect(refused).toMatchObject({ message: accountPausedMessage, extensions: { code: 'TOO_MANY_REQUESTS' } });
    }

    const signedIn = await signIn(new ForwardedBrowser(testApp.app, '198.51.100.20'), email);
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.login.email).toBe(email);
    // And again from the same clean address: its own successes are not failures.
    expect((await signIn(new ForwardedBrowser(testApp.app, '198.51.100.20'), email)).data?.login.email).toBe(email);
  });

  it('an unknown e-mail gets the same answers under the same flood', async () => {
    const email = 'nobody-here@example.com';
    expect(await floodAnswers(email)).toEqual(expectedFlood);
    expect((await guess(email, '198.51.100.21'))?.extensions.code).toBe('INVALID_LOGIN');
  });

  it('a reset flood from 8 addresses leaves the owner’s own request a mail, and its link works', async () => {
    const email = await owner();
    const ask = async (ip: string) => {
      const response = await new ForwardedBrowser(testApp.app, ip).query(forgot, {
        email,
        recaptchaToken: 'test-recaptcha-pass',
      });
      return response.errors?.[0]?.extensions.code ?? String(response.data?.forgotPassword);
    };
    for (const ip of strangers) for (let attempt = 0; attempt < 5; attempt += 1) expect(await ask(ip)).toBe('true');
    // Every stranger is now refused there, and a further ask from one that had a mail sends none.
    for (const ip of strangers) expect(await ask(ip)).toBe('TOO_MANY_REQUESTS');

    const before = await mailsTo(email);
    expect(await ask('198.51.100.30')).toBe('true');
    expect(await mailsTo(email)).toBe(before + 1);
    const { token } = await latestMailTo(testApp.database.db, email);
    const reset = await new TestBrowser(testApp.app).query(
      `mutation S($hash: String!, $newPassword: String!) { resetPassword(newPassword: $newPassword, hash: $hash) }`,
      { hash: token, newPassword: 'the owner passphrase 58' },
    );
    expect(reset.data).toEqual({ resetPassword: true });
    const signedIn = await signIn(new ForwardedBrowser(testApp.app, '198.51.100.31'), email, 'the owner passphrase 58');
    expect(signedIn.data?.login.email).toBe(email);
  });

  it('the same reset flood for an unknown e-mail gets the same answers', async () => {
    const ask = async (ip: string) =>
      String(
        (
          await new ForwardedBrowser(testApp.app, ip).query(forgot, {
            email: 'nobody-asked@example.com',
            recaptchaToken: 'test-recaptcha-pass',
          })
        ).data?.forgotPassword,
      );
    for (const ip of strangers) for (let attempt = 0; attempt < 5; attempt += 1) expect(await ask(ip)).toBe('true');
    expect(await ask('198.51.100.32')).toBe('true');
  });
});
