import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testHolder, uploadPassingDocuments } from '../../testing/uploads.js';
import {
  cacheOf,
  daysFromToday,
  employedAt,
  newApplicant,
  passIdentityQuestions,
  save,
  step,
  uploadRequiredDocuments,
  usAddress,
  verifyApplicantEmail,
  ypAtFinancialInfo,
} from './application-test-kit.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const record = `status submissionDate employerAddress employerCity`;

describe('start rule (product-rules#start-rule)', () => {
  it.each([
    ['an unknown IP country starts at PreResidency_Question', undefined, 'PreResidency_Question'],
    ['a US IP starts at PreResidency_Question', '192.0.2.10', 'PreResidency_Question'],
    ['a non-US IP starts at NonUS_Expat_Relocation', '198.51.100.10', 'NonUS_Expat_Relocation'],
  ])('%s', async (_rule, ip, expected) => {
    const browser = await newApplicant(testApp, ip);
    await step(browser, {}, expected);
  });

  it('refuses to start anywhere but the start step', async () => {
    const browser = await newApplicant(testApp);
    const response = await save(browser, { stepName: 'US_Expat_Review' });
    expect(response.errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
    expect(await cacheOf(browser)).toBeNull();
  });
});

describe('US expat track, start to completed', () => {
  it('walks every step, saves at review, submits once', async () => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await step(
      browser,
      { permanentResident: 'false', timeInUS: 'oneToTwoYears', stepName: 'US_Expat_Identification' },
      'US_Expat_Identification',
    );
    // product-rules#shipping-choice side effect: US identification sets shipping to work.
    expect(await cacheOf(browser)).toMatchObject({ shipToHome: false });
    await step(
      browser,
      {
        dob: '1994-05-17',
        ssn: '123-45-6789',
        residenceStatusUS: 'H-1B',
        ...usAddress,
        stepName: 'US_Expat_Employment',
      },
      'US_Expat_Employment',
    );
    await step(
      browser,
      { ...employedAt('Acme Corp', 'https://acme.example'), stepName: 'US_Expat_Financial_Info' },
      'US_Expat_Financial_Info',
    );
    await step(
      browser,
      {
        income: '85000',
        residenceType: 'rent',
        accommodationCost: '1800',
        financialCommitments: '200',
        stepName: 'US_Expat_Shipping_Info',
      },
      'US_Expat_Shipping_Info',
    );
    await step(browser, { shipToHome: 'true', stepName: 'US_Expat_Review' }, 'US_Expat_Review');
    await step(browser, { acceptDisclosures: true }, 'US_Expat_Review');

    const saved = await browser.query<{ applicationSave: Record<string, unknown> }>(
      `mutation { applicationSave { ${record} } }`,
    );
    expect(saved.data?.applicationSave).toMatchObject({ status: 'incomplete', submissionDate: null });
    await step(browser, { stepName: 'US_Expat_Documents' }, 'US_Expat_Documents');
    // An H-1B holder with a US address: passport, visa, supporting document, proof of residence.
    expect(await uploadRequiredDocuments(browser)).toEqual([
      'passport',
      'visa',
      'supportingDocument',
      'proofOfResidence',
    ]);
    await step(browser, { stepName: 'US_Expat_Verify_Email' }, 'US_Expat_Verify_Email');
    await verifyApplicantEmail(testApp, browser);
    await step(browser, { stepName: 'US_Expat_Application_Completed' }, 'US_Expat_Application_Completed');

    const submit = `mutation { applicationSubmit(sessionID: "visit-1") { ${record} } }`;
    const [first, second] = await Promise.all([browser.query(submit), browser.query(submit)]);
    expect(first.data).toEqual(second.data);
    expect(first.data).toMatchObject({
      applicationSubmit: { status: 'submitted', submissionDate: expect.any(String) },
    });
    const status = await browser.query(`{ getApplicationStatus { status submissionDate } }`);
    expect(status.data).toEqual({
      getApplicationStatus: {
        status: 'submitted',
        submissionDate: (first.data as { applicationSubmit: { submissionDate: string } }).applicationSubmit
          .submissionDate,
      },
    });
    // A submitted application is closed to edits.
    expect((await save(browser, { income: '1' })).errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_EDITABLE');
  });

  it('refuses submit before the review save', async () => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    const response = await browser.query(`mutation { applicationSubmit(sessionID: "x") { status } }`);
    expect(response.errors?.[0]?.extensions.code).toBe('APPLICATION_NOT_SAVED');
  });
});

describe('non-US expat track', () => {
  it.each([
    ['relocation within 60 days goes to Identification', 30, 'NonUS_Expat_Identification'],
    ['relocation more than 60 days out goes to {hash}', 90, '{hash}'],
  ])('%s', async (_rule, days, expected) => {
    const browser = await newApplicant(testApp, '198.51.100.20');
    await step(browser, {}, 'NonUS_Expat_Relocation');
    await step(browser, { inUS: 'false', expectedRelocationDate: daysFromToday(days), stepName: expected }, expected);
  });

  it('walks from {hash} to completed, with back steps', async () => {
    const browser = await newApplicant(testApp, '198.51.100.21');
    await step(browser, {}, 'NonUS_Expat_Relocation');
    await step(browser, { inUS: 'false', expectedRelocationDate: daysFromToday(120), stepName: '{hash}' }, '{hash}');
    await step(browser, { stepName: 'NonUS_Expat_Identification' }, 'NonUS_Expat_Identification');
    // Back returns where the applicant came from.
    await step(browser, { stepName: '{hash}' }, '{hash}');
    await step(browser, { stepName: 'NonUS_Expat_Identification' }, 'NonUS_Expat_Identification');
    await step(
      browser,
      { dob: '1990-01-02', identificationNo: 'X1234567', residenceStatusUS: 'L-1', stepName: 'NonUS_Expat_Employment' },
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
    // No US address was given on Identification: shipping home asks for it.
    await step(browser, { shipToHome: 'true', ...usAddress, stepName: 'NonUS_Expat_Review' }, 'NonUS_Expat_Review');
    // product-rules#shipping-choice: non-US review ships home when unemployed; inUS No clears the
    // time in the US but keeps the address the card is mailed to.
    expect(await cacheOf(browser)).toMatchObject({ shipToHome: true, inUS: false, timeInUS: null });
    await step(browser, { acceptDisclosures: true }, 'NonUS_Expat_Review');
    expect((await browser.query(`mutation { applicationSave { status } }`)).errors).toBeUndefined();
    await step(browser, { stepName: 'NonUS_Expat_Documents' }, 'NonUS_Expat_Documents');
    // An L-1 holder whose visa shows the status, without a job but with income, not in the US yet.
    await step(browser, { visaIsSupportingDocument: 'true' }, 'NonUS_Expat_Documents');
    expect(await uploadRequiredDocuments(browser)).toEqual(['passport', 'visa', 'proofOfIncome']);
    await step(browser, { stepName: 'NonUS_Expat_Verify_Email' }, 'NonUS_Expat_Verify_Email');
    await verifyApplicantEmail(testApp, browser);
    await step(browser, { stepName: 'NonUS_Expat_Application_Completed' }, 'NonUS_Expat_Application_Completed');
    expect((await browser.query(`mutation { applicationSubmit { status } }`)).data).toEqual({
      applicationSubmit: { status: 'submitted' },
    });
  });

  it('PreResidency timeInUS notInUS leads to the non-US track', async () => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await step(
      browser,
      { permanentResident: 'false', timeInUS: 'notInUS', stepName: 'NonUS_Expat_Relocation' },
      'NonUS_Expat_Relocation',
    );
  });
});

describe('young professional track', () => {
  it('an unemployed applicant skips the employer check: validation -> identity verification -> review -> completed', async () => {
    const browser = await ypAtFinancialInfo(testApp, { employmentStatus: 'unemployed', firstJob: 'true' });
    const atp = await browser.query(
      `mutation { calculateATPApproval(income: 30000, accommodationCost: 0, financialCommitments: 0, residenceType: "family") { isApproved } }`,
    );
    expect(atp.data).toEqual({ calculateATPApproval: { isApproved: true } });
    await step(
      browser,
      { income: '30000', residenceType: 'family', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    // Income is confirmed by a proof of income (decision 018 (docs/decisions/018-checks-follow-the-answers.md)).
    await uploadPassingDocuments(
      browser,
      Number((await cacheOf(browser))?.id),
      ['proofOfIncome'],
      testHolder('1998-03-03'),
    );
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
    await passIdentityQuestions(browser, [usAddress.street, usAddress.city, '1998']);
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
    // product-rules#review-cleanup: permanentResident true sets the residence status at review.
    expect(await cacheOf(browser)).toMatchObject({ residenceStatusUS: 'US Citizen/Green Card' });
    await step(browser, { acceptDisclosures: true }, 'YP_Review');
    await browser.query(`mutation { applicationSave { status } }`);
    await step(browser, { stepName: 'YP_Verify_Email' }, 'YP_Verify_Email');
    await verifyApplicantEmail(testApp, browser);
    await step(browser, { stepName: 'YP_Application_Completed' }, 'YP_Application_Completed');
    expect((await browser.query(`mutation { applicationSubmit { status } }`)).data).toEqual({
      applicationSubmit: { status: 'submitted' },
    });
  });

  it('an employed applicant with an unknown employer goes to employer verification', async () => {
    const browser = await ypAtFinancialInfo(testApp, employedAt('Tiny Startup', 'https://tiny-startup.example'));
    await step(
      browser,
      { income: '90000', residenceType: 'rent', accommodationCost: '1000', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    await step(browser, { stepName: 'YP_Employer_Verification' }, 'YP_Employer_Verification');
    const skip = await save(browser, {
      employerVerificationMethod: 'workEmail',
      workEmail: 'ana@tiny-startup.example',
      stepName: 'YP_Identity_Verification',
    });
    expect(skip.data?.applicationCacheSave.stepName).toBe('YP_Identity_Verification');
  });

  it('an employer whose website passes the check skips employer verification', async () => {
    const browser = await ypAtFinancialInfo(testApp, employedAt('Google', 'https://google.com'));
    await step(
      browser,
      { income: '150000', residenceType: 'rent', accommodationCost: '1000', stepName: 'YP_Financial_Validation' },
      'YP_Financial_Validation',
    );
    const refused = await save(browser, { stepName: 'YP_Employer_Verification' });
    expect(refused.errors?.[0]?.extensions.code).toBe('STEP_NOT_ALLOWED');
    await step(browser, { stepName: 'YP_Identity_Verification' }, 'YP_Identity_Verification');
  });

  it('an ATP decline goes straight to review', async () => {
    const browser = await ypAtFinancialInfo(testApp, employedAt('Google', 'https://google.com'));
    const atp = await browser.query(
      `mutation { calculateATPApproval(income: 12000, accommodationCost: 1500, financialCommitments: 500, residenceType: "rent") { isApproved } }`,
    );
    expect(atp.data).toEqual({ calculateATPApproval: { isApproved: false } });
    await step(
      browser,
      {
        income: '12000',
        residenceType: 'rent',
        accommodationCost: '1500',
        financialCommitments: '500',
        stepName: 'YP_Review',
      },
      'YP_Review',
    );
  });

  it('a failed identity score flagged for action on YP_Identification goes to review', async () => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await step(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
    await step(browser, { dob: '1998-03-03', ssn: '234-99-6789', ...usAddress }, 'YP_Identification');
    const cache = await cacheOf(browser);
    const score = await browser.query(
      `query S($id: Int!) { checkScore(applicationId: $id, firstName: "Ana", lastName: "Silva") }`,
      { id: cache?.id },
    );
    expect(score.data).toEqual({ checkScore: false });
    expect(await cacheOf(browser)).toMatchObject({ sentilinkApproval: false, identityActionsFlagged: true });
    await step(browser, { stepName: 'YP_Review' }, 'YP_Review');
  });
});
