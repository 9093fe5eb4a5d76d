import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheOf,
  employedAt,
  newApplicant,
  passIdentityQuestions,
  save,
  step,
  usAddress,
  verifyApplicantEmail,
} from '../modules/application/application-test-kit.js';
import { linkSentTo } from '../modules/employer-verification/employer-verification-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import { act, applicationRow, freshApplication, signedInStaff } from './staff-actions-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testHolder, uploadPassingDocuments } from './uploads.js';

// product-rules#check-dependencies, product-rules#identity-actions-flagged and
// product-rules#ability-to-pay-on-the-line (decision 053): decisions rest on current, complete facts.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const redoQuery = `{ getApplicationCache { stepName employerVerified workEmailVerificationFlag employerVerificationMethod
  checksToRedo { check step answers redo since documents } } }`;

interface Redo {
  getApplicationCache: {
    stepName: string;
    employerVerified: boolean | null;
    workEmailVerificationFlag: boolean | null;
    employerVerificationMethod: string | null;
    checksToRedo: {
      check: string;
      step: string;
      answers: string[];
      redo: string[];
      since: string;
      documents: string[];
    }[];
  };
}

async function atp(browser: TestBrowser, income: number) {
  await browser.query(
    `mutation A($income: Int) { calculateATPApproval(income: $income, accommodationCost: 1000, financialCommitments: 0, residenceType: "rent") { isApproved } }`,
    { income },
  );
}

async function uploadProofOfIncome(browser: TestBrowser) {
  await uploadPassingDocuments(
    browser,
    Number((await cacheOf(browser))?.id),
    ['proofOfIncome'],
    testHolder('1998-03-03'),
  );
}

async function confirmWorkEmail(browser: TestBrowser, email: string) {
  const id = Number((await cacheOf(browser))?.id);
  const sent = await browser.query(
    `mutation S($id: Int!, $email: String!) { sendWorkEmailConfirmation(id: $id, email: $email) { status } }`,
    { id, email },
  );
  if (sent.errors) throw new Error(`work e-mail refused: ${JSON.stringify(sent.errors)}`);
  await step(browser, { stepName: 'YP_WorkEmail_Sent' }, 'YP_WorkEmail_Sent');
  const link = await linkSentTo(testApp, email);
  await testApp.app.inject({
    method: 'POST',
    url: `/application-cache/workemailconfirmation/${link.first}/${link.second}`,
  });
  await step(browser, { stepName: 'YP_Employment_Verified' }, 'YP_Employment_Verified');
}

/** A young professional at review: proof of income, employer confirmed by work e-mail at acme-robotics.example, identity questions passed. */
async function verifiedYoungProfessionalAtReview(): Promise<TestBrowser> {
  const browser = await newApplicant(testApp);
  await step(browser, {}, 'PreResidency_Question');
  await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  await step(
    browser,
    { dob: '1998-03-03', ssn: '234-56-7890', ...usAddress, stepName: 'YP_Employment' },
    'YP_Employment',
  );
  await step(
    browser,
    { ...employedAt('Acme Robotics', 'https://acme-robotics.example'), stepName: 'YP_Financial_Info' },
    'YP_Financial_Info',
  );
  await atp(browser, 95_000);
  await step(
    browser,
    { income: 95_000, residenceType: 'rent', accommodationCost: 1000, stepName: 'YP_Financial_Validation' },
    'YP_Financial_Validation',
  );
  await uploadProofOfIncome(browser);
  await step(browser, { stepName: 'YP_Employer_Verification' }, 'YP_Employer_Verification');
  await confirmWorkEmail(browser, 'ana@acme-robotics.example');
  await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  await passIdentityQuestions(browser, [usAddress.street, usAddress.city, '1998', 'Acme Robotics']);
  await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  return browser;
}

describe('checks follow the answers: a changed answer makes the checks resting on it stale', () => {
  it('an employer and income change on review re-asks the income and employer checks; nothing is submitted on the old passes', async () => {
    const browser = await verifiedYoungProfessionalAtReview();
    expect((await browser.query<Redo>(redoQuery)).data?.getApplicationCache).toMatchObject({
      employerVerified: true,
      checksToRedo: [],
    });

    await atp(browser, 250_000);
    const editStarted = new Date().toISOString();
    const edit = await save(browser, {
      income: 250_000,
      employerName: 'Globex Corporation',
      employerWebsite: 'https://globex.example',
    });
    // The engine re-runs from review: the first check to do again is the income's.
    expect(edit.data?.applicationCacheSave.stepName).toBe('YP_Financial_Validation_Options');
    const after = (await browser.query<Redo>(redoQuery)).data?.getApplicationCache;
    // The link confirmed the old employer; the applicant's chosen way (work e-mail) stands.
    expect(after).toMatchObject({
      employerVerified: false,
      workEmailVerificationFlag: false,
      employerVerificationMethod: 'workEmail',
    });
    // `since` is the edit's instant: the wizard's uploader shows no file from before it as the one that counts.
    const since = after?.checksToRedo[0]?.since ?? '';
    expect(since >= editStarted && since <= new Date().toISOString()).toBe(true);
    expect(after?.checksToRedo).toEqual([
      {
        check: 'incomeValidation',
        step: 'YP_Financial_Validation_Options',
        answers: ['income', 'employerName'],
        redo: ['upload a proof of income for your new income or employer'],
        since,
        documents: ['proofOfIncome'],
      },
      {
        check: 'employerVerification',
        step: 'YP_Employer_Verification',
        answers: ['employerName', 'employerWebsite'],
        redo: ['confirm your new employer by work e-mail or workplace address'],
        since,
        documents: [],
      },
    ]);
    // Review cannot be left, nor the application sent, on the old passes.
    const skipped = await save(browser, { stepName: 'YP_Review' });
    expect(skipped.errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
    const submit = await browser.query(`mutation { applicationSubmit { status } }`);
    // The changed answers need a new review before anything can be sent.
    expect(submit.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_SAVED');

    // Done again on the new answers: a new proof of income and the new employer's work e-mail.
    await uploadProofOfIncome(browser);
    await step(browser, { stepName: 'YP_Employer_Verification' }, 'YP_Employer_Verification');
    await confirmWorkEmail(browser, 'ana@globex.example');
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
    expect((await browser.query<Redo>(redoQuery)).data?.getApplicationCache).toMatchObject({
      employerVerified: true,
      checksToRedo: [],
    });
    await step(browser, { acceptDisclosures: true }, 'YP_Review');
    expect((await browser.query(`mutation { applicationSave { status } }`)).errors).toBeUndefined();
    await step(browser, { stepName: 'YP_Verify_Email' }, 'YP_Verify_Email');
    await verifyApplicantEmail(testApp, browser);
    await step(browser, { stepName: 'YP_Application_Completed' }, 'YP_Application_Completed');
    const submitted = await browser.query<{ applicationSubmit: { status: string } }>(
      `mutation { applicationSubmit { status } }`,
    );
    expect(submitted.data).toEqual({ applicationSubmit: { status: 'submitted' } });

    // The back office reads the checks done on the new answers.
    await testApp.jobs.drain();
    const reviewer = await signedInStaff(testApp, 'reviewer-fresh-checks@waypoint.example', 'reviewer');
    const applicationId = Number((await cacheOf(browser))?.id);
    const view = await reviewer.browser.query<{ opsApplication: { checks: { name: string; result: string }[] } }>(
      `query V($applicationId: Int!) { opsApplication(applicationId: $applicationId) { checks { name result detail } } }`,
      { applicationId },
    );
    const results = Object.fromEntries(view.data!.opsApplication.checks.map((check) => [check.name, check.result]));
    expect(results).toMatchObject({ employer: 'passed', identityQuestions: 'passed', identityRisk: 'passed' });
  });

  it('an address change after the identity questions passed asks them again: the old pass does not count', async () => {
    const browser = await verifiedYoungProfessionalAtReview();
    const edit = await save(browser, { street: '9 Elm St' });
    expect(edit.data?.applicationCacheSave.stepName).toBe('YP_Identification');
    const redo = (await browser.query<Redo>(redoQuery)).data?.getApplicationCache.checksToRedo;
    expect(redo?.map((check) => check.check)).toEqual(['identityScore', 'identityConfirmation']);
    // The identity questions open a new set on the new address instead of answering with the old pass.
    const identity = await browser.query<{ getIdentity: { result: string } }>(`{ getIdentity { result } }`);
    expect(identity.data?.getIdentity.result).toBe('questions');
  });
});

describe('the back office never shows a stale check as its old pass', () => {
  it('a check whose answers changed after it ran reads "stale", naming what changed', async () => {
    const reviewer = await signedInStaff(testApp, 'reviewer-stale-checks@waypoint.example', 'reviewer');
    const target = await freshApplication(testApp, 'Stalescore');
    // As an application written before this rule could be: the score's answers changed and its result was reset.
    await testApp.database.sql.executeSql(
      `update applications set draft = draft || '{"sentilinkApproval": null}'::jsonb where id = $1`,
      [target.applicationId],
    );
    await testApp.database.sql.executeSql(
      `insert into application_stale_facts (application_id, fact, stale_since, answers) values ($1, 'identityScore', now(), '["zip"]'::jsonb)`,
      [target.applicationId],
    );
    const view = await reviewer.browser.query<{
      opsApplication: { checks: { name: string; result: string; detail: string | null }[] };
    }>(
      `query V($applicationId: Int!) { opsApplication(applicationId: $applicationId) { checks { name result detail } } }`,
      {
        applicationId: target.applicationId,
      },
    );
    expect(view.data?.opsApplication.checks.find((check) => check.name === 'identityRisk')).toEqual({
      name: 'identityRisk',
      result: 'stale',
      detail: expect.stringMatching(/^asked again: your ZIP code changed on \d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('"identity check failed and actions are flagged" (product-rules#identity-actions-flagged)', () => {
  async function scoredAt(ssn: string) {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
    await step(browser, { dob: '1998-03-03', ssn, ...usAddress }, 'YP_Identification');
    const id = (await cacheOf(browser))?.id;
    const score = await browser.query(
      `query S($id: Int!) { checkScore(applicationId: $id, firstName: "Ana", lastName: "Silva") }`,
      {
        id,
      },
    );
    expect(score.data).toEqual({ checkScore: false });
    return browser;
  }

  it('a failed score without flags goes on to employment and income: review is not reachable from identification', async () => {
    const browser = await scoredAt('123-45-9999');
    const refused = await save(browser, { stepName: 'YP_Review' });
    expect(refused.errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
    await step(browser, { stepName: 'YP_Employment' }, 'YP_Employment');
    await step(
      browser,
      { ...employedAt('Acme Robotics', 'https://acme-robotics.example'), stepName: 'YP_Financial_Info' },
      'YP_Financial_Info',
    );
    // Income is asked: the financial step cannot be left without it.
    const noIncome = await save(browser, { stepName: 'YP_Financial_Validation' });
    expect(noIncome.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(noIncome.errors?.[0]?.message).toMatch(/income/);
  });

  it('a failed score with actions flagged goes straight to review, as the rules say', async () => {
    const browser = await scoredAt('123-99-6789');
    expect(await cacheOf(browser)).toMatchObject({ sentilinkApproval: false });
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  });
});

describe('ability to pay on the line: staff approvals are assessed (Reg Z 1026.51)', () => {
  it('refuses a limit above what the income supports, naming the most it supports; a supported one is approved', async () => {
    const approver = await signedInStaff(testApp, 'approver-atp-limit@waypoint.example', 'approver');
    const target = await freshApplication(testApp, 'Lowincome');
    // $30,000 a year with $1,000 of rent a month: the minimum payment of a $10,000 line does not fit.
    await testApp.database.sql.executeSql(
      `update applications set draft = draft || '{"income": 30000, "accommodationCost": 1000}'::jsonb where id = $1`,
      [target.applicationId],
    );
    const refused = await act(approver.browser, 'approve', target, { creditLimit: 10_000 });
    expect(refused.errors?.[0]?.extensions.code).toBe('ABILITY_TO_PAY_LIMIT_NOT_SUPPORTED');
    expect(refused.errors?.[0]?.message).toMatch(/A \$10,000 line is more than .* the most it supports is \$[\d,]+\./);
    expect((await applicationRow(testApp, target.applicationId)).status).toBe('submitted');
    const approved = await act(approver.browser, 'approve', target, { creditLimit: 300 });
    expect(approved.errors).toBeUndefined();
    expect((await applicationRow(testApp, target.applicationId)).status).toBe('approved');
  });

  it('refuses an approval when the income is unknown: nothing is decided', async () => {
    const approver = await signedInStaff(testApp, 'approver-atp-unknown@waypoint.example', 'approver');
    const target = await freshApplication(testApp, 'Unknownincome');
    // An application written before income was required: the income is not on record.
    await testApp.database.sql.executeSql(`update applications set draft = draft - 'income' where id = $1`, [
      target.applicationId,
    ]);
    const refused = await act(approver.browser, 'approve', target, { creditLimit: 10_000 });
    expect(refused.errors?.[0]?.extensions.code).toBe('ABILITY_TO_PAY_INCOME_UNKNOWN');
    expect((await applicationRow(testApp, target.applicationId)).status).toBe('submitted');
  });
});
