import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testHolder, uploadPassingDocuments } from '../../testing/uploads.js';
import { applications } from './application-tables.js';
import {
  cacheOf,
  employedAt,
  newApplicant,
  passIdentityQuestions,
  save,
  step,
  uploadRequiredDocuments,
  usAddress,
  usAtReview,
  verifyApplicantEmail,
  ypAtFinancialInfo,
} from './application-test-kit.js';

/** decision 018 (docs/decisions/018-checks-follow-the-answers.md): an edit at review cannot skip a check, and submit refuses one missing. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface GraphqlErrors {
  errors?: readonly { message: string; extensions: Record<string, unknown> }[];
}

const submit = 'mutation { applicationSubmit(sessionID: "visit") { status } }';

/** Stands in for data written before this rule: draft fields set straight on the row. */
async function serverSets(browser: TestBrowser, fields: Record<string, unknown>) {
  const id = Number((await cacheOf(browser))?.id);
  await testApp.database.db
    .update(applications)
    .set({ draft: sql`${applications.draft} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(applications.id, id));
}

async function atp(browser: TestBrowser, income: number, accommodationCost: number, residenceType: string) {
  const response = await browser.query<{ calculateATPApproval: { isApproved: boolean } }>(
    `mutation A($income: Int, $cost: Int, $type: String) { calculateATPApproval(income: $income, accommodationCost: $cost, financialCommitments: 0, residenceType: $type) { isApproved } }`,
    { income, cost: accommodationCost, type: residenceType },
  );
  return response.data?.calculateATPApproval.isApproved;
}

async function reviewSave(browser: TestBrowser, review: string) {
  await step(browser, { acceptDisclosures: true }, review);
  const saved = await browser.query('mutation { applicationSave { status } }');
  expect(saved.errors).toBeUndefined();
}

function refusedChecks(response: GraphqlErrors) {
  const error = response.errors?.[0];
  return {
    code: error?.extensions.code,
    fields: (error?.extensions.fieldErrors as { field: string }[] | undefined)?.map((entry) => entry.field),
    message: error?.message,
  };
}

/** The walk: citizen or green card, income 9000 with 2500 rent: review says no automatic offer. */
async function ypDeclinedAtReview(): Promise<TestBrowser> {
  const browser = await ypAtFinancialInfo(testApp, employedAt('Tiny Startup', 'https://tiny-startup.example'));
  expect(await atp(browser, 9000, 2500, 'rent')).toBe(false);
  await step(
    browser,
    { income: '9000', residenceType: 'rent', accommodationCost: '2500', stepName: 'YP_Review' },
    'YP_Review',
  );
  return browser;
}

describe('young professional: an edit at review re-runs the engine', () => {
  it('income 95000 living with family, saved from review, goes to income validation; with every check done it submits', async () => {
    const browser = await ypDeclinedAtReview();
    expect(await atp(browser, 95000, 0, 'family')).toBe(true);
    // "Change" income and "Save and return to review": the new answers call for the checks, so the engine leads there.
    await step(browser, { income: '95000', residenceType: 'family', accommodationCost: '' }, 'YP_Financial_Validation');

    const id = Number((await cacheOf(browser))?.id);
    await uploadPassingDocuments(browser, id, ['proofOfIncome'], testHolder('1998-03-03'));
    await step(browser, { stepName: 'YP_Employer_Verification' }, 'YP_Employer_Verification');
    await step(
      browser,
      {
        employerVerificationMethod: 'workAddress',
        employerAddress: '2 Work Way',
        employerCity: 'Austin',
        employerState: 'TX',
        employerZipCode: '78702',
        stepName: 'YP_Identity_Verification',
      },
      'YP_Identity_Verification',
    );
    await passIdentityQuestions(browser, [usAddress.street, usAddress.city, '1998', 'Tiny Startup']);
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
    await reviewSave(browser, 'YP_Review');
    await step(browser, { stepName: 'YP_Verify_Email' }, 'YP_Verify_Email');
    await verifyApplicantEmail(testApp, browser);
    await step(browser, { stepName: 'YP_Application_Completed' }, 'YP_Application_Completed');
    expect((await browser.query(submit)).data).toEqual({ applicationSubmit: { status: 'submitted' } });
  });

  it('an edit that changes no branch stays on review', async () => {
    const browser = await ypDeclinedAtReview();
    expect(await atp(browser, 9500, 2500, 'rent')).toBe(false);
    await step(browser, { income: '9500' }, 'YP_Review');
  });

  it('Continue from review is refused, naming the checks, when the recorded decision is not for the answers', async () => {
    const browser = await ypDeclinedAtReview();
    // The affordability check asked about other figures than the ones saved.
    expect(await atp(browser, 95000, 0, 'family')).toBe(true);
    await reviewSave(browser, 'YP_Review');
    const refused = refusedChecks(await save(browser, { stepName: 'YP_Verify_Email' }));
    expect(refused).toMatchObject({
      code: 'CHECKS_INCOMPLETE',
      fields: ['affordability', 'incomeValidation', 'employerVerification', 'identityConfirmation'],
    });
    expect(refused.message).toMatch(/^Your application still needs: the affordability check/);
    expect(await cacheOf(browser)).toMatchObject({ stepName: 'YP_Review' });
    // The engine's way back to the check is open from review.
    await step(browser, { stepName: 'YP_Financial_Info' }, 'YP_Financial_Info');
  });

  it('submit refuses the application the issue found (ATPApproval true, nothing verified), naming the missing checks', async () => {
    const browser = await ypDeclinedAtReview();
    await reviewSave(browser, 'YP_Review');
    await verifyApplicantEmail(testApp, browser);
    // What the server held before this rule: the edit saved on review, then sent on.
    await serverSets(browser, {
      income: 95000,
      residenceType: 'family',
      accommodationCost: null,
      ATPApproval: true,
      stepName: 'YP_Application_Completed',
    });
    const refused = refusedChecks(await browser.query(submit));
    expect(refused).toEqual({
      code: 'CHECKS_INCOMPLETE',
      fields: ['incomeValidation', 'employerVerification', 'identityConfirmation'],
      message:
        'Your application still needs: confirming your income (link your bank or upload a proof of income); confirming your employer; confirming your identity (the identity questions or an ID document).',
    });
    expect(await cacheOf(browser)).toMatchObject({ status: 'incomplete', submissionDate: null });
  });
});

/** A non-US expat already in the US at its completed step with every document passing: L-1, visa shows the status, no job yet. */
async function nonUsAtCompleted(): Promise<TestBrowser> {
  const browser = await newApplicant(testApp, '198.51.100.40');
  await step(browser, {}, 'NonUS_Expat_Relocation');
  await step(browser, { inUS: 'true', stepName: 'NonUS_Expat_Identification' }, 'NonUS_Expat_Identification');
  await step(
    browser,
    {
      dob: '1990-01-02',
      identificationNo: 'X1234567',
      residenceStatusUS: 'L-1',
      ...usAddress,
      stepName: 'NonUS_Expat_Employment',
    },
    'NonUS_Expat_Employment',
  );
  await step(
    browser,
    { employmentStatus: 'unemployed', firstJob: 'true', stepName: 'NonUS_Expat_Financial_Info' },
    'NonUS_Expat_Financial_Info',
  );
  await step(
    browser,
    { income: '40000', residenceType: 'family', stepName: 'NonUS_Expat_Shipping_Info' },
    'NonUS_Expat_Shipping_Info',
  );
  await step(browser, { shipToHome: 'true', stepName: 'NonUS_Expat_Review' }, 'NonUS_Expat_Review');
  await reviewSave(browser, 'NonUS_Expat_Review');
  await step(browser, { stepName: 'NonUS_Expat_Documents' }, 'NonUS_Expat_Documents');
  await step(browser, { visaIsSupportingDocument: 'true' }, 'NonUS_Expat_Documents');
  await uploadRequiredDocuments(browser);
  await step(browser, { stepName: 'NonUS_Expat_Verify_Email' }, 'NonUS_Expat_Verify_Email');
  await verifyApplicantEmail(testApp, browser);
  await step(browser, { stepName: 'NonUS_Expat_Application_Completed' }, 'NonUS_Expat_Application_Completed');
  return browser;
}

/** A US expat (H-1B, employed over a year) at its completed step with every document passing. */
async function usAtCompleted(): Promise<TestBrowser> {
  const browser = await usAtReview(testApp, employedAt('Acme Corp', 'https://acme.example'));
  await reviewSave(browser, 'US_Expat_Review');
  await step(browser, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
  await uploadRequiredDocuments(browser);
  await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  await verifyApplicantEmail(testApp, browser);
  await step(browser, { stepName: 'US_Expat_Application_Completed' }, 'US_Expat_Application_Completed');
  return browser;
}

describe('non-US and US tracks: submit needs the documents and steps the current answers call for', () => {
  it.each([
    [
      'non-US: the visa no longer shows the status, so a supporting document is needed',
      nonUsAtCompleted,
      { visaIsSupportingDocument: false },
      ['documents'],
    ],
    [
      'US: a job of less than a year needs a proof of income',
      usAtCompleted,
      { timeWithEmployer: 'lessThanOneYear' },
      ['documents'],
    ],
    ['US: an employment answer missing names its step', usAtCompleted, { jobTitle: null }, ['US_Expat_Employment']],
    [
      'non-US: an identification answer missing names its step',
      nonUsAtCompleted,
      { dob: null },
      ['NonUS_Expat_Identification'],
    ],
  ])('%s', async (_rule, walk, changed, fields) => {
    const browser = await walk();
    await serverSets(browser, changed);
    const refused = refusedChecks(await browser.query(submit));
    expect(refused).toMatchObject({ code: 'CHECKS_INCOMPLETE', fields });
    expect(await cacheOf(browser)).toMatchObject({ status: 'incomplete' });
  });

  it.each([
    ['non-US', nonUsAtCompleted],
    ['US', usAtCompleted],
  ])('%s: with everything done, submit goes through', async (_track, walk) => {
    const browser = await walk();
    expect((await browser.query(submit)).data).toEqual({ applicationSubmit: { status: 'submitted' } });
  });
});
