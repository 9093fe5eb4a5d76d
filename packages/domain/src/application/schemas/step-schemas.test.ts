import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../notifications/field-messages.js';
import { TODAY } from '../steps/engine-test-fixtures.js';
import { stepNames, type StepName } from '../steps/step-names.js';
import { fieldErrors } from './field-schemas.js';
import { stepSchema } from './step-schemas.js';

const context = { today: TODAY };
const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const adult = { dob: '1990-05-01', ...address };

function issuesOf(step: StepName, value: unknown): Record<string, string> {
  const result = stepSchema(step, context).safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('step schemas: valid answers', () => {
  it.each([
    ['PreResidency: permanent resident', 'PreResidency_Question', { permanentResident: 'true' }],
    ['PreResidency: not in the US', 'PreResidency_Question', { permanentResident: 'false', timeInUS: 'notInUS' }],
    ['Relocation: already in the US', 'NonUS_Expat_Relocation', { inUS: 'true' }],
    ['Relocation: moving later', 'NonUS_Expat_Relocation', { inUS: false, expectedRelocationDate: '2027-03-01' }],
    ['{hash}: nothing to answer', '{hash}', {}],
    [
      'non-US identification without SSN or address',
      'NonUS_Expat_Identification',
      { dob: '1990-05-01', identificationNo: 'X1234567', residenceStatusUS: 'H-1B' },
    ],
    [
      'US identification with an identification number only',
      'US_Expat_Identification',
      { ...adult, identificationNo: 'P998877', residenceStatusUS: 'L-1' },
    ],
    [
      'US identification, status Other with text',
      'US_Expat_Identification',
      { ...adult, ssn: '123-45-6789', residenceStatusUS: 'Other', residenceStatusUSOther: 'K-1' },
    ],
    ['YP identification', 'YP_Identification', { ...adult, ssn: '123456789' }],
    [
      'employment: employed',
      'YP_Employment',
      {
        employmentStatus: 'employed',
        employerName: 'Acme',
        jobTitle: 'Engineer',
        timeWithEmployer: 'oneToTwoYears',
        assignedAtClientLocation: 'false',
        firstJob: 'true',
      },
    ],
    ['employment: retired needs no employer', 'US_Expat_Employment', { employmentStatus: 'retired' }],
    [
      'financial info: living with family, no housing cost',
      'YP_Financial_Info',
      { income: '48,000', residenceType: 'family' },
    ],
    ['shipping home with the home address', 'US_Expat_Shipping_Info', { shipToHome: 'true', ...address }],
    [
      'identification with a mobile number and SMS consent',
      'YP_Identification',
      { ...adult, ssn: '123456789', mobilePhone: '(415) 555-0134', smsConsent: 'true' },
    ],
    [
      'non-US identification with a complete foreign address',
      'NonUS_Expat_Identification',
      {
        dob: '1990-05-01',
        identificationNo: 'X1234567',
        residenceStatusUS: 'H-1B',
        foreignStreet: '10 Downing St',
        foreignCity: 'London',
        foreignPostalCode: 'SW1A 2AA',
        foreignCountry: 'United Kingdom',
      },
    ],
    ['Relocation: moving today', 'NonUS_Expat_Relocation', { inUS: 'false', expectedRelocationDate: '2026-11-22' }],
    [
      'shipping to work with the work address',
      'NonUS_Expat_Shipping_Info',
      {
        shipToHome: false,
        employerAddress: '2 Market St',
        employerCity: 'Dallas',
        employerState: 'TX',
        employerZipCode: '75201',
      },
    ],
    ['review: disclosures accepted', 'YP_Review', { acceptDisclosures: 'true' }],
    ['documents: a passport', 'US_Expat_Documents', { IDDocType: 'passport', visaIsSupportingDocument: 'false' }],
    [
      'employer verification by work e-mail',
      'YP_Employer_Verification',
      { employerVerificationMethod: 'workEmail', workEmail: 'ana@acme.com' },
    ],
    ['identity uploader: a driver licence', 'YP_Identity_Verification_Uploader', { IDDocType: 'driversLicense' }],
    [
      'financial validation: exit reason other with text',
      'YP_Financial_Validation',
      { plaidExitReason: 'other', plaidExitReasonOther: 'bank not listed' },
    ],
  ] as [string, StepName, unknown][])('%s', (_rule, step, value) => {
    expect(issuesOf(step, value)).toEqual({});
  });
});

describe('step schemas: invalid answers', () => {
  it.each([
    [
      'PreResidency: time in US needed when not a permanent resident',
      'PreResidency_Question',
      { permanentResident: false },
      { timeInUS: fieldMessages.required },
    ],
    [
      'Relocation: date needed when not in the US',
      'NonUS_Expat_Relocation',
      { inUS: 'false' },
      { expectedRelocationDate: fieldMessages.required },
    ],
    [
      'Relocation: a bad date',
      'NonUS_Expat_Relocation',
      { inUS: 'false', expectedRelocationDate: '2027-13-01' },
      { expectedRelocationDate: fieldMessages.invalidDate },
    ],
    [
      'Relocation: a date in the past (2020-01-01) is refused',
      'NonUS_Expat_Relocation',
      { inUS: 'false', expectedRelocationDate: '2020-01-01' },
      { expectedRelocationDate: fieldErrors.relocationInPast },
    ],
    [
      'Relocation: yesterday is in the past',
      'NonUS_Expat_Relocation',
      { inUS: 'false', expectedRelocationDate: '2026-11-21' },
      { expectedRelocationDate: fieldErrors.relocationInPast },
    ],
    [
      'US identification: US Citizen is not a visa status on the US-expat track',
      'US_Expat_Identification',
      { ...adult, ssn: '123-45-6789', residenceStatusUS: 'US Citizen' },
      { residenceStatusUS: fieldErrors.visaStatus },
    ],
    [
      'US identification: Green Card is not a visa status on the US-expat track',
      'US_Expat_Identification',
      { ...adult, ssn: '123-45-6789', residenceStatusUS: 'Green Card' },
      { residenceStatusUS: fieldErrors.visaStatus },
    ],
    [
      'non-US identification: US Citizen is not offered either',
      'NonUS_Expat_Identification',
      { dob: '1990-05-01', identificationNo: 'X1234567', residenceStatusUS: 'US Citizen' },
      { residenceStatusUS: fieldErrors.visaStatus },
    ],
    [
      'identification: a bad mobile number',
      'US_Expat_Identification',
      { ...adult, ssn: '123-45-6789', residenceStatusUS: 'H-1B', mobilePhone: '12345' },
      { mobilePhone: fieldErrors.mobilePhone },
    ],
    [
      'identification: SMS consent needs a mobile number',
      'YP_Identification',
      { ...adult, ssn: '123-45-6789', smsConsent: true },
      { mobilePhone: fieldErrors.smsNeedsPhone },
    ],
    [
      'non-US identification: a started foreign address must be complete',
      'NonUS_Expat_Identification',
      { dob: '1990-05-01', identificationNo: 'X1234567', residenceStatusUS: 'H-1B', foreignPostalCode: '10115' },
      {
        foreignStreet: fieldMessages.required,
        foreignCity: fieldMessages.required,
        foreignCountry: fieldMessages.required,
      },
    ],
    [
      'non-US identification: a started address must be complete',
      'NonUS_Expat_Identification',
      { dob: '1990-05-01', identificationNo: 'X1234567', residenceStatusUS: 'H-1B', street: '1 Main St' },
      { city: fieldMessages.required, state: fieldMessages.required, zip: fieldMessages.required },
    ],
    [
      'US identification: SSN or identification number',
      'US_Expat_Identification',
      { ...adult, residenceStatusUS: 'H-1B' },
      { ssn: fieldMessages.required },
    ],
    [
      'US identification: Other needs its text',
      'US_Expat_Identification',
      { ...adult, ssn: '123-45-6789', residenceStatusUS: 'Other' },
      { residenceStatusUSOther: fieldMessages.required },
    ],
    [
      'YP identification: under 18',
      'YP_Identification',
      { ...adult, dob: '2010-01-01', ssn: '123-45-6789' },
      { dob: 'You must be at least 18 years old to apply' },
    ],
    [
      'employment: unknown status',
      'YP_Employment',
      { employmentStatus: 'student' },
      { employmentStatus: 'Please choose one of the options' },
    ],
    [
      'employment: employed needs the employer',
      'YP_Employment',
      { employmentStatus: 'employed', firstJob: true },
      {
        employerName: fieldMessages.required,
        jobTitle: fieldMessages.required,
        timeWithEmployer: fieldMessages.required,
        assignedAtClientLocation: fieldMessages.required,
      },
    ],
    [
      'employment: client needed when placed at one',
      'YP_Employment',
      {
        employmentStatus: 'employed',
        employerName: 'Acme',
        jobTitle: 'Dev',
        timeWithEmployer: 'lessThanOneYear',
        assignedAtClientLocation: true,
        firstJob: true,
      },
      { clientName: fieldMessages.required },
    ],
    [
      'employment: previous employer unless first job',
      'US_Expat_Employment',
      { employmentStatus: 'unemployed', firstJob: false },
      {
        prevEmployerName: fieldMessages.required,
        prevJobTitle: fieldMessages.required,
        timeWithPreviousEmployer: fieldMessages.required,
      },
    ],
    [
      'financial info: renters give their rent',
      'YP_Financial_Info',
      { income: '48000', residenceType: 'rent' },
      { accommodationCost: fieldMessages.required },
    ],
    [
      'financial info: negative money',
      'US_Expat_Financial_Info',
      { income: '-1', residenceType: 'family' },
      { income: 'The amount cannot be negative' },
    ],
    [
      'shipping to work needs the work address',
      'US_Expat_Shipping_Info',
      { shipToHome: 'false' },
      {
        employerAddress: fieldMessages.required,
        employerCity: fieldMessages.required,
        employerState: fieldMessages.required,
        employerZipCode: fieldMessages.required,
      },
    ],
    [
      'shipping home needs a complete home address (a new arrival who gave none)',
      'NonUS_Expat_Shipping_Info',
      { shipToHome: 'true', street: '1 Main St' },
      { city: fieldMessages.required, state: fieldMessages.required, zip: fieldMessages.required },
    ],
    [
      'shipping to work is refused when not working (review clears the employer address)',
      'US_Expat_Shipping_Info',
      {
        shipToHome: 'false',
        employmentStatus: 'unemployed',
        employerAddress: '2 Market St',
        employerCity: 'Dallas',
        employerState: 'TX',
        employerZipCode: '75201',
      },
      { shipToHome: fieldErrors.noWorkplace },
    ],
    [
      'review: disclosures must be accepted',
      'NonUS_Expat_Review',
      { acceptDisclosures: 'false' },
      { acceptDisclosures: fieldMessages.required },
    ],
    [
      'employer verification by e-mail needs the e-mail',
      'YP_Employer_Verification',
      { employerVerificationMethod: 'workEmail' },
      { workEmail: fieldMessages.required },
    ],
    [
      'identity uploader: not an identity document',
      'YP_Identity_Verification_Uploader',
      { IDDocType: 'proofOfIncome' },
      { IDDocType: 'Please choose one of the options' },
    ],
  ] as [string, StepName, unknown, Record<string, string>][])('%s', (_rule, step, value, expected) => {
    expect(issuesOf(step, value)).toEqual(expected);
  });

  it('keeps an unlisted residence status as Other with its text (product-rules#residence-statuses)', () => {
    const answers = stepSchema('US_Expat_Identification', context).parse({
      ...adult,
      ssn: '123-45-6789',
      residenceStatusUS: 'K-1',
    });
    expect(answers).toMatchObject({ residenceStatusUS: 'Other', residenceStatusUSOther: 'K-1' });
  });

  it('has a schema for every step', () => {
    for (const step of stepNames) expect(stepSchema(step, context)).toBeDefined();
  });
});
