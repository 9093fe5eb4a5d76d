import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applicantReadyToSubmit } from '../../testing/submit-walk.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { creditInquiries } from './credit-report-tables.js';
import {
  creditCheckQuery,
  primeFile,
  retryMutation,
  scriptedBureau,
  submitMutation,
  testBureau,
  type CreditCheckAnswer,
} from './credit-report-test-kit.js';
import { creditReportOf, hardPullJobHandler, queueHardPull } from './hard-pull-service.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function appWith(bureau: ReturnType<typeof scriptedBureau>) {
  testApp = await createTestApp({}, undefined, undefined, bureau.provider);
  return testApp;
}

async function hardInquiries(app: TestApp) {
  return app.database.db.select().from(creditInquiries).where(eq(creditInquiries.kind, 'hard'));
}

describe('the hard inquiry after submit', () => {
  it('is pulled once by a job, with the full SSN and the account name, and kept encrypted', async () => {
    const bureau = scriptedBureau([primeFile]);
    const app = await appWith(bureau);
    const browser = await applicantReadyToSubmit(app, 'Ortega');
    // Two submits at once (a double click, a retried request) pull once.
    const [first, second] = await Promise.all([browser.query(submitMutation), browser.query(submitMutation)]);
    expect([first.data, second.data]).toEqual([
      { applicationSubmit: { status: 'submitted' } },
      { applicationSubmit: { status: 'submitted' } },
    ]);
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'pending', canRetry: false, bureau: null } },
    });
    // Nothing is asked inside the request: the job does it.
    expect(bureau.inquiries).toHaveLength(0);
    await app.jobs.drain();
    await app.jobs.drain();

    expect(bureau.inquiries).toHaveLength(1);
    const [inquiry] = bureau.inquiries;
    expect(inquiry).toMatchObject({
      kind: 'hard',
      subject: {
        firstName: 'Rosa',
        lastName: 'Ortega',
        dob: '1990-01-01',
        ssn: '123456789',
        ssnLastFour: null,
        address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      },
    });
    const rows = await hardInquiries(app);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      status: 'completed',
      authorizationType: 'CREDIT_PULL_AUTHORIZATION',
      authorizationVersion: 'v1',
      bureauName: testBureau.name,
      attempts: 1,
    });
    expect(inquiry?.referenceId).toBe(row?.id);
    expect(row?.authorizedIp).toBe(browser.ip);
    // Stored encrypted: the row holds only the cipher's envelope (v1.<keyId>.<iv>.<tag>.<ciphertext>, base64url), which
    // no JSON answer matches. A search for the score's digits in it would fail by chance once in a few hundred runs.
    expect(row?.answerCipher).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await creditReportOf(app.creditReport, row?.applicationId ?? 0)).toMatchObject({
      status: 'completed',
      answer: primeFile,
    });
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'completed', canRetry: false, bureau: { name: testBureau.name } } },
    });
  });

  it('is never pulled without the Credit Report Authorization on record', async () => {
    const bureau = scriptedBureau([primeFile]);
    const app = await appWith(bureau);
    const browser = await applicantReadyToSubmit(app, 'Ortega');
    // An application whose acceptance was never recorded (as before the review recorded it).
    await app.database.sql.executeSql(
      `delete from application_disclosures where document_type = 'CREDIT_PULL_AUTHORIZATION'`,
    );
    expect((await browser.query(submitMutation)).data).toEqual({ applicationSubmit: { status: 'submitted' } });
    await app.jobs.drain();
    expect(bureau.inquiries).toHaveLength(0);
    expect(await hardInquiries(app)).toMatchObject([{ status: 'notAuthorized', authorizationVersion: 'none' }]);
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'notAuthorized', canRetry: false } },
    });
    expect((await browser.query(retryMutation)).errors?.[0]?.extensions.code).toBe('CREDIT_CHECK_NOT_RETRYABLE');
  });

  it('queues nothing for a direct call without authorization either', async () => {
    const bureau = scriptedBureau([primeFile]);
    const app = await appWith(bureau);
    const inserted = await app.database.sql.executeSql(
      `insert into applications (user_id, status) values ('00000000-0000-4000-8000-000000000001', 'submitted') returning id`,
    );
    const [application] = inserted.rows as { id: number }[];
    await app.database.db.transaction((tx) => queueHardPull(tx, application?.id ?? 0, null, new Date()));
    expect(await app.jobs.drain()).toBe(0);
    expect(bureau.inquiries).toHaveLength(0);
  });

  it('retries a bureau outage while the application waits in review, then lets the applicant ask again', async () => {
    const bureau = scriptedBureau(['outage', 'outage', primeFile]);
    const app = await appWith(bureau);
    const browser = await applicantReadyToSubmit(app, 'Ortega');
    await browser.query(submitMutation);
    await app.jobs.drain();
    expect(bureau.inquiries).toHaveLength(1);
    const [row] = await hardInquiries(app);
    // The job failed and waits for its retry; the application stays submitted.
    expect(row).toMatchObject({ status: 'pending', lastError: 'Error', leaseUntil: null, attempts: 1 });
    const jobs = await app.database.sql.executeSql('select state from pgboss.job where id = $1', [row?.jobId]);
    expect(jobs.rows).toEqual([{ state: 'retry' }]);
    expect((await browser.query(`{ getApplicationStatus { status } }`)).data).toEqual({
      getApplicationStatus: { status: 'submitted' },
    });
    // The last try fails too: the inquiry is unavailable, and the applicant may ask again.
    await hardPullJobHandler(app.creditReport)({
      id: row?.jobId ?? '',
      data: { inquiryId: row?.id ?? '' },
      retryCount: 8,
      finalAttempt: true,
    });
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'unavailable', canRetry: true } },
    });
    expect((await browser.query(retryMutation)).data).toEqual({
      retryCreditCheck: { status: 'pending', canRetry: false, bureau: null },
    });
    await app.jobs.drain();
    expect(bureau.inquiries).toHaveLength(3);
    expect(new Set(bureau.inquiries.map((inquiry) => inquiry.referenceId)).size).toBe(1);
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'completed' } },
    });
    expect((await browser.query(retryMutation)).errors?.[0]?.extensions.code).toBe('CREDIT_CHECK_NOT_RETRYABLE');
  });

  it('tells a frozen file what to do, and pulls again once the applicant asks', async () => {
    const frozen = { outcome: 'frozen', bureau: testBureau } as const;
    const bureau = scriptedBureau([frozen, frozen, primeFile]);
    const app = await appWith(bureau);
    const browser = await applicantReadyToSubmit(app, 'Ortega');
    await browser.query(submitMutation);
    await app.jobs.drain();
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: {
        getCreditCheck: {
          status: 'frozen',
          canRetry: true,
          bureau: { name: testBureau.name, phone: testBureau.phone },
        },
      },
    });
    const [again, twice] = await Promise.all([browser.query(retryMutation), browser.query(retryMutation)]);
    expect([again.errors, twice.errors]).toEqual([undefined, undefined]);
    await app.jobs.drain();
    expect(bureau.inquiries).toHaveLength(2);
    // Still frozen: asking again within the minute is refused, and after it the bureau is asked once more.
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'frozen' } },
    });
    expect((await browser.query(retryMutation)).errors?.[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'frozen', canRetry: true } },
    });
    app.clock.advance(61_000);
    expect((await browser.query(retryMutation)).errors).toBeUndefined();
    await app.jobs.drain();
    expect(bureau.inquiries).toHaveLength(3);
    expect(await browser.query<CreditCheckAnswer>(creditCheckQuery)).toMatchObject({
      data: { getCreditCheck: { status: 'completed' } },
    });
  });

  it('asks the bureau once when two runs of the same job overlap', async () => {
    const bureau = scriptedBureau([primeFile], 100);
    const app = await appWith(bureau);
    const browser = await applicantReadyToSubmit(app, 'Ortega');
    await browser.query(submitMutation);
    const [row] = await hardInquiries(app);
    const handler = hardPullJobHandler(app.creditReport);
    const run = () =>
      handler({ id: row?.jobId ?? '', data: { inquiryId: row?.id ?? '' }, retryCount: 0, finalAttempt: false });
    const results = await Promise.allSettled([run(), run()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(bureau.inquiries).toHaveLength(1);
  });

  it('shows nobody else the check, and nothing before submit', async () => {
    const bureau = scriptedBureau([primeFile]);
    const app = await appWith(bureau);
    const browser = await applicantReadyToSubmit(app, 'Ortega');
    expect((await browser.query<CreditCheckAnswer>(creditCheckQuery)).data).toEqual({ getCreditCheck: null });
    expect((await browser.query(retryMutation)).errors?.[0]?.extensions.code).toBe('CREDIT_CHECK_NOT_FOUND');
    await browser.query(submitMutation);
    const other = await applicantReadyToSubmit(app, 'Other');
    expect((await other.query<CreditCheckAnswer>(creditCheckQuery)).data).toEqual({ getCreditCheck: null });
  });
});
