import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { goodPassword, latestMailTo, registerUser, signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { oneTimeTokens } from './auth-tables.js';

const forgot = `query F($email: String!, $recaptchaToken: String) { forgotPassword(email: $email, recaptchaToken: $recaptchaToken) }`;
const checkLink = `mutation C($hash: String!) { resetPassword(verifyHash: true, hash: $hash) }`;
const setPassword = `mutation S($hash: String!, $newPassword: String!) { resetPassword(newPassword: $newPassword, hash: $hash) }`;
const newPassword = 'a brand new passphrase 2026';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function requestLink(email: string): Promise<string> {
  const response = await new TestBrowser(testApp.app).query(forgot, { email, recaptchaToken: 'test-recaptcha-pass' });
  expect(response.data).toEqual({ forgotPassword: true });
  return String((await latestMailTo(testApp.database.db, email)).token);
}

describe('forgotPassword', () => {
  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'known@example.com' });
    const known = await new TestBrowser(testApp.app).query(forgot, {
      email: 'known@example.com',
      recaptchaToken: 'test-recaptcha-pass',
    });
    const unknown = await new TestBrowser(testApp.app).query(forgot, {
      email: 'unknown@example.com',
      recaptchaToken: 'test-recaptcha-pass',
    });
    expect(known).toEqual(unknown);
    expect((await latestMailTo(testApp.database.db, 'known@example.com')).mail?.subject).toMatch(/Reset your/);
    expect((await latestMailTo(testApp.database.db, 'unknown@example.com')).mail).toBeUndefined();
  });

  it("refuses a failed reCAPTCHA with 'reCAPTCHA match'", async () => {
    const response = await new TestBrowser(testApp.app).query(forgot, {
      email: 'known@example.com',
      recaptchaToken: 'nope',
    });
    expect(response.errors?.[0]?.message).toBe('reCAPTCHA match');
  });

  // From many addresses the mails stop but the owner keeps a link: soft-lockout.int.test.ts.
  it('limits requests per account from one address', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'spam@example.com' });
    const answers: (string | undefined)[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await new TestBrowser(testApp.app, '10.9.0.1').query(forgot, {
        email: 'spam@example.com',
        recaptchaToken: 'test-recaptcha-pass',
      });
      answers.push(response.errors?.[0]?.extensions.code);
    }
    expect(answers.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(answers[5]).toBe('TOO_MANY_REQUESTS');
  });
});

describe('resetPassword', () => {
  it('checks the link, sets the password once, ends other sessions, and the new password signs in', async () => {
    const laptop = new TestBrowser(testApp.app);
    await registerUser(laptop, { email: 'reset@example.com' });
    const hash = await requestLink('reset@example.com');
    const phone = new TestBrowser(testApp.app);

    expect((await phone.query(checkLink, { hash })).data).toEqual({ resetPassword: true });
    // Checking does not use the link up.
    expect((await phone.query(checkLink, { hash })).data).toEqual({ resetPassword: true });
    expect((await phone.query(setPassword, { hash, newPassword })).data).toEqual({ resetPassword: true });

    expect((await laptop.query(`{ checkSession { sessionIsValid } }`)).data).toEqual({
      checkSession: { sessionIsValid: false },
    });
    expect(
      (await signIn(new TestBrowser(testApp.app), 'reset@example.com', goodPassword)).errors?.[0]?.extensions.code,
    ).toBe('INVALID_LOGIN');
    expect((await signIn(new TestBrowser(testApp.app), 'reset@example.com', newPassword)).data?.login.email).toBe(
      'reset@example.com',
    );

    // The link is single-use.
    expect((await phone.query(checkLink, { hash })).data).toEqual({ resetPassword: false });
    expect((await phone.query(setPassword, { hash, newPassword: 'yet another passphrase' })).data).toEqual({
      resetPassword: false,
    });
  });

  it('keeps working only for the newest link', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'twice@example.com' });
    const first = await requestLink('twice@example.com');
    const second = await requestLink('twice@example.com');
    expect((await new TestBrowser(testApp.app).query(checkLink, { hash: first })).data).toEqual({
      resetPassword: false,
    });
    expect((await new TestBrowser(testApp.app).query(checkLink, { hash: second })).data).toEqual({
      resetPassword: true,
    });
  });

  it('refuses an expired link', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'expired@example.com' });
    const hash = await requestLink('expired@example.com');
    await testApp.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'reset_password'));
    expect((await new TestBrowser(testApp.app).query(setPassword, { hash, newPassword })).data).toEqual({
      resetPassword: false,
    });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'race-reset@example.com' });
    const hash = await requestLink('race-reset@example.com');
    const results = await Promise.all(
      ['first passphrase here', 'second passphrase here'].map((password) =>
        new TestBrowser(testApp.app).query<{ resetPassword: boolean }>(setPassword, { hash, newPassword: password }),
      ),
    );
    expect(results.map((result) => result.data?.resetPassword).sort()).toEqual([false, true]);
  });

  it.each([
    ['a short password', 'short', 'Too short'],
    ['a common password', 'password1', /too common/],
    ['a common password with digits (the reported one)', 'password123', /too common/],
  ])('refuses %s on the newPassword field; the link still sets a good password', async (_case, password, message) => {
    const email = `weak-${Math.random().toString(36).slice(2)}@example.com`;
    await registerUser(new TestBrowser(testApp.app), { email });
    const hash = await requestLink(email);
    const browser = new TestBrowser(testApp.app);
    const response = await browser.query(setPassword, { hash, newPassword: password });
    const error = response.errors?.[0];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    if (typeof message === 'string') expect(error?.message).toBe(message);
    else expect(error?.message).toMatch(message);
    expect(error?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'newPassword', message: error?.message }],
    });
    // Not used up by the refusal: the same link checks good and then sets a good password, once.
    expect((await new TestBrowser(testApp.app).query(checkLink, { hash })).data).toEqual({ resetPassword: true });
    expect((await browser.query(setPassword, { hash, newPassword })).data).toEqual({ resetPassword: true });
    expect((await signIn(new TestBrowser(testApp.app), email, newPassword)).data?.login.email).toBe(email);
  });

  it('says what to send when neither newPassword nor verifyHash is given', async () => {
    const response = await new TestBrowser(testApp.app).query(`mutation { resetPassword(hash: "x") }`);
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
