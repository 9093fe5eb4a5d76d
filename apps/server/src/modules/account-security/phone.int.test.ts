import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usMobileNumberMessages as m } from '@waypoint/domain/account-security/us-mobile-number';
import { latestSandboxMessages } from '../../platform/sms/sandbox-sms-repository.js';
import { sandboxSmsNumbers } from '../../platform/sms/sandbox-sms.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { latestMailTo, registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/* The verified phone (decision 074, docs/product-rules.md#verified-phone). */

const myPhone = `{ myPhone { phoneNumber display verifiedAt } }`;
const start = `mutation S($phoneNumber: String!) { startPhoneVerification(phoneNumber: $phoneNumber) { phoneNumber display expiresAt } }`;
const confirm = `mutation C($code: String!) { confirmPhoneVerification(code: $code) { phoneNumber display } }`;
const sendEmailCode = `mutation { sendStepUpCode(method: "emailCode") { sentTo } }`;
const completeEmailCode = `mutation S($code: String!) { completeStepUp(method: "emailCode", code: $code) { method } }`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let accounts = 0;
let numbers = 0;
const newNumber = () => `+1415555${String(1000 + (numbers += 1)).slice(-4)}`;

async function signedUp(): Promise<{ browser: TestBrowser; email: string }> {
  accounts += 1;
  const email = `phone-${accounts}@example.com`;
  const browser = new TestBrowser(testApp.app);
  expect((await registerUser(browser, { email })).errors).toBeUndefined();
  return { browser, email };
}

async function textedCode(to: string): Promise<string> {
  const [message] = await latestSandboxMessages(testApp.database.db, to, 1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

async function verifyPhone(browser: TestBrowser, phoneNumber: string) {
  expect((await browser.query(start, { phoneNumber })).errors).toBeUndefined();
  return browser.query(confirm, { code: await textedCode(phoneNumber) });
}

async function stepUpByEmail(browser: TestBrowser, email: string) {
  expect((await browser.query(sendEmailCode)).errors).toBeUndefined();
  const code = (await latestMailTo(testApp.database.db, email)).mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect((await browser.query(completeEmailCode, { code })).errors).toBeUndefined();
}

describe('verifying a phone', () => {
  it('texts a code to the number as written, normalised to E.164, and the code makes it the account phone', async () => {
    const { browser } = await signedUp();
    expect((await browser.query(myPhone)).data).toEqual({ myPhone: null });
    const started = await browser.query(start, { phoneNumber: '(415) 555-2671' });
    expect(started.data).toMatchObject({
      startPhoneVerification: { phoneNumber: '+14155552671', display: '(415) 555-2671' },
    });
    // Not the account's phone until the code comes back.
    expect((await browser.query(myPhone)).data).toEqual({ myPhone: null });
    const confirmed = await browser.query(confirm, { code: await textedCode('+14155552671') });
    expect(confirmed.data).toEqual({
      confirmPhoneVerification: { phoneNumber: '+14155552671', display: '(415) 555-2671' },
    });
    expect((await browser.query(myPhone)).data).toMatchObject({ myPhone: { phoneNumber: '+14155552671' } });
  });

  it.each([
    ['', m.empty],
    ['415-555-267', m.length],
    ['+44 20 7946 0958', m.country],
    ['(800) 555-0143', m.service],
    ['(415) 155-0143', m.exchange],
    ['415 555 CALL', m.characters],
  ])('refuses %j beside the field: %s', async (phoneNumber, message) => {
    const { browser } = await signedUp();
    const answer = await browser.query(start, { phoneNumber });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'phoneNumber', message }],
    });
  });

  it('tells the person when the number cannot get a text (the sandbox test number)', async () => {
    const { browser } = await signedUp();
    const answer = await browser.query(start, { phoneNumber: sandboxSmsNumbers.undeliverable });
    expect(answer.errors?.[0]?.extensions?.code).toBe('SMS_NOT_DELIVERED');
  });

  it('refuses a wrong code with CODE_INVALID and keeps no phone', async () => {
    const { browser } = await signedUp();
    const to = newNumber();
    await browser.query(start, { phoneNumber: to });
    const right = await textedCode(to);
    const answer = await browser.query(confirm, { code: right === '999999' ? '000000' : '999999' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'CODE_INVALID', fieldErrors: [{ field: 'code' }] });
    expect((await browser.query(myPhone)).data).toEqual({ myPhone: null });
  });

  it('asks a signed-out visitor to sign in', async () => {
    const answer = await new TestBrowser(testApp.app).query(start, { phoneNumber: newNumber() });
    expect(answer.errors?.[0]?.extensions?.code).toBe('APPLICATION_SESSION_INVALID');
  });
});

describe('replacing a verified phone needs a recent step-up (decision 073)', () => {
  it('refuses to text a new number without one, and changes nothing', async () => {
    const { browser } = await signedUp();
    const first = newNumber();
    await verifyPhone(browser, first);
    const answer = await browser.query(start, { phoneNumber: newNumber() });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect((await browser.query(myPhone)).data).toMatchObject({ myPhone: { phoneNumber: first } });
  });

  it('goes through after a step-up', async () => {
    const { browser, email } = await signedUp();
    await verifyPhone(browser, newNumber());
    await stepUpByEmail(browser, email);
    const second = newNumber();
    const confirmed = await verifyPhone(browser, second);
    expect(confirmed.errors).toBeUndefined();
    expect((await browser.query(myPhone)).data).toMatchObject({ myPhone: { phoneNumber: second } });
    // The account's e-mail is told, with the numbers' last digits only.
    const { mail } = await latestMailTo(testApp.database.db, email);
    expect(mail?.subject).toBe('Your mobile number was changed');
    expect(mail?.text).toContain(second.slice(-4));
    expect(mail?.text).not.toContain(second.slice(2));
  });

  it('refuses the confirmation once the step-up has lapsed, keeping the code for a fresh step-up', async () => {
    const { browser, email } = await signedUp();
    const first = newNumber();
    await verifyPhone(browser, first);
    testApp.clock.pin(testApp.clock.now());
    try {
      await stepUpByEmail(browser, email);
      testApp.clock.advance(5 * 60_000);
      const second = newNumber();
      await browser.query(start, { phoneNumber: second });
      // 10½ minutes after the step-up (its window is 10), 5½ after the code (it lives 10).
      testApp.clock.advance(5 * 60_000 + 30_000);
      const code = await textedCode(second);
      const refused = await browser.query(confirm, { code });
      expect(refused.errors?.[0]?.extensions?.code).toBe('STEP_UP_REQUIRED');
      expect((await browser.query(myPhone)).data).toMatchObject({ myPhone: { phoneNumber: first } });
      await stepUpByEmail(browser, email);
      expect((await browser.query(confirm, { code })).errors).toBeUndefined();
      expect((await browser.query(myPhone)).data).toMatchObject({ myPhone: { phoneNumber: second } });
    } finally {
      testApp.clock.unpin();
    }
  });

  it('refuses the number already verified, beside the field', async () => {
    const { browser } = await signedUp();
    const first = newNumber();
    await verifyPhone(browser, first);
    const answer = await browser.query(start, { phoneNumber: first });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'phoneNumber', message: 'This is already your verified number.' }],
    });
  });
});
