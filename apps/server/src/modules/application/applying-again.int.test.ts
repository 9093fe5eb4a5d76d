import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAPPLY_WAITING_DAYS_AFTER_DECLINE } from '@waypoint/domain/application/application-status';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { signIn } from '../../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import { applicantEmail, cacheOf, newApplicant, save } from './application-test-kit.js';

/**
 * Applying again (decision 032): after a cancel, or once a decline's wait is
 * over, the next draft save starts a new application and the closed one stays
 * as it was; while the wait runs, or while an application is open, it does not.
 * A staff decline through the back office is in src/testing/applying-again-after-decline.int.test.ts;
 * here the closing is written straight to the row, as the back office's port writes it.
 */
const dayMs = 24 * 60 * 60 * 1000;
const waitMs = REAPPLY_WAITING_DAYS_AFTER_DECLINE * dayMs;
const statusQuery = `{ getApplicationStatus { status submissionDate canApplyAgainFrom } }`;
const cancelMutation = `mutation { applicationUpdateStatusUser(status: "canceled") { status canApplyAgainFrom } }`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** An applicant with a first draft; its id. */
async function applicantWithDraft(): Promise<{ browser: TestBrowser; applicationId: number }> {
  const browser = await newApplicant(testApp);
  const first = await save(browser, {});
  expect(first.errors).toBeUndefined();
  return { browser, applicationId: Number((await cacheOf(browser))?.id) };
}

async function rowOf(applicationId: number) {
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw new Error(`no application ${applicationId}`);
  return row;
}

async function applicationsOfUser(userId: string) {
  return testApp.database.db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.id));
}

/** Closes the application as the back office's final decision does: the status, closed_at and a new version. */
async function closeAs(applicationId: number, status: 'approved' | 'declined' | 'submitted' | 'closedIncomplete') {
  const row = await rowOf(applicationId);
  await testApp.database.db
    .update(applications)
    .set({
      status,
      submissionDate: testApp.clock.now(),
      closedAt: status === 'submitted' ? null : testApp.clock.now(),
      version: row.version + 1,
    })
    .where(eq(applications.id, applicationId));
}

async function cancel(browser: TestBrowser) {
  const answer = await browser.query(cancelMutation);
  expect(answer.errors).toBeUndefined();
}

const closings: Record<
  'canceled' | 'declined' | 'submitted' | 'approved' | 'closedIncomplete',
  (app: { browser: TestBrowser; applicationId: number }) => Promise<void>
> = {
  canceled: ({ browser }) => cancel(browser),
  declined: ({ applicationId }) => closeAs(applicationId, 'declined'),
  submitted: ({ applicationId }) => closeAs(applicationId, 'submitted'),
  approved: ({ applicationId }) => closeAs(applicationId, 'approved'),
  closedIncomplete: ({ applicationId }) => closeAs(applicationId, 'closedIncomplete'),
};

describe('the next save after an application closed (decision 032)', () => {
  it.each([
    { latest: 'canceled', newAtOnce: true, refusal: null },
    // product-rules#reg-b-clocks: closed at a request's deadline, nothing was decided: no wait.
    { latest: 'closedIncomplete', newAtOnce: true, refusal: null },
    { latest: 'declined', newAtOnce: false, refusal: 'REAPPLY_TOO_SOON' },
    { latest: 'submitted', newAtOnce: false, refusal: 'APPLICATION_NOT_EDITABLE' },
    { latest: 'approved', newAtOnce: false, refusal: 'APPLICATION_NOT_EDITABLE' },
  ] as const)('$latest: a new application at once: $newAtOnce', async ({ latest, newAtOnce, refusal }) => {
    const started = await applicantWithDraft();
    await closings[latest](started);
    const closed = await rowOf(started.applicationId);

    const next = await save(started.browser, {}, closed.version);
    const rows = await applicationsOfUser(closed.userId);
    if (newAtOnce) {
      expect(next.errors).toBeUndefined();
      expect(rows).toHaveLength(2);
      const cache = await cacheOf(started.browser);
      expect(cache).toMatchObject({ status: 'incomplete', version: 1 });
      expect(cache?.id).toBe(rows[0]?.id);
      expect(cache?.id).not.toBe(started.applicationId);
    } else {
      expect(next.errors?.[0]?.extensions?.code).toBe(refusal);
      expect(rows).toHaveLength(1);
    }
    // The closed application is kept exactly as it was.
    expect(await rowOf(started.applicationId)).toEqual(closed);
  });

  it('after a decline: refused with the date until the wait is over, then a new application', async () => {
    const started = await applicantWithDraft();
    await closeAs(started.applicationId, 'declined');
    const declined = await rowOf(started.applicationId);
    const allowedAt = new Date((declined.closedAt as Date).getTime() + waitMs);
    const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(allowedAt);

    const status = await started.browser.query<{ getApplicationStatus: Record<string, unknown> }>(statusQuery);
    expect(status.data?.getApplicationStatus).toMatchObject({
      status: 'declined',
      canApplyAgainFrom: allowedAt.toISOString(),
    });
    testApp.clock.advance(waitMs - 60_000);
    // Months later the session has long gone idle: the applicant signs in again.
    await signIn(started.browser, applicantEmail(started.browser));
    const tooSoon = await save(started.browser, {});
    expect(tooSoon.errors?.[0]).toMatchObject({
      message: `You can apply again from ${longDay}.`,
      extensions: { code: 'REAPPLY_TOO_SOON' },
    });
    expect(await applicationsOfUser(declined.userId)).toHaveLength(1);

    testApp.clock.advance(2 * 60_000);
    const again = await save(started.browser, {});
    expect(again.errors).toBeUndefined();
    const rows = await applicationsOfUser(declined.userId);
    expect(rows.map((row) => row.status)).toEqual(['incomplete', 'declined']);
    expect(await rowOf(started.applicationId)).toEqual(declined);
    const fresh = await started.browser.query<{ getApplicationStatus: Record<string, unknown> }>(statusQuery);
    expect(fresh.data?.getApplicationStatus).toEqual({
      status: 'incomplete',
      submissionDate: null,
      canApplyAgainFrom: null,
    });
  });

  it('a new application starts with a fresh draft, none of the closed one’s answers', async () => {
    const started = await applicantWithDraft();
    const firstStep = (await cacheOf(started.browser))?.stepName;
    await cancel(started.browser);
    expect((await rowOf(started.applicationId)).draft).toMatchObject({ stepName: firstStep });
    // Answers typed into the closed application are not carried into the new one.
    await testApp.database.db
      .update(applications)
      .set({ draft: { stepName: firstStep, income: 5000 } })
      .where(eq(applications.id, started.applicationId));
    expect((await save(started.browser, {})).errors).toBeUndefined();
    const cache = await cacheOf(started.browser);
    expect(cache).toMatchObject({ stepName: firstStep, income: null, status: 'incomplete' });
  });

  it('a save made on the closed application’s page with an older version is refused as changed', async () => {
    const started = await applicantWithDraft();
    const open = await rowOf(started.applicationId);
    await cancel(started.browser);
    const stale = await save(started.browser, {}, open.version);
    expect(stale.errors?.[0]?.extensions?.code).toBe('APPLICATION_CONFLICT');
    expect(await applicationsOfUser(open.userId)).toHaveLength(1);
  });

  it('two first saves at once after a cancel give one new application', async () => {
    const started = await applicantWithDraft();
    await cancel(started.browser);
    const { userId } = await rowOf(started.applicationId);
    const answers = await Promise.all([
      save(started.browser, {}),
      save(started.browser, {}),
      save(started.browser, {}),
    ]);
    const rows = await applicationsOfUser(userId);
    expect(rows.map((row) => row.status)).toEqual(['incomplete', 'canceled']);
    // Each either started it or lost the race with a conflict; none wrote a second one.
    expect(answers.some((answer) => answer.errors === undefined)).toBe(true);
    for (const answer of answers) {
      if (answer.errors) expect(answer.errors[0]?.extensions?.code).toBe('APPLICATION_CONFLICT');
    }
  });
});

describe('cancel after a decision (product-rules#application-status)', () => {
  it.each(['declined', 'approved'] as const)('a %s application cannot be canceled', async (status) => {
    const started = await applicantWithDraft();
    await closeAs(started.applicationId, status);
    const decided = await rowOf(started.applicationId);
    const answer = await started.browser.query(cancelMutation);
    expect(answer.errors?.[0]?.extensions?.code).toBe('APPLICATION_NOT_EDITABLE');
    expect(await rowOf(started.applicationId)).toEqual(decided);
  });

  it('a canceled application answers a second cancel as canceled, with a new one allowed at once', async () => {
    const started = await applicantWithDraft();
    await cancel(started.browser);
    const again = await started.browser.query<{
      applicationUpdateStatusUser: { status: string; canApplyAgainFrom: string };
    }>(cancelMutation);
    expect(again.data?.applicationUpdateStatusUser.status).toBe('canceled');
    const from = Date.parse(again.data?.applicationUpdateStatusUser.canApplyAgainFrom ?? '');
    expect(from).toBeLessThanOrEqual(testApp.clock.now().getTime());
  });
});

describe('the checks write nothing into an application no longer incomplete', () => {
  it.each(['canceled', 'declined', 'submitted', 'approved'] as const)('%s', async (status) => {
    const started = await applicantWithDraft();
    await closings[status](started);
    const before = await rowOf(started.applicationId);
    const atp = await started.browser.query(`mutation { calculateATPApproval(income: 90000) { isApproved } }`);
    expect(atp.data).toEqual({ calculateATPApproval: { isApproved: true } });
    const score = await started.browser.query(`query S($id: Int!) { checkScore(applicationId: $id) }`, {
      id: started.applicationId,
    });
    expect(score.errors?.[0]?.extensions?.code).toBe('APPLICATION_NOT_EDITABLE');
    expect(await rowOf(started.applicationId)).toEqual(before);
    const { rows } = await testApp.database.sql.executeSql(
      'select count(*) as n from atp_decisions where application_id = $1',
      [started.applicationId],
    );
    expect(Number((rows as { n: number | string }[])[0]?.n)).toBe(0);
  });
});
