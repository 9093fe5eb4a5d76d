import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { partnerInviteErrors } from '@waypoint/domain/site/partners/partner-invite';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { partnerInvitations } from './partners-tables.js';
import { invite, mailsTo } from './partners-test-kit.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://waypoint.example' });
});
afterAll(async () => {
  await testApp.close();
});

let made = 0;
function inviteBody(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    partnerName: 'Maria Lopez',
    partnerEmail: `maria${made}@acme-relocation.example`,
    emails: [`a${made}@example.com`, `b${made}@example.com`],
    message: 'Welcome to the team!',
    ...overrides,
  };
}
const rowsFrom = (partnerEmail: string) =>
  testApp.database.db.select().from(partnerInvitations).where(eq(partnerInvitations.partnerEmail, partnerEmail));

describe('POST /partners/invite', () => {
  it('stores one row per address, mails each with a sign-up link, and acknowledges the partner', async () => {
    const browser = new TestBrowser(testApp.app);
    const body = inviteBody();
    const response = await invite(browser, { ...body, emails: body.emails.map((email) => email.toUpperCase()) });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const rows = await rowsFrom(body.partnerEmail);
    expect(rows.map((row) => row.email).sort()).toEqual([...body.emails].sort());
    expect(rows[0]).toMatchObject({ partnerName: 'Maria Lopez', message: 'Welcome to the team!', ip: browser.ip });
    for (const email of body.emails) {
      const [mail, ...more] = await mailsTo(testApp, email);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toContain('Maria Lopez invited you');
      expect(mail?.text).toContain('https://waypoint.example/user/signup');
      expect(mail?.text).not.toContain('Welcome to the team!');
    }
    const [acknowledgement] = await mailsTo(testApp, body.partnerEmail);
    expect(acknowledgement?.text).toContain(body.emails.join(', '));
  });

  it.each([
    ['no addresses', { emails: [] }, 'emails', partnerInviteErrors.noEmails],
    [
      '21 addresses',
      { emails: Array.from({ length: 21 }, (_, i) => `p${i}@x.example`) },
      'emails',
      partnerInviteErrors.tooManyEmails,
    ],
    ['a bad address in the list', { emails: ['ok@x.example', 'nope@'] }, 'emails.1', fieldMessages.invalidEmail],
    ['a missing partner name', { partnerName: undefined }, 'partnerName', fieldMessages.required],
    ['a bad partner e-mail', { partnerEmail: 'maria@' }, 'partnerEmail', fieldMessages.invalidEmail],
    ['a list that is not a list', { emails: 'a@x.example' }, 'emails', partnerInviteErrors.noEmails],
  ])('refuses %s with 400 beside its field and stores nothing', async (_case, overrides, field, message) => {
    const body = inviteBody(overrides);
    const response = await invite(new TestBrowser(testApp.app), body);
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.message).toBe(`${field}: ${message}`);
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] });
    expect(await rowsFrom(String(body.partnerEmail))).toHaveLength(0);
  });

  it.each([
    ['an empty body', '', 'application/json', 400],
    ['broken JSON', '{"partnerName":', 'application/json', 400],
    ['form data', 'partnerName=Maria', 'application/x-www-form-urlencoded', 415],
    ['an oversized body', JSON.stringify(inviteBody({ message: 'm'.repeat(20_000) })), 'application/json', 413],
  ])('refuses %s', async (_case, payload, contentType, status) => {
    const response = await new TestBrowser(testApp.app).send({
      method: 'POST',
      url: '/partners/invite',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors).toHaveLength(1);
  });

  it('a repeat mails only the addresses this partner has not invited today', async () => {
    const browser = new TestBrowser(testApp.app);
    const body = inviteBody();
    await invite(browser, body);
    const again = await invite(browser, { ...body, emails: [...body.emails, `new${made}@example.com`] });
    expect(again.statusCode).toBe(202);
    expect((await rowsFrom(body.partnerEmail)).map((row) => row.email).sort()).toEqual(
      [...body.emails, `new${made}@example.com`].sort(),
    );
    expect(await mailsTo(testApp, body.emails[0] ?? '')).toHaveLength(1);
    expect((await invite(browser, body)).statusCode).toBe(202);
    expect(await mailsTo(testApp, body.partnerEmail)).toHaveLength(2);
  });

  it('allows 10 invitations an hour from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let count = 0; count < 10; count += 1) expect((await invite(browser, inviteBody())).statusCode).toBe(202);
    const refused = inviteBody();
    const response = await invite(browser, refused);
    expect(response.statusCode).toBe(429);
    expect(await rowsFrom(refused.partnerEmail)).toHaveLength(0);
  });
});
