import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import { cacheOf, employedAt, save, step, ypAtFinancialInfo } from './application-test-kit.js';

/**
 * The YP branches that turn on fields only the server sets (upload flags,
 * bank-linking and employer results, partner flags). Their providers arrive
 * with later capabilities; here the test stands in for the provider by
 * writing the result, then walks the branch through the API.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function providerSets(browser: TestBrowser, fields: Record<string, unknown>) {
  const id = Number((await cacheOf(browser))?.id);
  await testApp.database.db
    .update(applications)
    .set({ draft: sql`${applications.draft} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(applications.id, id));
}

function employedYpAtFinancialInfo() {
  return ypAtFinancialInfo(testApp, employedAt('Small Co', 'https://small-co.example'));
}

describe('YP branches decided by provider results (product-rules#yp-branches)', () => {
  it('employed with proof of income uploaded goes to YP_Financial_Validation_Options', async () => {
    const browser = await employedYpAtFinancialInfo();
    await providerSets(browser, { proofOfIncomeUploaded: true });
    await step(
      browser,
      {
        income: '80000',
        residenceType: 'rent',
        accommodationCost: '1000',
        stepName: 'YP_Financial_Validation_Options',
      },
      'YP_Financial_Validation_Options',
    );
  });

  it.each([
    ['employer verified by bank linking', { employerVerifiedByPlaid: true }],
    ['specialTreatment BR_Model', { specialTreatment: 'BR_Model' }],
    ['specialTreatment starting DM_', { specialTreatment: 'DM_spring' }],
  ])('%s skips the employer check', async (_rule, fields) => {
    const browser = await employedYpAtFinancialInfo();
    await step(
      browser,
      { income: '80000', residenceType: 'rent', accommodationCost: '1000', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    await providerSets(browser, fields);
    expect((await save(browser, { stepName: 'YP_Employer_Verification' })).errors?.[0]?.extensions.code).toBe(
      'STEP_NOT_ALLOWED',
    );
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  });

  it('an employer already verified goes to YP_Employment_Verified, then identity verification', async () => {
    const browser = await employedYpAtFinancialInfo();
    await step(
      browser,
      { income: '80000', residenceType: 'rent', accommodationCost: '1000', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    await providerSets(browser, { employerVerified: true });
    await step(browser, { stepName: 'YP_Employment_Verified' }, 'YP_Employment_Verified');
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  });

  it('a work e-mail sent from employer verification leads to YP_Employment_Verified once the link is opened', async () => {
    const browser = await employedYpAtFinancialInfo();
    await step(
      browser,
      { income: '80000', residenceType: 'rent', accommodationCost: '1000', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    await step(browser, { stepName: 'YP_Employer_Verification' }, 'YP_Employer_Verification');
    await step(browser, { workEmail: 'ana@small-co.example', stepName: 'YP_WorkEmail_Sent' }, 'YP_WorkEmail_Sent');
    expect((await save(browser, { stepName: 'YP_Employment_Verified' })).errors?.[0]?.extensions.code).toBe(
      'EMPLOYER_NOT_VERIFIED',
    );
    await providerSets(browser, { employerVerified: true });
    await step(browser, { stepName: 'YP_Employment_Verified' }, 'YP_Employment_Verified');
  });

  it('a client cannot set a provider result itself', async () => {
    const browser = await employedYpAtFinancialInfo();
    const response = await save(browser, { employerVerified: true });
    expect(response.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const id = Number((await cacheOf(browser))?.id);
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.draft).not.toHaveProperty('employerVerified');
  });
});
