import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import {
  cacheOf,
  newApplicant,
  save,
  saveMutation,
  step,
  uploadRequiredDocuments,
  usAddress,
  usAtReview,
  verifyApplicantEmail,
} from './application-test-kit.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function applicantAtPreResidency() {
  const browser = await newApplicant(testApp);
  await step(browser, {}, 'PreResidency_Question');
  return browser;
}

describe('draft-save parsing (product-rules#draft-save-parsing)', () => {
  it.each([
    ['integer text', { income: '55000' }, { income: 55000 }],
    ['money typed with $ and commas', { income: '$55,000' }, { income: 55000 }],
    ['empty integer text becomes null', { income: '' }, { income: null }],
    ["'true' text becomes true", { inUS: 'true' }, { inUS: true }],
    ["'false' text becomes false", { permanentResident: 'false' }, { permanentResident: false }],
    ['an unknown document type becomes empty', { IDDocType: 'library-card' }, { IDDocType: null }],
    ['a known document type is kept', { IDDocType: 'passport' }, { IDDocType: 'passport' }],
  ])('%s', async (_rule, input, expected) => {
    const browser = await applicantAtPreResidency();
    const response = await save(browser, input);
    expect(response.errors).toBeUndefined();
    expect(await cacheOf(browser)).toMatchObject(expected);
  });
});

describe('field dependencies (product-rules#field-dependencies)', () => {
  it("a non-'other' residence status clears the 'other' text", async () => {
    const browser = await applicantAtPreResidency();
    await save(browser, { residenceStatusUS: 'Other', residenceStatusUSOther: 'TN visa pending' });
    expect(await cacheOf(browser)).toMatchObject({ residenceStatusUSOther: 'TN visa pending' });
    await save(browser, { residenceStatusUS: 'H-1B' });
    expect(await cacheOf(browser)).toMatchObject({ residenceStatusUS: 'H-1B', residenceStatusUSOther: null });
  });
});

describe('bad input: a clear field error, and nothing written', () => {
  it.each([
    ['an unknown field', { favouriteColour: 'blue' }, 'favouriteColour'],
    ['a field only the server sets', { sentilinkApproval: true }, 'sentilinkApproval'],
    ['a date in the wrong format', { dob: '17/05/1994' }, 'dob'],
    ['a malformed SSN', { ssn: '12-345-6789' }, 'ssn'],
    ['a wrong type', { employmentStatus: 42 }, 'employmentStatus'],
    ['a step name that does not exist', { stepName: 'Step_99' }, 'stepName'],
    ['a long string', { employerName: 'x'.repeat(50_000) }, 'employerName'],
  ])('%s', async (_case, input, field) => {
    const browser = await applicantAtPreResidency();
    const before = await cacheOf(browser);
    const response = await save(browser, input);
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const fieldErrors = (response.errors?.[0]?.extensions as { fieldErrors?: { field: string }[] }).fieldErrors;
    expect(fieldErrors?.[0]?.field).toContain(field);
    expect(await cacheOf(browser)).toEqual(before);
  });

  it('an input that is not an object', async () => {
    const browser = await applicantAtPreResidency();
    const response = await browser.query(`mutation { applicationCacheSave(input: "x") { isSaved } }`);
    expect(response.status).toBe(400);
  });

  it('a 10 MB body is refused before it is read', async () => {
    const browser = await applicantAtPreResidency();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: saveMutation,
        variables: { input: { employerName: 'x'.repeat(10 * 1024 * 1024) } },
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(await cacheOf(browser)).toMatchObject({ employerName: null });
  });
});

describe('step order is enforced by the engine', () => {
  it.each([
    ['jumping ahead to review', 'US_Expat_Review'],
    ['entering another track', 'YP_Employment'],
    ['skipping to completed', 'YP_Application_Completed'],
  ])('refuses %s, writing nothing', async (_case, target) => {
    const browser = await applicantAtPreResidency();
    const before = await cacheOf(browser);
    const response = await save(browser, { timeInUS: 'oneToTwoYears', stepName: target });
    expect(response.errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
    expect(await cacheOf(browser)).toEqual(before);
  });
});

describe('a step must be complete to continue (the form schema, on the server)', () => {
  function yearsAgo(years: number, extraDays = 0) {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + extraDays);
    return date.toISOString().slice(0, 10);
  }

  it.each([
    ['an applicant one day short of 18 is refused', yearsAgo(18, 1), false],
    ['an applicant 18 today continues', yearsAgo(18), true],
  ])('%s', async (_rule, dob, continues) => {
    const browser = await applicantAtPreResidency();
    await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
    const response = await save(browser, { dob, ssn: '234-56-7890', ...usAddress, stepName: 'YP_Employment' });
    if (continues) {
      expect(response.data?.applicationCacheSave.stepName).toBe('YP_Employment');
      return;
    }
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((response.errors?.[0]?.extensions as { fieldErrors?: { field: string }[] }).fieldErrors?.[0]?.field).toBe(
      'dob',
    );
    expect(await cacheOf(browser)).toMatchObject({ stepName: 'YP_Identification', dob: null });
  });

  it('Continue with required answers missing is refused; Back is not', async () => {
    const browser = await applicantAtPreResidency();
    await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
    const refused = await save(browser, { dob: '1990-01-01', stepName: 'YP_Employment' });
    expect(refused.errors?.[0]?.message).toMatch(/YP_Identification is not complete/);
    await step(browser, { stepName: 'PreResidency_Question' }, 'PreResidency_Question');
  });
});

describe('concurrency', () => {
  it('a save with a stale version gets a conflict and writes nothing', async () => {
    const browser = await applicantAtPreResidency();
    const version = Number((await cacheOf(browser))?.version);
    await save(browser, { income: '1000' }, version);
    const stale = await save(browser, { income: '2000' }, version);
    expect(stale.errors?.[0]?.extensions.code).toBe('APPLICATION_CONFLICT');
    expect(await cacheOf(browser)).toMatchObject({ income: 1000 });
  });

  it('two racing saves of different fields never lose one: the loser retries', async () => {
    const browser = await applicantAtPreResidency();
    const inputs = [
      { income: '70000' },
      { employerName: 'Acme' },
      { accommodationCost: '1200' },
      { financialCommitments: '300' },
    ];
    const outcomes = await Promise.all(inputs.map((input) => save(browser, input)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.errors) {
        expect(outcome.errors[0]?.extensions.code).toBe('APPLICATION_CONFLICT');
        await save(browser, inputs[index] as Record<string, unknown>);
      }
    }
    expect(await cacheOf(browser)).toMatchObject({
      income: 70000,
      employerName: 'Acme',
      accommodationCost: 1200,
      financialCommitments: 300,
    });
  });
});

describe('sensitive fields', () => {
  it('stores the SSN encrypted and returns it masked', async () => {
    const browser = await applicantAtPreResidency();
    await save(browser, { ssn: '123-45-6789', identificationNo: 'P9876543' });
    const cache = await cacheOf(browser);
    expect(cache?.ssn).not.toContain('123');
    expect(String(cache?.ssn)).toMatch(/6789$/);
    expect(String(cache?.identificationNo)).toMatch(/6543$/);
    const [row] = await testApp.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, Number(cache?.id)));
    expect(JSON.stringify(row)).not.toContain('123-45-6789');
    expect(JSON.stringify(row)).not.toContain('P9876543');
  });
});

describe('authorization', () => {
  it('refuses every application operation without a valid session', async () => {
    const stranger = new TestBrowser(testApp.app);
    for (const query of ['{ getApplicationCache { id } }', 'mutation { applicationSave { status } }']) {
      const response = await stranger.query(query);
      expect(response.status).toBe(401);
      expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_SESSION_INVALID');
      expect(response.errors?.[0]?.message).toContain('APPLICATION_SESSION_INVALID');
    }
  });

  it("refuses another user's token, and another user's application id", async () => {
    const owner = await applicantAtPreResidency();
    await save(owner, { income: '99999' });
    const ownerId = (await cacheOf(owner))?.id;
    const other = await applicantAtPreResidency();
    // The other user's header with the owner's token cookie does not pass.
    const forged = new TestBrowser(testApp.app);
    forged.cookies.set('wp_token', String(owner.cookies.get('wp_token')));
    forged.cookies.set('wp_session_hash', String(other.cookies.get('wp_session_hash')));
    expect((await forged.query('{ getApplicationCache { income } }')).errors?.[0]?.extensions.code).toBe(
      'APPLICATION_SESSION_INVALID',
    );
    const score = await other.query(`query S($id: Int!) { checkScore(applicationId: $id) }`, { id: ownerId });
    expect(score.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_FOUND');
    expect((await cacheOf(other))?.income).toBeNull();
  });
});

describe('review save and submit', () => {
  async function reviewedUsApplicant() {
    const browser = await usAtReview(testApp, { employmentStatus: 'unemployed', firstJob: 'true' });
    await step(browser, { acceptDisclosures: true }, 'US_Expat_Review');
    expect((await browser.query('mutation { applicationSave { status } }')).errors).toBeUndefined();
    return browser;
  }

  it('refuses submit before the completed step', async () => {
    const browser = await reviewedUsApplicant();
    const response = await browser.query('mutation { applicationSubmit { status } }');
    expect(response.errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
  });

  it('an answer changed after the review save needs a new review save before submit', async () => {
    const browser = await reviewedUsApplicant();
    await step(browser, { stepName: 'US_Expat_Shipping_Info' }, 'US_Expat_Shipping_Info');
    await step(browser, { income: '60000' }, 'US_Expat_Shipping_Info');
    await step(browser, { stepName: 'US_Expat_Review' }, 'US_Expat_Review');
    await step(browser, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
    await uploadRequiredDocuments(browser);
    await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
    await verifyApplicantEmail(testApp, browser);
    await step(browser, { stepName: 'US_Expat_Application_Completed' }, 'US_Expat_Application_Completed');
    const response = await browser.query('mutation { applicationSubmit { status } }');
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_SAVED');
  });
});

describe('status and checks', () => {
  it('cancels with canceled, and refuses any other status', async () => {
    const browser = await applicantAtPreResidency();
    const approved = await browser.query(`mutation { applicationUpdateStatusUser(status: "approved") { status } }`);
    expect(approved.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const canceled = await browser.query(`mutation { applicationUpdateStatusUser(status: "canceled") { status } }`);
    expect(canceled.data).toEqual({ applicationUpdateStatusUser: { status: 'canceled' } });
    // The canceled application is not edited: the next save starts a new one (decision 032, applying-again.int.test.ts).
    const before = await cacheOf(browser);
    expect((await save(browser, { income: '1' })).errors).toBeUndefined();
    const after = await cacheOf(browser);
    expect(after).toMatchObject({ status: 'incomplete', income: 1 });
    expect(after?.id).not.toBe(before?.id);
  });

  it.each([
    ['a comfortable income is approved', 'income: 90000, accommodationCost: 1500, financialCommitments: 200', true],
    ['missing housing and commitments count as 0', 'income: 40000', true],
    ['no income is declined', 'accommodationCost: 500', false],
    [
      'obligations over half of income are declined',
      'income: 24000, accommodationCost: 1200, financialCommitments: 100',
      false,
    ],
  ])('ATP: %s', async (_rule, args, expected) => {
    const browser = await applicantAtPreResidency();
    const response = await browser.query(
      `mutation { calculateATPApproval(${args}, residenceType: "rent") { isApproved } }`,
    );
    expect(response.data).toEqual({ calculateATPApproval: { isApproved: expected } });
    expect(await cacheOf(browser)).toMatchObject({ ATPApproval: expected });
  });

  it("a check's result does not make the client's next save conflict, and a save does not erase it", async () => {
    const browser = await applicantAtPreResidency();
    const version = Number((await cacheOf(browser))?.version);
    await browser.query('mutation { calculateATPApproval(income: 90000) { isApproved } }');
    const next = await save(browser, { income: '90000' }, version);
    expect(next.errors).toBeUndefined();
    expect(await cacheOf(browser)).toMatchObject({ income: 90000, ATPApproval: true });
  });
});
