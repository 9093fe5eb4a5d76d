import {
  employedAt,
  newApplicant,
  step,
  uploadRequiredDocuments,
  usAddress,
  verifyApplicantEmail,
} from '../modules/application/application-test-kit.js';
import type { TestBrowser } from './graphql-client.js';
import type { TestApp } from './test-app.js';

/** A US expat with an SSN walked through review, documents and e-mail to the completed step, not yet submitted. */
export async function applicantReadyToSubmit(testApp: TestApp, lastName: string): Promise<TestBrowser> {
  const browser = await newApplicant(testApp, undefined, { firstName: 'Rosa', lastName });
  await step(browser, {}, 'PreResidency_Question');
  await step(
    browser,
    { permanentResident: 'false', timeInUS: 'oneToTwoYears', stepName: 'US_Expat_Identification' },
    'US_Expat_Identification',
  );
  await step(
    browser,
    { dob: '1991-04-12', ssn: '123-45-6789', residenceStatusUS: 'H-1B', ...usAddress, stepName: 'US_Expat_Employment' },
    'US_Expat_Employment',
  );
  await step(
    browser,
    { ...employedAt('Acme Corp', 'https://acme.example'), stepName: 'US_Expat_Financial_Info' },
    'US_Expat_Financial_Info',
  );
  await step(
    browser,
    { income: '85000', residenceType: 'rent', accommodationCost: '1800', stepName: 'US_Expat_Shipping_Info' },
    'US_Expat_Shipping_Info',
  );
  await step(browser, { shipToHome: 'true', stepName: 'US_Expat_Review' }, 'US_Expat_Review');
  await step(browser, { acceptDisclosures: true }, 'US_Expat_Review');
  const saved = await browser.query(`mutation { applicationSave { status } }`);
  if (saved.errors) throw new Error(`review save refused: ${JSON.stringify(saved.errors)}`);
  await step(browser, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
  await uploadRequiredDocuments(browser, { firstName: 'Rosa', lastName });
  await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  await verifyApplicantEmail(testApp, browser);
  await step(browser, { stepName: 'US_Expat_Application_Completed' }, 'US_Expat_Application_Completed');
  return browser;
}
