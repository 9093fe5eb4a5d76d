import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../modules/application/application-tables.js';
import { employedAt, save, step, usAddress } from '../modules/application/application-test-kit.js';
import { preApprovedCodes } from '../modules/referrals/referrals-tables.js';
import { TestBrowser } from './graphql-client.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Decision 035: `specialTreatment` comes from the source of the application,
 * the pre-approved code the account was opened with, and only the server
 * writes it (docs/sandbox.md "Pre-approved codes").
 */
let testApp: TestApp;
let accounts = 0;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function applicantWith(promoCode: string | null): Promise<TestBrowser> {
  accounts += 1;
  const browser = new TestBrowser(testApp.app);
  const response = await registerUser(browser, {
    email: `source${accounts}-${Date.now()}@example.com`,
    ...(promoCode === null ? {} : { promoCode }),
  });
  if (response.errors) throw new Error(`registration refused: ${JSON.stringify(response.errors)}`);
  return browser;
}

async function storedDraft(browser: TestBrowser): Promise<Record<string, unknown>> {
  const answer = await browser.query<{ getApplicationCache: { id: string } | null }>('{ getApplicationCache { id } }');
  const id = Number(answer.data?.getApplicationCache?.id);
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error('no application stored');
  return row.draft;
}

async function memberCode(): Promise<string> {
  const browser = new TestBrowser(testApp.app);
  const response = await registerUser(browser, { email: `member${Date.now()}@example.com` });
  return String(response.data?.register.inviteCode);
}

/** A young professional at a small employer (no known domain), walked to YP_Financial_Validation. */
async function ypAtFinancialValidation(browser: TestBrowser): Promise<void> {
  await step(browser, {}, 'PreResidency_Question');
  await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  await step(
    browser,
    { dob: '1998-03-03', ssn: '234-56-7890', ...usAddress, stepName: 'YP_Employment' },
    'YP_Employment',
  );
  await step(
    browser,
    { ...employedAt('Small Co', 'https://small-co.example'), stepName: 'YP_Financial_Info' },
    'YP_Financial_Info',
  );
  await step(
    browser,
    { income: '80000', residenceType: 'rent', accommodationCost: '1000', stepName: 'YP_Financial_Validation' },
    'YP_Financial_Validation',
  );
}

describe('specialTreatment from the source of the application (decision 035)', () => {
  it.each([
    ['a direct-mail code sets DM_<campaign>', 'DM-SPRING-2027', 'DM_SPRING2027'],
    ['a direct-mail code typed in lower case', ' dm-spring-2027 ', 'DM_SPRING2027'],
    ['a model partner programme code sets BR_Model', 'MODEL-EMPLOYER', 'BR_Model'],
    ['a partner code of a programme that is not a model partner', 'RELOCATE-2027', null],
    ['a pre-approved code with no campaign or programme', 'WAYPOINT-PREAPPROVED', null],
    ['no code', null, null],
  ])('%s', async (_case, promoCode, expected) => {
    const browser = await applicantWith(promoCode);
    await step(browser, {}, 'PreResidency_Question');
    const draft = await storedDraft(browser);
    if (expected === null) expect(draft).not.toHaveProperty('specialTreatment');
    else expect(draft.specialTreatment).toBe(expected);
    const cache = await browser.query<{ getApplicationCache: { specialTreatment: string | null } }>(
      '{ getApplicationCache { specialTreatment } }',
    );
    expect(cache.data?.getApplicationCache.specialTreatment).toBe(expected);
  });

  it("a member's invitation code gives no special treatment", async () => {
    const browser = await applicantWith(await memberCode());
    await step(browser, {}, 'PreResidency_Question');
    expect(await storedDraft(browser)).not.toHaveProperty('specialTreatment');
  });

  it('a code deactivated before the first save gives none', async () => {
    const db = testApp.database.db;
    await db.insert(preApprovedCodes).values({ code: 'DM-ENDED-1', description: 'test', campaign: 'ENDED1' });
    const browser = await applicantWith('DM-ENDED-1');
    await db.update(preApprovedCodes).set({ active: false }).where(eq(preApprovedCodes.code, 'DM-ENDED-1'));
    await step(browser, {}, 'PreResidency_Question');
    expect(await storedDraft(browser)).not.toHaveProperty('specialTreatment');
  });

  it.each([
    ['on the first save', false],
    ['on a later save', true],
  ])('a save carrying specialTreatment is refused %s and nothing is written', async (_case, afterFirst) => {
    const browser = await applicantWith(afterFirst ? 'DM-SPRING-2027' : null);
    if (afterFirst) await step(browser, {}, 'PreResidency_Question');
    const response = await save(browser, { specialTreatment: 'BR_Model', permanentResident: 'true' });
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toContain('specialTreatment');
    if (afterFirst) expect((await storedDraft(browser)).specialTreatment).toBe('DM_SPRING2027');
    else {
      const cache = await browser.query<{ getApplicationCache: unknown }>('{ getApplicationCache { id } }');
      expect(cache.data?.getApplicationCache).toBeNull();
    }
  });

  it('the campaign of a code is one plain token: the table refuses anything else', async () => {
    await expect(
      testApp.database.db
        .insert(preApprovedCodes)
        .values({ code: 'DM-BAD-1', description: 'test', campaign: "x' or 1=1" }),
    ).rejects.toThrow();
    await expect(
      testApp.database.db
        .insert(preApprovedCodes)
        .values({ code: 'DM-BAD-2', description: 'test', campaign: 'BOTH', partnerProgramme: 'model-employer' }),
    ).rejects.toThrow();
  });
});

describe('the engine skips the YP employer check for special treatment (product-rules#employer-check-skip)', () => {
  it.each([
    ['a direct-mail applicant skips it', 'DM-SPRING-2027', 'YP_Identity_Verification'],
    ['a model partner applicant skips it', 'MODEL-EMPLOYER', 'YP_Identity_Verification'],
    ['an applicant with no code goes to it', null, 'YP_Employer_Verification'],
  ])('%s', async (_case, promoCode, expectedNext) => {
    const browser = await applicantWith(promoCode);
    await ypAtFinancialValidation(browser);
    const skipped = expectedNext === 'YP_Identity_Verification';
    const other = skipped ? 'YP_Employer_Verification' : 'YP_Identity_Verification';
    expect((await save(browser, { stepName: other })).errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
    await step(browser, { stepName: expectedNext }, expectedNext);
  });
});
