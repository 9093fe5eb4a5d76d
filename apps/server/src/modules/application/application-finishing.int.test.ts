import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applications } from './application-tables.js';
import {
  cacheOf,
  employedAt,
  newApplicant,
  save,
  step,
  usAtReview,
  verifyApplicantEmail,
} from './application-test-kit.js';

/** The end of the flow: editing answers from the review step, and the e-mail check before completing. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function applicationRow(browser: TestBrowser) {
  const id = Number((await cacheOf(browser))?.id);
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** Stands in for the walk (and for providers): writes draft fields straight to the row. */
async function serverSets(browser: TestBrowser, fields: Record<string, unknown>) {
  const id = Number((await cacheOf(browser))?.id);
  await testApp.database.db
    .update(applications)
    .set({ draft: sql`${applications.draft} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(applications.id, id));
}

describe('Continue from Verify_Email needs a verified e-mail (product-rules#verify-email)', () => {
  it.each([
    ['non-US expat', 'NonUS_Expat_Verify_Email', 'NonUS_Expat_Application_Completed'],
    ['US expat', 'US_Expat_Verify_Email', 'US_Expat_Application_Completed'],
    ['young professional', 'YP_Verify_Email', 'YP_Application_Completed'],
  ])('%s: refused before verifying, allowed after', async (_track, verifyStep, completedStep) => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await serverSets(browser, { stepName: verifyStep });
    expect(await cacheOf(browser)).toMatchObject({ stepName: verifyStep, emailVerified: false });

    const refused = await save(browser, { stepName: completedStep });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please verify your e-mail address to finish your application.',
      extensions: { code: 'EMAIL_NOT_VERIFIED' },
    });
    expect(refused.status).toBe(400);
    expect(await cacheOf(browser)).toMatchObject({ stepName: verifyStep });

    await verifyApplicantEmail(testApp, browser);
    expect(await cacheOf(browser)).toMatchObject({ emailVerified: true });
    await step(browser, { stepName: completedStep }, completedStep);
  });

  it('an unverified applicant may still go back, and save on the step', async () => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await serverSets(browser, { stepName: 'YP_Verify_Email' });
    await step(browser, { income: '1000' }, 'YP_Verify_Email');
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  });
});

describe('editing from the review step applies the review cleanup again (product-rules#review-cleanup)', () => {
  it.each([
    [
      'retired clears the employer fields',
      {},
      { employmentStatus: 'retired' },
      { employmentStatus: 'retired', employerName: null, employerWebsite: null },
    ],
    [
      'a new workEmail is cleared, being unverified',
      {},
      { workEmail: 'ana@acme.example' },
      { workEmail: null, workEmailVerificationFlag: false, employerName: 'Acme Corp' },
    ],
    [
      'a verified workEmail stays when another answer changes',
      { workEmail: 'ana@acme.example', workEmailVerificationFlag: true },
      { income: '60000' },
      { workEmail: 'ana@acme.example', workEmailVerificationFlag: true, income: 60000 },
    ],
  ])('%s', async (_rule, provided, edit, expected) => {
    const browser = await usAtReview(testApp, employedAt('Acme Corp', 'https://acme.example'));
    await serverSets(browser, provided);
    await step(browser, edit, 'US_Expat_Review');
    expect(await cacheOf(browser)).toMatchObject({ stepName: 'US_Expat_Review', ...expected });
  });

  it('the same edit on a step before review leaves the answers for the review to clean', async () => {
    const browser = await usAtReview(testApp, employedAt('Acme Corp', 'https://acme.example'));
    await step(browser, { stepName: 'US_Expat_Shipping_Info' }, 'US_Expat_Shipping_Info');
    await step(browser, { employmentStatus: 'retired' }, 'US_Expat_Shipping_Info');
    expect(await cacheOf(browser)).toMatchObject({ employmentStatus: 'retired', employerName: 'Acme Corp' });
    await step(browser, { stepName: 'US_Expat_Review' }, 'US_Expat_Review');
    expect(await cacheOf(browser)).toMatchObject({ employerName: null });
  });

  it('an edit from review after applicationSave needs a new review save', async () => {
    const browser = await usAtReview(testApp, employedAt('Acme Corp', 'https://acme.example'));
    await step(browser, { acceptDisclosures: true }, 'US_Expat_Review');
    expect((await browser.query('mutation { applicationSave { status } }')).errors).toBeUndefined();
    expect((await applicationRow(browser))?.savedAt).toBeInstanceOf(Date);
    await step(browser, { employmentStatus: 'retired' }, 'US_Expat_Review');
    expect((await applicationRow(browser))?.savedAt).toBeNull();
  });
});
