import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJobDue, storedJob } from '../../platform/jobs/jobs-test-kit.js';
import { outboxMessages } from '../../platform/mail/mail-tables.js';
import { mailQueue } from '../../platform/mail/outbox.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications, relocationReminders } from './application-tables.js';
import { applicantEmail, cacheOf, daysFromToday, newApplicant, step } from './application-test-kit.js';

const publicUrl = 'https://waypoint.test';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await testApp.close();
});

const scheduleMutation = 'mutation { scheduleRelocationReminder { scheduledFor email } }';

interface ScheduleAnswer {
  scheduleRelocationReminder: { scheduledFor: string; email: string };
}

/** A non-US applicant (sandbox DE address) who said they move `days` from today, on the step that follows. */
async function relocatingIn(days: number) {
  const browser = await newApplicant(testApp, '198.51.100.30');
  await step(browser, {}, 'NonUS_Expat_Relocation');
  const next = days > 60 ? '{hash}' : 'NonUS_Expat_Identification';
  await step(browser, { inUS: 'false', expectedRelocationDate: daysFromToday(days), stepName: next }, next);
  return browser;
}

function schedule(browser: TestBrowser) {
  return browser.query<ScheduleAnswer>(scheduleMutation);
}

async function reminderMailsTo(browser: TestBrowser) {
  return testApp.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, applicantEmail(browser)), eq(outboxMessages.kind, 'relocation_reminder')));
}

describe('scheduleRelocationReminder: the day the applicant can continue (product-rules#relocation-rule)', () => {
  it.each([
    ['a move 120 days out is reminded 60 days before it', 120, 60],
    ['a move 61 days out is reminded tomorrow', 61, 1],
  ])('%s', async (_rule, days, reminderInDays) => {
    const browser = await relocatingIn(days);
    const response = await schedule(browser);
    expect(response.data?.scheduleRelocationReminder).toEqual({
      scheduledFor: daysFromToday(reminderInDays),
      email: applicantEmail(browser),
    });
    expect(await cacheOf(browser)).toMatchObject({ relocationReminderScheduledFor: daysFromToday(reminderInDays) });
    const [mail, ...others] = await reminderMailsTo(browser);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ status: 'pending' });
    expect(mail?.nextAttemptAt.toISOString()).toBe(`${daysFromToday(reminderInDays)}T00:00:00.000Z`);
    // Scheduled for that day, and not due yet: the job runner leaves it.
    await testApp.jobs.drain();
    const job = await storedJob(testApp.database, mailQueue, String(mail?.id));
    expect(job?.state).toBe('created');
    expect(job?.startsInSeconds).toBeGreaterThan((reminderInDays - 1) * 86_400);
    expect((await reminderMailsTo(browser))[0]).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['a move within 60 days', 30],
    ['a move exactly 60 days out (day 60 counts as within)', 60],
  ])('refuses %s, queuing nothing', async (_rule, days) => {
    const browser = await relocatingIn(days);
    const response = await schedule(browser);
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'expectedRelocationDate' }],
    });
    expect(await reminderMailsTo(browser)).toHaveLength(0);
    expect(await cacheOf(browser)).toMatchObject({ relocationReminderScheduledFor: null });
  });

  it('refuses without a relocation date, and without an application', async () => {
    const browser = await newApplicant(testApp, '198.51.100.31');
    expect((await schedule(browser)).errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_FOUND');
    await step(browser, {}, 'NonUS_Expat_Relocation');
    expect((await schedule(browser)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'expectedRelocationDate' }],
    });
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await new TestBrowser(testApp.app).query(scheduleMutation);
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
  });
});

describe('one reminder per application', () => {
  it('concurrent requests (double clicks, a retry, two devices) leave one pending e-mail', async () => {
    const browser = await relocatingIn(100);
    // PGlite runs one transaction at a time; on PostgreSQL (npm run test:pg) these race for real.
    const answers = await Promise.all(Array.from({ length: 8 }, () => schedule(browser)));
    expect(answers.map((answer) => answer.errors).filter(Boolean)).toEqual([]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    await schedule(browser);
    const mails = await reminderMailsTo(browser);
    expect(mails).toEqual([expect.objectContaining({ status: 'pending' })]);
    const id = Number((await cacheOf(browser))?.id);
    const reminders = await testApp.database.db
      .select()
      .from(relocationReminders)
      .where(eq(relocationReminders.applicationId, id));
    expect(reminders).toEqual([expect.objectContaining({ outboxMessageId: mails[0]?.id })]);
  });

  it('a new date replaces the pending e-mail', async () => {
    const browser = await relocatingIn(100);
    await schedule(browser);
    const [replaced] = await reminderMailsTo(browser);
    // The draft's date changes without a save (as a provider or an operator would write it).
    const id = Number((await cacheOf(browser))?.id);
    await testApp.database.db
      .update(applications)
      .set({
        draft: sql`${applications.draft} || ${JSON.stringify({ expectedRelocationDate: daysFromToday(130) })}::jsonb`,
      })
      .where(eq(applications.id, id));
    const again = await schedule(browser);
    expect(again.data?.scheduleRelocationReminder.scheduledFor).toBe(daysFromToday(70));
    const mails = await reminderMailsTo(browser);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.nextAttemptAt.toISOString()).toBe(`${daysFromToday(70)}T00:00:00.000Z`);
    expect(await storedJob(testApp.database, mailQueue, String(replaced?.id))).toMatchObject({ state: 'cancelled' });
    expect(await storedJob(testApp.database, mailQueue, String(mails[0]?.id))).toMatchObject({ state: 'created' });
  });

  it('saving a new relocation date drops the reminder; the applicant asks again on {hash}', async () => {
    const browser = await relocatingIn(100);
    await schedule(browser);
    const [scheduled] = await reminderMailsTo(browser);
    await step(browser, { stepName: 'NonUS_Expat_Relocation' }, 'NonUS_Expat_Relocation');
    await step(browser, { expectedRelocationDate: daysFromToday(150), stepName: '{hash}' }, '{hash}');
    expect(await cacheOf(browser)).toMatchObject({ relocationReminderScheduledFor: null });
    expect(await reminderMailsTo(browser)).toHaveLength(0);
    // Its job is canceled with it: it never runs, even on the old date.
    expect(await storedJob(testApp.database, mailQueue, String(scheduled?.id))).toMatchObject({ state: 'cancelled' });
    expect((await schedule(browser)).data?.scheduleRelocationReminder.scheduledFor).toBe(daysFromToday(90));
  });

  it('canceling the application drops its reminder: no e-mail invites back to a canceled application', async () => {
    const browser = await relocatingIn(100);
    await schedule(browser);
    const [scheduled] = await reminderMailsTo(browser);
    const canceled = await browser.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    expect(canceled.errors).toBeUndefined();
    expect(await reminderMailsTo(browser)).toHaveLength(0);
    expect(await storedJob(testApp.database, mailQueue, String(scheduled?.id))).toMatchObject({ state: 'cancelled' });
  });
});

describe('the reminder e-mail', () => {
  it('is sent on its date, says where the card is activated and links to the application', async () => {
    const browser = await relocatingIn(90);
    await schedule(browser);
    const [mail] = await reminderMailsTo(browser);
    expect(mail?.subject).toBe('Your Waypoint application: you can continue soon');
    expect(mail?.text).toContain('can only be activated from within the US');
    expect(mail?.text).toContain(`${publicUrl}/application`);
    expect(mail?.html).toContain(`href="${publicUrl}/application"`);

    // Its date arrives: the job runner sends it to the sandbox mailbox.
    await testApp.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxMessages.id, String(mail?.id)));
    await makeJobDue(testApp.database, mailQueue, String(mail?.id));
    expect(await testApp.jobs.drain()).toBeGreaterThanOrEqual(1);
    const mailbox = await testApp.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(applicantEmail(browser))}`,
    });
    expect(mailbox.body).toContain('Your Waypoint application: you can continue soon');
  });
});
