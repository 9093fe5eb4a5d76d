import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAPPLY_WAITING_DAYS_AFTER_DECLINE } from '@waypoint/domain/application/application-status';
import { applicantEmail, cacheOf, newApplicant, save, step } from '../modules/application/application-test-kit.js';
import { prequalificationForm, prequalify } from '../modules/credit-report/credit-report-test-kit.js';
import {
  act,
  applicationRow,
  bureauByLastName,
  freshApplication,
  myDecisionQuery,
  noticesOf,
  signedInStaff,
  type StaffMember,
} from './staff-actions-test-kit.js';
import { signIn } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

// Applying again after a staff decline through the back office (decision 032): the wait, then a new
// application beside the declined one, whose decisions and notices stay. The rule table is in
// modules/application/applying-again.int.test.ts.
const dayMs = 24 * 60 * 60 * 1000;
const statusQuery = `{ getApplicationStatus { status canApplyAgainFrom } }`;

let testApp: TestApp;
let approver: StaffMember;

beforeAll(async () => {
  testApp = await createTestApp({}, undefined, undefined, bureauByLastName());
  approver = await signedInStaff(testApp, 'approver@bank.example', 'approver');
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const countOf = async (sql: string, params: unknown[]) =>
  Number(((await testApp.database.sql.executeSql(sql, params)).rows as { n: number | string }[])[0]?.n ?? 0);

describe('applying again after opsDecline', () => {
  it('waits the named number of days, then starts a new application; the declined one, its decisions and notices stay', async () => {
    const target = await freshApplication(testApp, 'Declined');
    const declined = await act(approver.browser, 'decline', target);
    expect(declined.errors).toBeUndefined();
    await testApp.jobs.drain();
    const { applicant, applicationId } = target;
    const closed = await applicationRow(testApp, applicationId);
    expect(closed.status).toBe('declined');
    const decisionsBefore = await countOf('select count(*) as n from application_decisions where application_id = $1', [
      applicationId,
    ]);
    const noticesBefore = await noticesOf(testApp, applicationId);
    expect(decisionsBefore).toBeGreaterThan(0);
    expect(noticesBefore.length).toBeGreaterThan(0);

    const decision = await applicant.query<{ myDecision: { notices: { downloadUrl: string }[] } | null }>(
      myDecisionQuery,
    );
    const notice = decision.data?.myDecision?.notices[0];
    if (!notice) throw new Error(`no notice to download: ${JSON.stringify(decision)}`);

    const allowedAt = new Date(closed.closedAt as Date | string).getTime() + REAPPLY_WAITING_DAYS_AFTER_DECLINE * dayMs;
    const status = await applicant.query<{ getApplicationStatus: { status: string; canApplyAgainFrom: string } }>(
      statusQuery,
    );
    expect(status.data?.getApplicationStatus.status).toBe('declined');
    expect(Date.parse(status.data?.getApplicationStatus.canApplyAgainFrom ?? '')).toBe(allowedAt);
    const tooSoon = await save(applicant, {});
    expect(tooSoon.errors?.[0]?.extensions?.code).toBe('REAPPLY_TOO_SOON');
    expect(tooSoon.errors?.[0]?.message).toMatch(/^You can apply again from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);

    testApp.clock.advance(allowedAt - testApp.clock.now().getTime() + 1_000);
    await signIn(applicant, applicantEmail(applicant));
    const again = await save(applicant, {});
    expect(again.errors).toBeUndefined();

    const fresh = await cacheOf(applicant);
    expect(fresh).toMatchObject({ status: 'incomplete', version: 1, submissionDate: null });
    expect(fresh?.id).not.toBe(applicationId);
    // The declined application, its decisions and its notices are kept as they were.
    expect(await applicationRow(testApp, applicationId)).toEqual(closed);
    expect(
      await countOf('select count(*) as n from application_decisions where application_id = $1', [applicationId]),
    ).toBe(decisionsBefore);
    expect(await noticesOf(testApp, applicationId)).toEqual(noticesBefore);
    // The readers of "the applicant's application" see the new one: no credit check for it yet.
    const creditCheck = await applicant.query<{ getCreditCheck: unknown }>(`{ getCreditCheck { status } }`);
    expect(creditCheck.data?.getCreditCheck).toBeNull();
    // The next save edits the new application: one open application, beside the declined one.
    expect((await save(applicant, {}, 1)).errors).toBeUndefined();
    const ofUser =
      'select count(*) as n from applications where user_id = (select user_id from applications where id = $1)';
    expect(await countOf(ofUser, [applicationId])).toBe(2);
    // The declined application's notice still downloads, as sent.
    const download = await applicant.send({ method: 'GET', url: notice.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  });
});

describe('a prequalification after a cancel', () => {
  it('keeps its answers for the new application: a closed application is no open one', async () => {
    const applicant = await newApplicant(testApp);
    await step(applicant, {}, 'PreResidency_Question');
    const canceled = await applicant.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    expect(canceled.errors).toBeUndefined();
    const answer = await prequalify(applicant, prequalificationForm);
    expect(answer.data?.prequalify.answersCarryOver).toBe(true);
    await step(applicant, {}, 'PreResidency_Question');
    expect(await cacheOf(applicant)).toMatchObject({ status: 'incomplete', dob: '1996-07-14', income: 72000 });
  });
});
