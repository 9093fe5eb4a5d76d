import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { inviteCodeMessages } from '@waypoint/domain/referrals/invite-codes';
import { remindMeMessages } from '@waypoint/domain/referrals/remind-me';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { inviteReminders } from './referrals-tables.js';
import { newMember, remindMutation } from './referrals-test-kit.js';

let testApp: TestApp;
let maya: Awaited<ReturnType<typeof newMember>>;
beforeAll(async () => {
  testApp = await createTestApp();
  maya = await newMember(new TestBrowser(testApp.app));
});
afterAll(async () => {
  await testApp.close();
});

let visitors = 0;
function remindVariables(overrides: Record<string, unknown> = {}) {
  visitors += 1;
  return {
    email: `visitor${visitors}@example.com`,
    referrerName: 'Maya',
    inviteCode: maya.inviteCode,
    version: 'v1',
    ...overrides,
  };
}
const remind = (browser: TestBrowser, variables: Record<string, unknown>) =>
  browser.query<{ remindMeEmail: boolean }>(remindMutation, variables);
const mailsTo = (address: string) =>
  testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));

describe('remindMeEmail', () => {
  it('queues one e-mail with the invitation link and the name the server knows', async () => {
    const variables = remindVariables({ email: ' Visitor.Case@Example.com ', referrerName: 'Someone Else' });
    const response = await remind(new TestBrowser(testApp.app), variables);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ remindMeEmail: true });
    const [mail, ...more] = await mailsTo('visitor.case@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.kind).toBe('invite_reminder');
    expect(mail?.subject).toMatch(/invitation/i);
    expect(mail?.text).toContain(`/i/${maya.inviteCode}`);
    expect(mail?.text).toContain('Maya invited you');
    expect(mail?.text).not.toContain('Someone Else');
  });

  it('works for a pre-approved code, without a name', async () => {
    const variables = remindVariables({ inviteCode: 'waypoint-preapproved', referrerName: null });
    expect((await remind(new TestBrowser(testApp.app), variables)).data).toEqual({ remindMeEmail: true });
    const [mail] = await mailsTo(variables.email);
    expect(mail?.text).toContain('/i/WAYPOINT-PREAPPROVED');
    expect(mail?.text).toContain('You were invited');
  });

  it('the same address and code again within a day sends nothing more, even at once', async () => {
    const browser = new TestBrowser(testApp.app);
    const variables = remindVariables();
    const answers = await Promise.all([remind(browser, variables), remind(browser, variables)]);
    expect(answers.map((answer) => answer.data)).toEqual([{ remindMeEmail: true }, { remindMeEmail: true }]);
    expect((await remind(browser, { ...variables, email: variables.email.toUpperCase() })).data).toEqual({
      remindMeEmail: true,
    });
    expect(await mailsTo(variables.email)).toHaveLength(1);
    // A day later it is a new reminder.
    await testApp.database.db
      .update(inviteReminders)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(inviteReminders.email, variables.email));
    await remind(browser, variables);
    expect(await mailsTo(variables.email)).toHaveLength(2);
  });

  it.each([
    ['email', { email: 'not-an-address@' }, fieldMessages.invalidEmail],
    ['email', { email: '' }, fieldMessages.required],
    ['referrerName', { referrerName: '<a href="https://spam.example">win</a>' }, fieldMessages.invalidName],
    ['inviteCode', { inviteCode: 'bad code!' }, inviteCodeMessages.format],
    ['inviteCode', { inviteCode: 'ZZZZ2222' }, inviteCodeMessages.notAccepted],
    ['version', { version: 'v999' }, remindMeMessages.unknownVersion],
  ])('a bad %s is refused beside its field and sends nothing', async (field, overrides, message) => {
    const variables = remindVariables(overrides);
    const response = await remind(new TestBrowser(testApp.app), variables);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.message).toBe(`${field}: ${message}`);
    expect(response.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] });
    if (variables.email) expect(await mailsTo(String(variables.email))).toHaveLength(0);
  });

  it('allows 10 requests an hour from one network, then 429', async () => {
    const browser = new TestBrowser(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await remind(browser, remindVariables())).errors).toBeUndefined();
    }
    const refused = remindVariables();
    const response = await remind(browser, refused);
    expect(response.status).toBe(429);
    expect(response.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await mailsTo(refused.email)).toHaveLength(0);
  });

  it('sends at most 3 reminders a day to one address, whatever the codes and networks', async () => {
    const email = remindVariables().email;
    const codes = [maya.inviteCode, 'WAYPOINT-PREAPPROVED', 'RELOCATE-2027'];
    for (const inviteCode of codes) {
      const response = await remind(
        new TestBrowser(testApp.app),
        remindVariables({ email, inviteCode, referrerName: null }),
      );
      expect(response.errors).toBeUndefined();
    }
    const other = await newMember(new TestBrowser(testApp.app));
    const fourth = await remind(new TestBrowser(testApp.app), remindVariables({ email, inviteCode: other.inviteCode }));
    expect(fourth.errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await mailsTo(email)).toHaveLength(3);
  });
});
