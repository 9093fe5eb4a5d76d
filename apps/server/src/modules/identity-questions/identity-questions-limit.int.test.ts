import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { maxFailedAttempts } from './kba-service.js';
import { identityTransactions } from './kba-tables.js';
import {
  answered,
  applicantAtIdentityVerification,
  getIdentity,
  mainAnswers,
  save,
  started,
  submitAnswers,
  summaryOf,
  type IdentityAnswer,
} from './kba-test-kit.js';

/**
 * The failure limit of the identity questions (docs/sandbox.md "Identity
 * questions") holds against a burst of getIdentity, aliased in one request or
 * sent at once, and against answers to a set opened before the limit was hit.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const burst = 50;

async function rowsOf(transactionId: string) {
  const db = testApp.database.db;
  const [owner] = await db
    .select({ applicationId: identityTransactions.applicationId, userId: identityTransactions.userId })
    .from(identityTransactions)
    .where(eq(identityTransactions.id, transactionId));
  if (!owner) throw new Error('no such transaction');
  const byResult = await db
    .select({ result: identityTransactions.result, count: count() })
    .from(identityTransactions)
    .where(eq(identityTransactions.applicationId, owner.applicationId))
    .groupBy(identityTransactions.result);
  const counts = Object.fromEntries(byResult.map((row) => [row.result, row.count]));
  const total = byResult.reduce((sum, row) => sum + row.count, 0);
  return { ...owner, counts, total };
}

/** `burst` getIdentity requests at once; the distinct transactions they answered with. */
async function concurrentStarts(browser: TestBrowser): Promise<IdentityAnswer[]> {
  const responses = await Promise.all(Array.from({ length: burst }, () => getIdentity(browser)));
  return responses.map((response) => {
    if (!response.data) throw new Error(`getIdentity refused: ${JSON.stringify(response.errors)}`);
    return response.data.getIdentity;
  });
}

async function failOnce(browser: TestBrowser): Promise<void> {
  const identity = await started(browser);
  expect(identity.result).toBe('questions');
  expect((await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 4))).result).toBe('failed');
}

describe('opening a question set is atomic: one open set at a time', () => {
  it(`${burst} aliased getIdentity fields in one request open at most one set`, async () => {
    const browser = await applicantAtIdentityVerification(testApp);
    // One field each, so the query-cost limit does not refuse it first.
    const aliased = Array.from({ length: burst }, (_, index) => `s${index}: getIdentity { transactionId }`).join(' ');
    await browser.query(`{ ${aliased} }`);
    const identity = await started(browser);
    expect((await rowsOf(identity.transactionId)).total).toBe(1);
  });

  it(`${burst} getIdentity requests at once open one set, and all of them resume it`, async () => {
    const browser = await applicantAtIdentityVerification(testApp);
    const answers = await concurrentStarts(browser);
    const ids = new Set(answers.map((answer) => answer.transactionId));
    expect(ids.size).toBe(1);
    expect(answers.every((answer) => answer.result === 'questions' && answer.questions.length === 4)).toBe(true);
    const [id = ''] = ids;
    expect(await rowsOf(id)).toMatchObject({ total: 1, counts: { questions: 1 } });
  });

  it('a burst at the last attempt opens one set; once it fails, no burst opens another', async () => {
    const browser = await applicantAtIdentityVerification(testApp);
    for (let attempt = 1; attempt < maxFailedAttempts; attempt += 1) await failOnce(browser);
    const last = new Set((await concurrentStarts(browser)).map((answer) => answer.transactionId));
    expect(last.size).toBe(1);
    const [lastId = ''] = last;
    const lastSet = await started(browser);
    expect(lastSet.transactionId).toBe(lastId);
    await answered(browser, lastId, 'MAIN', mainAnswers(lastSet, 4));

    const spent = await concurrentStarts(browser);
    expect(spent.every((answer) => answer.result === 'failed' && answer.questions.length === 0)).toBe(true);
    expect(spent.every((answer) => /no attempts are left/.test(answer.message ?? ''))).toBe(true);
    expect(await rowsOf(lastId)).toMatchObject({ total: maxFailedAttempts, counts: { failed: maxFailedAttempts } });
  });
});

describe('comparing the sets one applicant was offered', () => {
  it('does not single out the right options: every set offers the same ones, in a new order', async () => {
    const browser = await applicantAtIdentityVerification(testApp);
    const offered: IdentityAnswer[] = [];
    for (let attempt = 1; attempt <= maxFailedAttempts; attempt += 1) {
      const identity = await started(browser);
      offered.push(identity);
      await answered(browser, identity.transactionId, 'MAIN', mainAnswers(identity, 4));
    }
    const first = offered[0]?.questions ?? [];
    first.forEach((question, index) => {
      const always = offered
        .map((identity) => identity.questions[index]?.answer ?? [])
        .reduce((common, options) => common.filter((option) => options.includes(option)));
      expect(always).toHaveLength(5);
      expect(always).toEqual(expect.arrayContaining(question.answer));
    });
    expect(new Set(offered.map((identity) => JSON.stringify(identity.questions))).size).toBeGreaterThan(1);
  });
});

describe('submitAnswers re-checks the failure limit', () => {
  it('with the failures at the limit, right answers to a set still open are refused and open nothing', async () => {
    const browser = await applicantAtIdentityVerification(testApp);
    const open = await started(browser);
    // Failed sets that an earlier race let open alongside this one (as the probe saw).
    const { applicationId, userId } = await rowsOf(open.transactionId);
    const now = new Date();
    await testApp.database.db.insert(identityTransactions).values(
      Array.from({ length: maxFailedAttempts }, () => ({
        id: randomUUID(),
        userId,
        applicationId,
        result: 'failed',
        createdAt: new Date(now.getTime() - 60_000),
        updatedAt: new Date(now.getTime() - 60_000),
        expiresAt: now,
      })),
    );

    const refused = await submitAnswers(browser, open.transactionId, 'MAIN', mainAnswers(open, 0));
    expect(refused.status).toBe(409);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'IDENTITY_ATTEMPTS_USED' } });
    expect(refused.errors?.[0]?.message).toMatch(/Upload an identity document/);
    expect((await summaryOf(browser))?.result).not.toBe('passed');
    expect((await save(browser, { stepName: 'YP_Review' })).errors?.[0]?.extensions.code).toBe(
      'IDENTITY_NOT_CONFIRMED',
    );
    const [passed] = await testApp.database.db
      .select({ count: count() })
      .from(identityTransactions)
      .where(and(eq(identityTransactions.applicationId, applicationId), eq(identityTransactions.result, 'passed')));
    expect(passed?.count).toBe(0);

    // The set is closed, not offered again; getIdentity says no attempts are left.
    const after = await started(browser);
    expect(after).toMatchObject({ result: 'failed', questions: [] });
    expect(after.message).toMatch(/no attempts are left/);
    expect((await rowsOf(open.transactionId)).total).toBe(maxFailedAttempts + 1);
  });
});
