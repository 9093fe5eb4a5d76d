import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheOf, newApplicant, step } from '../modules/application/application-test-kit.js';
import { prequalifications } from '../modules/credit-report/credit-report-tables.js';
import {
  prequalificationForm,
  prequalify,
  primeFile,
  scriptedBureau,
} from '../modules/credit-report/credit-report-test-kit.js';
import { prequalificationCookie } from '../modules/credit-report/prequalification-carry-over.js';
import { answersPurgeJobHandler } from '../modules/credit-report/prequalification-service.js';
import { TestBrowser } from './graphql-client.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

// The credit report's answers and the application's first save, across the two capabilities (decision 026).
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const form = prequalificationForm;

describe('the answers carry into the application', () => {
  it('fills the first draft of the visitor who signs up in the same browser, then deletes them', async () => {
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile]).provider);
    const visitor = new TestBrowser(testApp.app);
    await prequalify(visitor, form);
    await registerUser(visitor, { email: 'mei@example.com', firstName: 'Mei', lastName: 'Tanaka' });
    await step(visitor, {}, 'PreResidency_Question');
    expect(await cacheOf(visitor)).toMatchObject({
      dob: '1996-07-14',
      inUS: true,
      income: 72000,
      accommodationCost: 1500,
    });
    const [kept] = await testApp.database.db.select().from(prequalifications);
    expect(kept).toMatchObject({ answersCipher: null, answersExpireAt: null, userId: expect.any(String) });
    expect(kept?.answersUsedAt).toBeInstanceOf(Date);

    // Someone else in another browser starts empty.
    const other = await newApplicant(testApp);
    await step(other, {}, 'PreResidency_Question');
    expect(await cacheOf(other)).toMatchObject({ dob: null, income: null });
  });

  it('does not give a visitor’s answers to someone else who signs up in the same browser', async () => {
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile]).provider);
    const sharedBrowser = new TestBrowser(testApp.app);
    await prequalify(sharedBrowser, form);
    await registerUser(sharedBrowser, { email: 'next@example.com', firstName: 'Jonas', lastName: 'Berg' });
    await step(sharedBrowser, {}, 'PreResidency_Question');
    expect(await cacheOf(sharedBrowser)).toMatchObject({ dob: null, income: null });
    const [kept] = await testApp.database.db.select().from(prequalifications);
    expect(kept).toMatchObject({ userId: null, answersUsedAt: null });
    expect(kept?.answersCipher).toEqual(expect.any(String));
  });

  it('ties a signed-in applicant’s answers to the account, and keeps none once an application exists', async () => {
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile]).provider);
    const applicant = await newApplicant(testApp);
    const before = await prequalify(applicant, form);
    expect(before.data?.prequalify.answersCarryOver).toBe(true);
    expect(before.setCookies.some((line) => line.startsWith(`${prequalificationCookie}=`))).toBe(false);
    await step(applicant, {}, 'PreResidency_Question');
    expect(await cacheOf(applicant)).toMatchObject({ dob: '1996-07-14', income: 72000 });

    const after = await prequalify(applicant, { ...form, income: 90000 });
    expect(after.data?.prequalify.answersCarryOver).toBe(false);
    const rows = await testApp.database.db.select().from(prequalifications);
    expect(rows.filter((row) => row.answersCipher !== null)).toHaveLength(0);
  });

  it('does not use answers after a day, and the purge job deletes them', async () => {
    testApp = await createTestApp({}, undefined, undefined, scriptedBureau([primeFile]).provider);
    const visitor = new TestBrowser(testApp.app);
    await prequalify(visitor, form);
    testApp.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await registerUser(visitor, { email: 'late@example.com', firstName: 'Mei', lastName: 'Tanaka' });
    await step(visitor, {}, 'PreResidency_Question');
    expect(await cacheOf(visitor)).toMatchObject({ dob: null, income: null });

    const [kept] = await testApp.database.db.select().from(prequalifications);
    await answersPurgeJobHandler(testApp.creditReport)({
      id: 'purge',
      data: { prequalificationId: kept?.id ?? '' },
      retryCount: 0,
      finalAttempt: false,
    });
    const [purged] = await testApp.database.db
      .select()
      .from(prequalifications)
      .where(eq(prequalifications.id, kept?.id ?? ''));
    // The record the law needs stays: when, the outcome and why; the answers are gone.
    expect(purged).toMatchObject({ answersCipher: null, outcome: 'likelyApproved', ruleVersion: 'prequal-2026-11' });
  });
});
