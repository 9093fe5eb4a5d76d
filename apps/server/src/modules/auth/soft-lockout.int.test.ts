import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { latestMailTo, loginQuery, registerUser, signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { accountPausedMessage } from './account-attempts.js';

// docs/operations.md "Sign-in and reset limits" (decision 058): nobody but a failing address is locked out.
const stepMs = 100;
const forgot = `query F($email: String!, $recaptchaToken: String) { forgotPassword(email: $email, recaptchaToken: $recaptchaToken) }`;
const setPassword = `mutation S($hash: String!, $newPassword: String!) { resetPassword(newPassword: $newPassword, hash: $hash) }`;

let slowed: TestApp;
let unslowed: TestApp;
beforeAll(async () => {
  slowed = await createTestApp({ LOGIN_SLOWDOWN_MS: String(stepMs) });
  // No wait, so the hourly ceiling can be reached in a test's time.
  unslowed = await createTestApp({ LOGIN_SLOWDOWN_MS: '0' });
});
afterAll(async () => {
  await slowed.close();
  await unslowed.close();
});

let accounts = 0;
async function owner(app: TestApp): Promise<string> {
  accounts += 1;
  const email = `owner${accounts}@example.com`;
  expect((await registerUser(new TestBrowser(app.app), { email })).errors).toBeUndefined();
  return email;
}

async function guess(app: TestApp, email: string, ip: string, recaptchaToken: string | null = 'test-recaptcha-pass') {
  const started = performance.now();
  const response = await new TestBrowser(app.app, ip).query(loginQuery, {
    email,
    password: 'a wrong guess',
    recaptchaToken,
  });
  return { code: response.errors?.[0]?.extensions.code, ms: performance.now() - started };
}

async function askReset(
  app: TestApp,
  email: string,
  ip: string,
  recaptchaToken: string | null = 'test-recaptcha-pass',
) {
  const response = await new TestBrowser(app.app, ip).query(forgot, { email, recaptchaToken });
  return response.errors?.[0]?.extensions.code ?? String(response.data?.forgotPassword);
}

const mailsTo = async (app: TestApp, email: string) =>
  (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))).length;

describe('sign-in: soft lockout', () => {
  it('an attacker without a solved reCAPTCHA spends none of the owner’s attempts', async () => {
    const email = await owner(slowed);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const token = attempt % 2 === 0 ? null : 'bot';
      expect((await guess(slowed, email, `10.60.0.${attempt % 3}`, token)).code).toBe('RECAPTCHA_MISMATCH');
    }
    const signedIn = await signIn(new TestBrowser(slowed.app, '10.60.1.1'), email);
    expect(signedIn.data?.login.email).toBe(email);
  });

  it('one address guessing with solved checks locks out only itself, on that account', async () => {
    const email = await owner(slowed);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await guess(slowed, email, '10.61.0.1')).code).toBe('INVALID_LOGIN');
    }
    const blocked = await signIn(new TestBrowser(slowed.app, '10.61.0.1'), email);
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    const signedIn = await signIn(new TestBrowser(slowed.app, '10.61.0.2'), email);
    expect(signedIn.data?.login.email).toBe(email);
  });

  it('many addresses guessing with solved checks slow the account down, one step more each time', async () => {
    const email = await owner(slowed);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { code, ms } = await guess(slowed, email, `10.62.0.${attempt}`);
      expect(code).toBe('INVALID_LOGIN');
      expect(ms).toBeLessThan(stepMs * 10);
    }
    const eleventh = await guess(slowed, email, '10.62.1.1');
    const twelfth = await guess(slowed, email, '10.62.1.2');
    expect([eleventh.code, twelfth.code]).toEqual(['INVALID_LOGIN', 'INVALID_LOGIN']);
    expect(eleventh.ms).toBeGreaterThanOrEqual(stepMs);
    expect(twelfth.ms).toBeGreaterThanOrEqual(2 * stepMs);
    // The owner is slowed too, not refused.
    const started = performance.now();
    const signedIn = await signIn(new TestBrowser(slowed.app, '10.62.2.1'), email);
    expect(signedIn.data?.login.email).toBe(email);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * stepMs);
  });

  it('past 40 failures an hour every failing address is refused, the owner from a clean one is not; a reset link reopens it', async () => {
    const email = await owner(unslowed);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await guess(unslowed, email, `10.63.0.${attempt}`)).code).toBe('INVALID_LOGIN');
    }
    const blocked = await signIn(new TestBrowser(unslowed.app, '10.63.0.1'), email);
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]).toMatchObject({
      message: accountPausedMessage,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await signIn(new TestBrowser(unslowed.app, '10.63.1.1'), email)).data?.login.email).toBe(email);

    expect(await askReset(unslowed, email, '10.63.1.2')).toBe('true');
    const { token } = await latestMailTo(unslowed.database.db, email);
    const reset = await new TestBrowser(unslowed.app).query(setPassword, {
      hash: token,
      newPassword: 'a fresh passphrase 77',
    });
    expect(reset.data).toEqual({ resetPassword: true });
    // The reset forgets the account's count, so an address with one failure is no longer refused.
    const signedIn = await signIn(new TestBrowser(unslowed.app, '10.63.0.1'), email, 'a fresh passphrase 77');
    expect(signedIn.data?.login.email).toBe(email);
  });
});

describe('forgotPassword: no one blocks the owner’s reset', () => {
  it('requests without a solved reCAPTCHA spend nothing: the owner still gets a link', async () => {
    const email = await owner(slowed);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await askReset(slowed, email, '10.64.0.1', attempt % 2 === 0 ? null : 'bot')).toBe('RECAPTCHA_MISMATCH');
    }
    expect(await askReset(slowed, email, '10.64.1.1')).toBe('true');
    expect(await mailsTo(slowed, email)).toBe(2); // the welcome (verification) mail and the reset link
  });

  it('one address asking again and again is refused only there', async () => {
    const email = await owner(slowed);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await askReset(slowed, email, '10.65.0.1'));
    expect(answers).toEqual(['true', 'true', 'true', 'true', 'true', 'TOO_MANY_REQUESTS']);
    const before = await mailsTo(slowed, email);
    expect(await askReset(slowed, email, '10.65.0.2')).toBe('true');
    expect(await mailsTo(slowed, email)).toBe(before + 1);
  });

  it('past 10 mails an hour an address that has asked before gets none, a new one still does; the newest link works', async () => {
    const email = await owner(slowed);
    const before = await mailsTo(slowed, email);
    for (const ip of ['10.66.0.1', '10.66.0.2', '10.66.0.3']) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect(await askReset(slowed, email, ip)).toBe('true');
    }
    // Ten from the first two addresses (forgot:account), then only the third's first request.
    expect(await mailsTo(slowed, email)).toBe(before + 11);
    const { token } = await latestMailTo(slowed.database.db, email);
    expect(await askReset(slowed, email, '10.66.1.1')).toBe('true');
    expect(await mailsTo(slowed, email)).toBe(before + 12);
    const { token: newest } = await latestMailTo(slowed.database.db, email);
    expect(newest).not.toBe(token);
    const reset = await new TestBrowser(slowed.app).query(setPassword, {
      hash: newest,
      newPassword: 'the owner passphrase 9',
    });
    expect(reset.data).toEqual({ resetPassword: true });
    expect((await signIn(new TestBrowser(slowed.app), email, 'the owner passphrase 9')).data?.login.email).toBe(email);
  });
});

describe('sign-up and the verification resend: no one blocks the owner either', () => {
  const resend = (app: TestApp, email: string, ip: string) =>
    new TestBrowser(app.app, ip).query(`query R($email: String!) { resendVerificationEmail(email: $email) }`, {
      email,
    });

  it('sign-ups for an address without a solved reCAPTCHA do not stop its owner signing up', async () => {
    const email = 'future-owner@example.com';
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const refused = await registerUser(new TestBrowser(slowed.app, `10.67.0.${attempt}`), {
        email,
        recaptchaToken: attempt % 2 === 0 ? null : 'bot',
      });
      expect(refused.errors?.[0]?.message).toBe('reCAPTCHA match');
    }
    expect((await registerUser(new TestBrowser(slowed.app, '10.67.1.1'), { email })).data?.register.email).toBe(email);
  });

  it('a resend flood from many addresses stops sending mail but leaves the owner the newest link, which works', async () => {
    const email = await owner(slowed);
    const before = await mailsTo(slowed, email);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await resend(slowed, email, `10.68.0.${attempt}`)).data).toEqual({ resendVerificationEmail: true });
    }
    expect(await mailsTo(slowed, email)).toBe(before + 10);
    const { token } = await latestMailTo(slowed.database.db, email);
    const verified = await new TestBrowser(slowed.app).query(
      `query V($hash: String!) { emailVerification(verificationHash: $hash) { email } }`,
      { hash: token },
    );
    expect(verified.data).toEqual({ emailVerification: { email } });
  });

  it('one address asking for resends again and again is refused only there', async () => {
    const email = await owner(slowed);
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      codes.push((await resend(slowed, email, '10.69.0.1')).errors?.[0]?.extensions.code);
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'TOO_MANY_REQUESTS']);
    expect((await resend(slowed, email, '10.69.0.2')).data).toEqual({ resendVerificationEmail: true });
  });
});
