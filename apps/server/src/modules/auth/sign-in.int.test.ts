import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { goodPassword, loginQuery, registerUser, signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await registerUser(new TestBrowser(testApp.app), { email: 'member@example.com' });
});
afterAll(async () => {
  await testApp.close();
});

describe('login', () => {
  it('signs in with the right password, any letter case of the e-mail', async () => {
    const browser = new TestBrowser(testApp.app);
    const response = await signIn(browser, 'Member@Example.com');
    expect(response.data?.login).toMatchObject({ email: 'member@example.com', firstName: 'Ana' });
    expect(response.data?.login.token).toBe(browser.cookies.get('wp_session_hash'));
    expect((await browser.query(`{ checkSession { sessionIsValid } }`)).data).toEqual({
      checkSession: { sessionIsValid: true },
    });
  });

  it.each([
    ['a wrong password', 'member@example.com', 'not the password', 'INVALID_LOGIN', 'Incorrect user name or password'],
    [
      'an unknown e-mail (same answer)',
      'stranger@example.com',
      goodPassword,
      'INVALID_LOGIN',
      'Incorrect user name or password',
    ],
    ['an empty password', 'member@example.com', '', 'INVALID_LOGIN', 'Incorrect user name or password'],
    ['an empty e-mail', '', goodPassword, 'BAD_USER_INPUT', 'Required'],
    [
      'an e-mail with no @',
      'member',
      goodPassword,
      'BAD_USER_INPUT',
      'Please enter a valid email address. For example, name@example.com',
    ],
    [
      'a malformed e-mail',
      'member@',
      goodPassword,
      'BAD_USER_INPUT',
      'Invalid address. Please enter a valid email address',
    ],
  ])('refuses %s without setting cookies', async (_case, email, password, code, message) => {
    const browser = new TestBrowser(testApp.app, '10.0.0.1');
    const response = await browser.query(loginQuery, { email, password, recaptchaToken: 'test-recaptcha-pass' });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(browser.cookies.size).toBe(0);
  });

  it("refuses a failed reCAPTCHA with 'reCAPTCHA match'", async () => {
    const response = await new TestBrowser(testApp.app).query(loginQuery, {
      email: 'member@example.com',
      password: goodPassword,
      recaptchaToken: 'bot',
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'reCAPTCHA match',
      extensions: { code: 'RECAPTCHA_MISMATCH' },
    });
  });
});

describe('rate limits (per account and per IP, kept in the database)', () => {
  // Other addresses are only slowed down: soft-lockout.int.test.ts.
  it('stops one address guessing an account after 10 tries in 15 minutes, even with the right password', async () => {
    await registerUser(new TestBrowser(testApp.app), { email: 'target@example.com' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await new TestBrowser(testApp.app, '10.1.0.1').query(loginQuery, {
        email: 'target@example.com',
        password: `guess-${attempt}`,
        recaptchaToken: 'test-recaptcha-pass',
      });
      expect(wrong.errors?.[0]?.extensions.code).toBe('INVALID_LOGIN');
    }
    const blocked = await signIn(new TestBrowser(testApp.app, '10.1.0.1'), 'target@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('shares the counters between two server instances on one database', async () => {
    const second = await createTestApp({}, testApp);
    try {
      await registerUser(new TestBrowser(testApp.app), { email: 'shared@example.com' });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const instance = attempt % 2 === 0 ? testApp : second;
        await new TestBrowser(instance.app, '10.2.0.1').query(loginQuery, {
          email: 'shared@example.com',
          password: 'wrong',
          recaptchaToken: 'test-recaptcha-pass',
        });
      }
      const blocked = await signIn(new TestBrowser(second.app, '10.2.0.1'), 'shared@example.com');
      expect(blocked.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await second.close();
    }
  });

  it('limits sign-ups per IP', async () => {
    const ip = '10.3.0.1';
    const codes: (string | undefined)[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await registerUser(new TestBrowser(testApp.app, ip), {
        email: `burst${index}@example.com`,
        password: 'x',
      });
      codes.push(response.errors?.[0]?.extensions.code);
    }
    expect(codes.slice(0, 20).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
    expect(codes[20]).toBe('TOO_MANY_REQUESTS');
  });
});
