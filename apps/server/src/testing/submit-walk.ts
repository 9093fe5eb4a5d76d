import {
  employedAt,
  step,
  uploadRequiredDocuments,
  usAtReview,
  verifyApplicantEmail,
} from '../modules/application/application-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import type { TestApp } from './test-app.js';

/**
 * A US expat with an SSN walked through review and documents to the last
 * step, their e-mail verified: what is left is "Send my application".
 */
export async function applicantAtLastStep(testApp: TestApp, lastName: string): Promise<TestBrowser> {
  const browser = await usAtReview(testApp, employedAt('Acme Corp', 'https://acme.example'), {
    firstName: 'Rosa',
    lastName,
  });
  await step(browser, { acceptDisclosures: true }, 'US_Expat_Review');
  const saved = await browser.query(`mutation { applicationSave { status } }`);
  if (saved.errors) throw new Error(`review save refused: ${JSON.stringify(saved.errors)}`);
  await step(browser, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
  await uploadRequiredDocuments(browser, { firstName: 'Rosa', lastName });
  await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  await verifyApplicantEmail(testApp, browser);
  return browser;
}

/** The same applicant moved on to the completed step, not yet submitted. */
export async function applicantReadyToSubmit(testApp: TestApp, lastName: string): Promise<TestBrowser> {
  const browser = await applicantAtLastStep(testApp, lastName);
  await step(browser, { stepName: 'US_Expat_Application_Completed' }, 'US_Expat_Application_Completed');
  return browser;
}
