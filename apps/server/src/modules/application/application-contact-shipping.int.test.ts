import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '@waypoint/domain/application/schemas/field-schemas';
import type { TestBrowser } from '../../testing/graphql-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { applicationDisclosures } from './application-tables.js';
import { cacheOf, daysFromToday, newApplicant, save, step, usAddress } from './application-test-kit.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const contactQuery = `{ getApplicationCache { id stepName street city mobilePhone smsConsent foreignStreet foreignCity
  foreignPostalCode foreignCountry shipToHome employerAddress } }`;

async function contactOf(browser: TestBrowser) {
  const response = await browser.query<{ getApplicationCache: Record<string, unknown> }>(contactQuery);
  return response.data?.getApplicationCache;
}

interface Refusal {
  code?: unknown;
  fieldErrors?: { field: string; message: string }[];
}

async function refusal(browser: TestBrowser, input: Record<string, unknown>): Promise<Refusal | undefined> {
  const response = await save(browser, input);
  return response.errors?.[0]?.extensions as Refusal | undefined;
}

/** A non-US visitor (by IP) moving in 30 days, at NonUS_Expat_Identification. */
async function nonUsAtIdentification(ip: string): Promise<TestBrowser> {
  const browser = await newApplicant(testApp, ip);
  await step(browser, {}, 'NonUS_Expat_Relocation');
  await step(
    browser,
    { inUS: 'false', expectedRelocationDate: daysFromToday(30), stepName: 'NonUS_Expat_Identification' },
    'NonUS_Expat_Identification',
  );
  return browser;
}

const nonUsIdentity = { dob: '1990-01-02', identificationNo: 'X1234567', residenceStatusUS: 'H-1B' };

async function nonUsEmployedAtShipping(ip: string): Promise<TestBrowser> {
  const browser = await nonUsAtIdentification(ip);
  await step(browser, { ...nonUsIdentity, stepName: 'NonUS_Expat_Employment' }, 'NonUS_Expat_Employment');
  await step(
    browser,
    {
      employmentStatus: 'employed',
      employerName: 'Acme',
      jobTitle: 'Engineer',
      timeWithEmployer: 'oneToTwoYears',
      assignedAtClientLocation: 'false',
      firstJob: 'true',
      stepName: 'NonUS_Expat_Financial_Info',
    },
    'NonUS_Expat_Financial_Info',
  );
  await step(
    browser,
    { income: '60000', residenceType: 'family', stepName: 'NonUS_Expat_Shipping_Info' },
    'NonUS_Expat_Shipping_Info',
  );
  return browser;
}

describe('relocation date: a past date is refused by the server (shared schema)', () => {
  it.each([
    ['the reported 2020-01-01', '2020-01-01'],
    ['yesterday', daysFromToday(-1)],
  ])('%s', async (_case, date) => {
    const browser = await newApplicant(testApp, '198.51.100.60');
    await step(browser, {}, 'NonUS_Expat_Relocation');
    const refused = await refusal(browser, {
      inUS: 'false',
      expectedRelocationDate: date,
      stepName: 'NonUS_Expat_Identification',
    });
    expect(refused?.fieldErrors).toContainEqual({
      field: 'expectedRelocationDate',
      message: fieldErrors.relocationInPast,
    });
    expect(await cacheOf(browser)).toMatchObject({ stepName: 'NonUS_Expat_Relocation' });
  });

  it('today is accepted', async () => {
    const browser = await newApplicant(testApp, '198.51.100.61');
    await step(browser, {}, 'NonUS_Expat_Relocation');
    await step(
      browser,
      { inUS: 'false', expectedRelocationDate: daysFromToday(0), stepName: 'NonUS_Expat_Identification' },
      'NonUS_Expat_Identification',
    );
  });
});

describe('shipping: every choice has a complete address behind it', () => {
  it('a non-US applicant with no US address cannot ship home without giving one, nor to a workplace without its address', async () => {
    const browser = await nonUsEmployedAtShipping('198.51.100.62');
    const home = await refusal(browser, { shipToHome: 'true', stepName: 'NonUS_Expat_Review' });
    expect(home?.fieldErrors?.map((error) => error.field)).toEqual(['street', 'city', 'state', 'zip']);
    const work = await refusal(browser, { shipToHome: 'false', stepName: 'NonUS_Expat_Review' });
    expect(work?.fieldErrors?.map((error) => error.field)).toEqual([
      'employerAddress',
      'employerCity',
      'employerState',
      'employerZipCode',
    ]);
    expect(await cacheOf(browser)).toMatchObject({ stepName: 'NonUS_Expat_Shipping_Info' });
  });

  it('shipping home with the address given on the shipping step: review keeps home and the address', async () => {
    const browser = await nonUsEmployedAtShipping('198.51.100.63');
    await step(browser, { shipToHome: 'true', ...usAddress, stepName: 'NonUS_Expat_Review' }, 'NonUS_Expat_Review');
    // Employed would switch to work on review (product-rules#shipping-choice), but there is no work address: home stays.
    expect(await contactOf(browser)).toMatchObject({ shipToHome: true, street: '1 Main St', employerAddress: null });
  });

  it('shipping to work with the workplace address', async () => {
    const browser = await nonUsEmployedAtShipping('198.51.100.64');
    const work = {
      employerAddress: '2 Market St',
      employerCity: 'Dallas',
      employerState: 'TX',
      employerZipCode: '75201',
    };
    await step(browser, { shipToHome: 'false', ...work, stepName: 'NonUS_Expat_Review' }, 'NonUS_Expat_Review');
    expect(await contactOf(browser)).toMatchObject({ shipToHome: false, employerAddress: '2 Market St' });
  });
});

describe('mobile phone, SMS consent and foreign address', () => {
  it.each([
    ['too short', '555-0134'],
    ['a foreign number without its country code', '07700 900123'],
    ['letters', '415-555-CALL'],
  ])('a bad mobile number is refused on save: %s', async (_case, phone) => {
    const browser = await nonUsAtIdentification('198.51.100.65');
    const refused = await refusal(browser, { mobilePhone: phone });
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'mobilePhone', message: fieldErrors.mobilePhone }],
    });
    expect(await contactOf(browser)).toMatchObject({ mobilePhone: null });
  });

  it('a bad postal code is refused on save', async () => {
    const browser = await nonUsAtIdentification('198.51.100.66');
    const refused = await refusal(browser, { foreignPostalCode: '<b>10115' });
    expect(refused?.fieldErrors?.[0]?.field).toBe('foreignPostalCode');
  });

  it('SMS consent without a number, and a half foreign address, do not leave Identification', async () => {
    const browser = await nonUsAtIdentification('198.51.100.67');
    const refused = await refusal(browser, {
      ...nonUsIdentity,
      smsConsent: 'true',
      foreignCity: 'Berlin',
      stepName: 'NonUS_Expat_Employment',
    });
    expect(refused?.fieldErrors?.map((error) => error.field).sort()).toEqual([
      'foreignCountry',
      'foreignStreet',
      'mobilePhone',
    ]);
  });

  it('stores the number in E.164 and the foreign address; the SMS terms are recorded at the review save', async () => {
    const browser = await nonUsAtIdentification('198.51.100.68');
    await step(
      browser,
      {
        ...nonUsIdentity,
        mobilePhone: '+49 151 23456789',
        smsConsent: 'true',
        foreignStreet: 'Unter den Linden 1',
        foreignCity: 'Berlin',
        foreignPostalCode: '10117',
        foreignCountry: 'Germany',
        stepName: 'NonUS_Expat_Employment',
      },
      'NonUS_Expat_Employment',
    );
    const stored = await contactOf(browser);
    expect(stored).toMatchObject({ mobilePhone: '+4915123456789', smsConsent: true, foreignCountry: 'Germany' });
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
    await step(browser, { shipToHome: 'true', ...usAddress, stepName: 'NonUS_Expat_Review' }, 'NonUS_Expat_Review');
    await step(browser, { acceptDisclosures: true }, 'NonUS_Expat_Review');
    expect((await browser.query(`mutation { applicationSave { status } }`)).errors).toBeUndefined();
    const accepted = await testApp.database.db
      .select({ type: applicationDisclosures.documentType, version: applicationDisclosures.version })
      .from(applicationDisclosures)
      .where(eq(applicationDisclosures.applicationId, Number(stored?.id)));
    expect(accepted).toContainEqual({ type: 'SMS', version: 'v1' });
    expect(accepted).toHaveLength(5);
  });
});

describe('visa status on the expat tracks', () => {
  it.each(['US Citizen', 'Green Card'])('the US-expat track refuses %s', async (status) => {
    const browser = await newApplicant(testApp);
    await step(browser, {}, 'PreResidency_Question');
    await step(
      browser,
      { permanentResident: 'false', timeInUS: 'oneToTwoYears', stepName: 'US_Expat_Identification' },
      'US_Expat_Identification',
    );
    const refused = await refusal(browser, {
      dob: '1990-01-01',
      ssn: '123-45-6789',
      residenceStatusUS: status,
      ...usAddress,
      stepName: 'US_Expat_Employment',
    });
    expect(refused?.fieldErrors).toContainEqual({ field: 'residenceStatusUS', message: fieldErrors.visaStatus });
  });
});
