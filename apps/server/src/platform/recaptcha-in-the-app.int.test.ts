import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prequalificationForm, prequalify } from '../modules/credit-report/credit-report-test-kit.js';
import { TestBrowser } from '../testing/graphql-client.js';
import {
  recaptchaStandInSecret,
  recaptchaStandInSiteKey,
  startRecaptchaStandIn,
  type RecaptchaStandIn,
} from '../testing/stand-ins/recaptcha-stand-in.js';
import { loginQuery, registerUser } from '../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * With RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY the server verifies every
 * form's token with siteverify (here the stand-in, RECAPTCHA_VERIFY_URL):
 * each operation expects its own action (docs/decisions/040-recaptcha-v3-and-vpn-block.md).
 */
let standIn: RecaptchaStandIn;
let testApp: TestApp;
beforeAll(async () => {
  standIn = await startRecaptchaStandIn();
  testApp = await createTestApp({
    RECAPTCHA_SECRET: recaptchaStandInSecret,
    RECAPTCHA_SITE_KEY: recaptchaStandInSiteKey,
    RECAPTCHA_VERIFY_URL: standIn.url,
    RECAPTCHA_MIN_SCORE: '0.6',
  });
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

const forgotQuery = `query F($email: String!, $r: String) { forgotPassword(email: $email, recaptchaToken: $r) }`;
const contactMutation = `mutation C($r: String) {
  sendContactMessage(name: "Ana Silva", email: "ana.contact@example.com", topic: "rewards", message: "When is cash back paid?", recaptchaToken: $r)
}`;

let made = 0;
/** A fresh token as the stand-in makes them: one use each, as Google's. */
const token = (action: string, score = 0.9) => {
  made += 1;
  return `stand-in:${action}:${score}:${made}`;
};

const errorCode = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.code ?? null;

describe('reCAPTCHA v3 through the app', () => {
  it('signs up with a register token, and signs in with a login token', async () => {
    const email = 'google-path@example.com';
    const signedUp = await registerUser(new TestBrowser(testApp.app), { email, recaptchaToken: token('register') });
    expect(signedUp.errors).toBeUndefined();
    const signedIn = await new TestBrowser(testApp.app).query(loginQuery, {
      email,
      password: 'correct horse battery staple',
      recaptchaToken: token('login', 0.7),
    });
    expect(signedIn.errors).toBeUndefined();
  });

  it.each([
    ['the sandbox token', 'test-recaptcha-pass'],
    ['a token made for sign-up', 'stand-in:register:0.8'],
    ['a score under RECAPTCHA_MIN_SCORE (0.5 < 0.6)', 'stand-in:login:0.5'],
    ["siteverify's invalid-input-response", 'recorded-invalid-input-response'],
  ])('refuses sign-in with %s: reCAPTCHA match', async (_case, recaptchaToken) => {
    const response = await new TestBrowser(testApp.app).query(loginQuery, {
      email: 'google-path@example.com',
      password: 'correct horse battery staple',
      recaptchaToken,
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'reCAPTCHA match',
      extensions: { code: 'RECAPTCHA_MISMATCH' },
    });
  });

  it.each([
    ['forgot password', forgotQuery, { email: 'google-path@example.com' }, 'forgot_password', 'login'],
    ['the contact form', contactMutation, {}, 'contact', 'register'],
  ])('%s takes its own action and refuses another', async (_case, query, variables, action, otherAction) => {
    const browser = new TestBrowser(testApp.app);
    expect(errorCode(await browser.query(query, { ...variables, r: token(otherAction) }))).toBe('RECAPTCHA_MISMATCH');
    expect(errorCode(await browser.query(query, { ...variables, r: token(action, 0.8) }))).toBeNull();
  });

  it('prequalification takes the prequalify action', async () => {
    const browser = new TestBrowser(testApp.app);
    expect(errorCode(await prequalify(browser, prequalificationForm, token('contact')))).toBe('RECAPTCHA_MISMATCH');
    expect(errorCode(await prequalify(browser, prequalificationForm, token('prequalify', 0.65)))).toBeNull();
  });

  it('sends siteverify the visitor address', async () => {
    await new TestBrowser(testApp.app, '192.0.2.77').query(loginQuery, {
      email: 'google-path@example.com',
      password: 'correct horse battery staple',
      recaptchaToken: 'stand-in:login:0.95',
    });
    expect(standIn.requests.at(-1)).toMatchObject({ response: 'stand-in:login:0.95', remoteip: '192.0.2.77' });
  });

  it("allows Google's reCAPTCHA script and frames in the policy, and nothing of Plaid's", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('script-src');
    expect(policy).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(policy).toMatch(
      /frame-src blob: https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\//,
    );
    expect(policy).not.toContain('plaid');
  });
});
