import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import { cacheOf, newApplicant, save } from './application-test-kit.js';

/**
 * The status-only view the account page reads (product-rules#application-operations): the status
 * with the timeline's dates, and an applicant's cancel (product-rules#application-status), which a
 * decided application refuses.
 */
const statusFields = 'status submissionDate startedAt closedAt';
const statusQuery = `{ getApplicationStatus { ${statusFields} } }`;
const cancelMutation = `mutation { applicationUpdateStatusUser(status: "canceled") { ${statusFields} } }`;

interface StatusView {
  status: string;
  submissionDate: string | null;
  startedAt: string | null;
  closedAt: string | null;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function applicantWithDraft(): Promise<{ browser: TestBrowser; applicationId: number }> {
  const browser = await newApplicant(testApp);
  expect((await save(browser, {})).errors).toBeUndefined();
  return { browser, applicationId: Number((await cacheOf(browser))?.id) };
}

async function rowOf(applicationId: number) {
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw new Error(`no application ${applicationId}`);
  return row;
}

/** Moves the application as submit, or the back office's final decision, leaves it: status, dates, a new version. */
async function moveTo(applicationId: number, status: 'submitted' | 'approved' | 'declined') {
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

async function statusOf(browser: TestBrowser): Promise<StatusView | null> {
  const answer = await browser.query<{ getApplicationStatus: StatusView | null }>(statusQuery);
  expect(answer.errors).toBeUndefined();
  return answer.data?.getApplicationStatus ?? null;
}

describe('getApplicationStatus: the timeline’s dates', () => {
  it('none before an application is started', async () => {
    const browser = await newApplicant(testApp);
    expect(await statusOf(browser)).toBeNull();
  });

  it('an open application: started, not closed', async () => {
    const { browser, applicationId } = await applicantWithDraft();
    const row = await rowOf(applicationId);
    expect(await statusOf(browser)).toEqual({
      status: 'incomplete',
      submissionDate: null,
      startedAt: row.createdAt.toISOString(),
      closedAt: null,
    });
  });

  it.each(['approved', 'declined'] as const)('a %s application: closed when decided', async (status) => {
    const { browser, applicationId } = await applicantWithDraft();
    await moveTo(applicationId, status);
    const row = await rowOf(applicationId);
    expect(await statusOf(browser)).toEqual({
      status,
      submissionDate: row.submissionDate?.toISOString(),
      startedAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString(),
    });
    expect(row.closedAt).not.toBeNull();
  });

  it('a canceled application: closed when canceled, in the cancel’s answer too', async () => {
    const { browser, applicationId } = await applicantWithDraft();
    const canceled = await browser.query<{ applicationUpdateStatusUser: StatusView }>(cancelMutation);
    const row = await rowOf(applicationId);
    expect(row.closedAt).not.toBeNull();
    const expected = {
      status: 'canceled',
      submissionDate: null,
      startedAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString(),
    };
    expect(canceled.data?.applicationUpdateStatusUser).toEqual(expected);
    expect(await statusOf(browser)).toEqual(expected);
  });
});

describe('an applicant cancels while the application is not decided (product-rules#application-status)', () => {
  it.each([
    { from: 'incomplete', refusal: null },
    { from: 'submitted', refusal: null },
    { from: 'approved', refusal: 'This application is approved and can no longer be canceled.' },
    { from: 'declined', refusal: 'This application is declined and can no longer be canceled.' },
  ] as const)('$from → canceled: refused with $refusal', async ({ from, refusal }) => {
    const { browser, applicationId } = await applicantWithDraft();
    if (from !== 'incomplete') await moveTo(applicationId, from);
    const before = await rowOf(applicationId);
    const answer = await browser.query<{ applicationUpdateStatusUser: StatusView }>(cancelMutation);
    if (refusal) {
      expect(answer.errors?.[0]).toMatchObject({ message: refusal, extensions: { code: 'APPLICATION_NOT_EDITABLE' } });
      expect(await rowOf(applicationId)).toEqual(before);
    } else {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.applicationUpdateStatusUser.status).toBe('canceled');
      expect(await rowOf(applicationId)).toMatchObject({ status: 'canceled', version: before.version + 1 });
    }
  });

  it('canceled → canceled: the same answer, nothing written again', async () => {
    const { browser, applicationId } = await applicantWithDraft();
    const first = await browser.query<{ applicationUpdateStatusUser: StatusView }>(cancelMutation);
    const closed = await rowOf(applicationId);
    const second = await browser.query<{ applicationUpdateStatusUser: StatusView }>(cancelMutation);
    expect(second.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    expect(await rowOf(applicationId)).toEqual(closed);
  });
});
