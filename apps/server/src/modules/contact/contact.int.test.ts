import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recaptchaMismatchMessage } from '@waypoint/domain/auth/account-states';
import { emailExampleMessage, fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { contactMessageErrors } from '@waypoint/domain/site/contact/contact-message';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { registerUser } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { contactMessages } from './contact-tables.js';

const sendMutation = `mutation Send($name: String!, $email: String!, $topic: String!, $message: String!, $recaptchaToken: String) {
  sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: $recaptchaToken)
}`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let sent = 0;
/** A message of its own per call (its own address), so tests do not read each other's rows. */
function contactVariables(overrides: Record<string, unknown> = {}) {
  sent += 1;
  return {
    name: 'Ana Silva',
    email: `ana${sent}@example.com`,
    topic: 'rewards',
    message: 'When is my cash back paid out each month?',
    recaptchaToken: 'test-recaptcha-pass',
    ...overrides,
  };
}

const send = (browser: TestBrowser, variables: Record<string, unknown>) =>
  browser.query<{ sendContactMessage: boolean }>(sendMutation, variables);
const rowsFrom = (email: string) =>
  testApp.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailsTo = (address: string) =>
  testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));

describe('sendContactMessage', () => {
  it('stores one row and queues the mail to support and the acknowledgement', async () => {
    const browser = new TestBrowser(testApp.app);
    const variables = contactVariables({ email: ' Ana.Mail@Example.com ', message: '  Where is my card?  ' });
    const response = await send(browser, variables);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ sendContactMessage: true });

    const rows = await rowsFrom('ana.mail@example.com');
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Ana Silva', topic: 'rewards', message: 'Where is my card?', ip: browser.ip }),
    ]);
    expect(rows[0]?.userId).toBeNull();
    const toSupport = (await mailsTo('support@waypoint.example')).filter((mail) => mail.text.includes('ana.mail@'));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]?.text).toContain('Where is my card?');
    const [acknowledgement, ...more] = await mailsTo('ana.mail@example.com');
    expect(more).toHaveLength(0);
    expect(acknowledgement?.text).toMatch(/cash back and rewards/);
    expect(acknowledgement?.text).toMatch(/will reply to this address/);
    // No clock measures replies, so the acknowledgement promises no time.
    expect(acknowledgement?.text).not.toMatch(/business day/);
    expect(acknowledgement?.text).not.toContain('Where is my card?');
  });

  it('records the user when the sender is signed in', async () => {
    const browser = new TestBrowser(testApp.app);
    const account = await registerUser(browser, { email: 'signed-in-contact@example.com' });
    const variables = contactVariables();
    await send(browser, variables);
    const [row] = await rowsFrom(variables.email);
    expect(row?.userId).toBe(account.data?.register.id);
  });

  it.each([
    ['name', { name: '  ' }, fieldMessages.required],
    ['email', { email: 'not-an-address@' }, fieldMessages.invalidEmail],
    ['email', { email: 'not-an-address' }, emailExampleMessage],
    ['topic', { topic: 'billing' }, contactMessageErrors.chooseTopic],
    ['message', { message: 'too short' }, contactMessageErrors.messageTooShort],
    ['message', { message: 'x'.repeat(4001) }, contactMessageErrors.messageTooLong],
  ])('a bad %s is refused beside its field and stores nothing', async (field, overrides, message) => {
    const variables = contactVariables(overrides);
    const response = await send(new TestBrowser(testApp.app), variables);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.message).toBe(`${field}: ${message}`);
    expect(response.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] });
    const email = typeof variables.email === 'string' ? variables.email : '';
    expect(await rowsFrom(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it.each([
    ['a wrong token', 'not-a-real-token'],
    ['no token', null],
  ])('refuses %s with the reCAPTCHA text and stores nothing', async (_case, recaptchaToken) => {
    const variables = contactVariables({ recaptchaToken });
    const response = await send(new TestBrowser(testApp.app), variables);
    expect(response.errors?.[0]).toMatchObject({
      message: recaptchaMismatchMessage,
      extensions: { code: 'RECAPTCHA_MISMATCH' },
    });
    expect(await rowsFrom(variables.email)).toHaveLength(0);
    expect(await mailsTo(variables.email)).toHaveLength(0);
  });

  it('allows 5 messages an hour from one network, then refuses with 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send(browser, contactVariables())).errors).toBeUndefined();
    }
    const refused = contactVariables();
    const response = await send(browser, refused);
    expect(response.status).toBe(429);
    expect(response.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await rowsFrom(refused.email)).toHaveLength(0);
    // Another network is not affected.
    expect((await send(new TestBrowser(testApp.app), contactVariables())).errors).toBeUndefined();
  });

  it('a double submit, even at once, stores one row and sends one pair of mails', async () => {
    const browser = new TestBrowser(testApp.app);
    const variables = contactVariables();
    const answers = await Promise.all([send(browser, variables), send(browser, variables)]);
    expect(answers.map((answer) => answer.data)).toEqual([{ sendContactMessage: true }, { sendContactMessage: true }]);
    expect((await send(browser, { ...variables, email: variables.email.toUpperCase() })).errors).toBeUndefined();
    expect(await rowsFrom(variables.email)).toHaveLength(1);
    expect(await mailsTo(variables.email)).toHaveLength(1);
  });

  it('a different message from the same sender is a new message', async () => {
    const browser = new TestBrowser(testApp.app);
    const variables = contactVariables();
    await send(browser, variables);
    await send(browser, { ...variables, message: `${variables.message} And one more thing.` });
    expect(await rowsFrom(variables.email)).toHaveLength(2);
  });
});
