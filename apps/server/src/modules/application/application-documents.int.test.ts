import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  passingDocument,
  pdfWithLines,
  testHolder,
  uploadFile,
  uploadPassingDocuments,
} from '../../testing/uploads.js';
import {
  cacheOf,
  employedAt,
  save,
  step,
  uploadRequiredDocuments,
  usAtReview,
  ypAtFinancialInfo,
} from './application-test-kit.js';

/** Continue from a documents step needs each document it asks for, passing the check (product-rules#document-check). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

// usAtReview answers dob 1990-01-01 for the registered Ana Silva.
const holder = testHolder('1990-01-01');

async function usAtDocuments(): Promise<{ browser: TestBrowser; applicationId: number }> {
  const browser = await usAtReview(testApp, employedAt('Acme Corp', 'https://acme.example'));
  await step(browser, { acceptDisclosures: true }, 'US_Expat_Review');
  await browser.query('mutation { applicationSave { status } }');
  await step(browser, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
  return { browser, applicationId: Number((await cacheOf(browser))?.id) };
}

async function continueRefusal(browser: TestBrowser, target: string) {
  const response = await save(browser, { stepName: target });
  expect(response.status).toBe(400);
  return response.errors?.[0] as { message: string; extensions: { code: string; fieldErrors: { field: string }[] } };
}

describe('Continue from US_Expat_Documents', () => {
  it('names every missing document, and opens once each passes', async () => {
    const { browser, applicationId } = await usAtDocuments();
    // H-1B, employed for over a year, with a US address.
    const refused = await continueRefusal(browser, 'US_Expat_Verify_Email');
    expect(refused).toMatchObject({
      message: expect.stringMatching(
        /^Please upload your passport, visa, supporting document and proof of residence\./,
      ),
      extensions: { code: 'DOCUMENTS_INCOMPLETE' },
    });
    expect(refused.extensions.fieldErrors.map((error) => error.field)).toEqual([
      'passport',
      'visa',
      'supportingDocument',
      'proofOfResidence',
    ]);

    await uploadPassingDocuments(browser, applicationId, ['passport', 'visa'], holder);
    // The visa itself shows the status: no supporting document needed (and the review save stands).
    await step(browser, { visaIsSupportingDocument: 'true' }, 'US_Expat_Documents');
    const stillMissing = await continueRefusal(browser, 'US_Expat_Verify_Email');
    expect(stillMissing.extensions.fieldErrors.map((error) => error.field)).toEqual(['proofOfResidence']);

    await uploadPassingDocuments(browser, applicationId, ['proofOfResidence'], holder);
    await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  });

  it.each([
    ['an expired', 'SANDBOX-EXPIRED'],
    ['a mismatching', 'SANDBOX-MISMATCH'],
    ['an invalid', 'SANDBOX-INVALID'],
  ])('%s current file does not count until replaced by a passing one', async (_flag, trigger) => {
    const { browser, applicationId } = await usAtDocuments();
    await step(browser, { visaIsSupportingDocument: 'true' }, 'US_Expat_Documents');
    await uploadPassingDocuments(browser, applicationId, ['passport', 'visa', 'proofOfResidence'], holder);
    const failing = await uploadFile(
      browser,
      applicationId,
      'proofOfResidence',
      pdfWithLines(['Utility bill of Ana Silva', trigger]),
    );
    expect(failing.statusCode).toBe(201);
    const refused = await continueRefusal(browser, 'US_Expat_Verify_Email');
    expect(refused.extensions.fieldErrors.map((error) => error.field)).toEqual(['proofOfResidence']);
    await uploadPassingDocuments(browser, applicationId, ['proofOfResidence'], holder);
    await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  });

  it('a passport in another name is a mismatch and does not count', async () => {
    const { browser, applicationId } = await usAtDocuments();
    const someoneElse = passingDocument('passport', { ...holder, lastName: 'Santos' });
    const upload = await uploadFile(browser, applicationId, 'passport', someoneElse);
    expect(upload.json()).toMatchObject({ isDocumentMismatch: true });
    const refused = await continueRefusal(browser, 'US_Expat_Verify_Email');
    expect(refused.extensions.fieldErrors.map((error) => error.field)).toContain('passport');
  });

  it('Back is never held up by documents', async () => {
    const { browser } = await usAtDocuments();
    await step(browser, { stepName: 'US_Expat_Review' }, 'US_Expat_Review');
  });

  it('the test kit uploads exactly what the step asks for', async () => {
    const { browser } = await usAtDocuments();
    await uploadRequiredDocuments(browser);
    await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
  });
});

describe('the YP uploaders', () => {
  async function ypAtValidation() {
    const browser = await ypAtFinancialInfo(testApp, { employmentStatus: 'unemployed', firstJob: 'true' });
    await step(
      browser,
      { income: '30000', residenceType: 'family', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    return { browser, applicationId: Number((await cacheOf(browser))?.id) };
  }
  // ypAtFinancialInfo answers dob 1998-03-03.
  const ypHolder = testHolder('1998-03-03');

  it('YP_Financial_Validation_Uploader needs a passing proof of income', async () => {
    const { browser, applicationId } = await ypAtValidation();
    await step(browser, { stepName: 'YP_Financial_Validation_Options' }, 'YP_Financial_Validation_Options');
    await step(browser, { stepName: 'YP_Financial_Validation_Uploader' }, 'YP_Financial_Validation_Uploader');
    const refused = await continueRefusal(browser, 'YP_Identity_Verification');
    expect(refused.message).toMatch(/^Please upload your proof of income\./);
    await uploadPassingDocuments(browser, applicationId, ['proofOfIncome'], ypHolder);
    expect(await cacheOf(browser)).toMatchObject({ stepName: 'YP_Financial_Validation_Uploader' });
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  });

  it('YP_Identity_Verification_Uploader needs a passing document of the IDDocType chosen', async () => {
    const { browser, applicationId } = await ypAtValidation();
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
    await step(browser, { stepName: 'YP_Identity_Verification_Uploader' }, 'YP_Identity_Verification_Uploader');
    await step(browser, { IDDocType: 'driversLicense' }, 'YP_Identity_Verification_Uploader');
    const refused = await continueRefusal(browser, 'YP_Review');
    expect(refused.extensions.fieldErrors.map((error) => error.field)).toEqual(['driversLicense']);
    // Uploading an identity document makes it the IDDocType.
    await uploadPassingDocuments(browser, applicationId, ['idCard'], ypHolder);
    expect(await cacheOf(browser)).toMatchObject({ IDDocType: 'idCard' });
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  });
});
