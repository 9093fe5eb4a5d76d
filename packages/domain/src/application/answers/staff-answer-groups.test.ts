import { describe, expect, it } from 'vitest';
import { draftFieldNames } from '../draft/draft-field-names.js';
import type { Draft } from '../draft/draft-fields.js';
import { answerLabels, combinedAnswerLabels } from './answer-labels.js';
import { staffAnswerGroups, staffAnswersOfStep } from './staff-answer-groups.js';
import { stepTitles } from './step-titles.js';

const numbers = { ssnLastFour: '6789', identificationNoLastFour: '4321' };

/** Every question answered, plus the fields the server and providers write, which staff never see as answers. */
const answered: Draft = {
  permanentResident: false,
  timeInUS: 'oneToTwoYears',
  inUS: false,
  expectedRelocationDate: '2027-03-22',
  dob: '1990-02-03',
  ssn: '123-45-6789',
  identificationNo: 'X1234321',
  residenceStatusUS: 'H-1B',
  numberOfDependents: 2,
  street: '1 Main St',
  street2: 'Apt 4',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  foreignStreet: '5 Rue Cler',
  foreignCity: 'Paris',
  foreignPostalCode: '75007',
  foreignCountry: 'France',
  mobilePhone: '+14155550134',
  smsConsent: true,
  employmentStatus: 'employed',
  employerName: 'Acme',
  employerWebsite: 'acme.example',
  jobTitle: 'Engineer',
  timeWithEmployer: 'lessThanOneYear',
  assignedAtClientLocation: false,
  firstJob: false,
  prevEmployerName: 'Globex',
  prevEmployerCountry: 'France',
  prevJobTitle: 'Analyst',
  timeWithPreviousEmployer: 'moreThanTwoYears',
  income: 85000,
  residenceType: 'rent',
  accommodationCost: 1800,
  financialCommitments: 250,
  shipToHome: false,
  employerAddress: '1 Market St',
  employerCity: 'San Francisco',
  employerState: 'CA',
  employerZipCode: '94105',
  employerVerificationMethod: 'workAddress',
  plaidExitReason: 'other',
  plaidExitReasonOther: 'My bank is not listed',
  IDDocType: 'driversLicense',
  visaIsSupportingDocument: true,
  acceptDisclosures: true,
  // Internal: never an answer on the case page.
  id: 41,
  createdAt: '2026-11-01T10:00:00.000Z',
  referralName: 'friend',
  specialTreatment: 'BR_Model',
  stepName: 'YP_Application_Completed',
  sentilinkApproval: true,
  identityActionsFlagged: false,
  ATPApproval: true,
  plaidConnectionStatus: true,
  employerVerifiedByPlaid: false,
  plaidSplitVersion: 'A',
  plaidExitPopupOpenedAt: 1_796_000_000_000,
  employerVerified: true,
  workEmailVerificationFlag: true,
  userEmailIsWorkEmail: false,
  passportUploaded: true,
  visaUploaded: true,
  supportingDocumentUploaded: false,
  greenCardUploaded: false,
  proofOfIncomeUploaded: true,
  proofOfResidenceUploaded: false,
  noiCodes: ['proofOfIncome'],
  noiReasons: [{ code: 'proofOfIncome', reason: 'Upload a pay stub.' }],
  PRIVACY_POLICY_DOC_URL: 'https://example.test/privacy',
};

const internalFields = [
  'id',
  'createdAt',
  'referralName',
  'specialTreatment',
  'stepName',
  'sentilinkApproval',
  'identityActionsFlagged',
  'ATPApproval',
  'plaidConnectionStatus',
  'employerVerifiedByPlaid',
  'plaidSplitVersion',
  'plaidExitPopupOpenedAt',
  'employerVerified',
  'workEmailVerificationFlag',
  'userEmailIsWorkEmail',
  'passportUploaded',
  'visaUploaded',
  'supportingDocumentUploaded',
  'greenCardUploaded',
  'proofOfIncomeUploaded',
  'proofOfResidenceUploaded',
  'noiCodes',
  'noiReasons',
  'PRIVACY_POLICY_DOC_URL',
] as const;

const tracks = ['nonUsExpat', 'usExpat', 'youngProfessional'] as const;

const valuesOf = (track: (typeof tracks)[number], draft: Draft = answered) =>
  Object.fromEntries(
    staffAnswerGroups(track, draft, numbers).flatMap((group) =>
      group.answers.map((answer) => [answer.label, answer.value]),
    ),
  );

describe('the case page answers: one group per step, in the order the applicant met them', () => {
  it.each([
    [
      'nonUsExpat',
      [
        'PreResidency_Question',
        'NonUS_Expat_Relocation',
        'NonUS_Expat_Identification',
        'NonUS_Expat_Employment',
        'NonUS_Expat_Financial_Info',
        'NonUS_Expat_Shipping_Info',
        'NonUS_Expat_Review',
        'NonUS_Expat_Documents',
      ],
    ],
    [
      'usExpat',
      [
        'PreResidency_Question',
        'US_Expat_Identification',
        'US_Expat_Employment',
        'US_Expat_Financial_Info',
        'US_Expat_Shipping_Info',
        'US_Expat_Review',
        'US_Expat_Documents',
      ],
    ],
    [
      'youngProfessional',
      [
        'PreResidency_Question',
        'YP_Identification',
        'YP_Employment',
        'YP_Financial_Info',
        'YP_Financial_Validation',
        'YP_Identity_Verification_Uploader',
        'YP_Employer_Verification',
        'YP_Review',
      ],
    ],
  ] as const)('%s: the steps in track order, under the titles the applicant read', (track, steps) => {
    const groups = staffAnswerGroups(track, answered, numbers);
    expect(groups.map((group) => group.step)).toEqual(steps);
    expect(groups.map((group) => group.title)).toEqual(steps.map((step) => stepTitles[step]));
  });

  it.each(tracks.flatMap((track) => internalFields.map((field) => [track, field] as const)))(
    '%s: the internal field %s never appears',
    (track, field) => {
      const fields = staffAnswerGroups(track, answered, numbers).flatMap((group) => group.answers.map((a) => a.field));
      expect(fields).not.toContain(field);
    },
  );

  it.each(tracks)('%s: a field outside the allow-list never appears, even one the draft catalogue gains', (track) => {
    const withUnknown = { ...answered, plaidSplitVersionB: 'B', somethingNew: 'x' } as Draft;
    const groups = staffAnswerGroups(track, withUnknown, numbers);
    const labels = groups.flatMap((group) => group.answers.map((answer) => answer.label));
    expect(labels.join(' ')).not.toMatch(/split|something|last step/i);
    const allowed = new Set(Object.values(staffAnswersOfStep).flat());
    for (const group of groups) for (const answer of group.answers) expect(allowed).toContain(answer.field);
  });

  it('every allowed answer has its words in the catalogue the applicant’s review uses', () => {
    const shown: Readonly<Record<string, unknown>> = { ...answerLabels, ...combinedAnswerLabels };
    for (const key of new Set(Object.values(staffAnswersOfStep).flat())) expect(shown[key], key).toBeDefined();
    // Every draft field is either allowed or deliberately internal: a new field must be placed in one.
    const allowedOrInternal = new Set<string>([...Object.values(staffAnswersOfStep).flat(), ...internalFields]);
    const placed = ['street', 'street2', 'city', 'state', 'zip', 'foreignStreet', 'foreignCity'];
    const others = ['foreignPostalCode', 'foreignCountry', 'employerAddress', 'employerAddress2', 'employerCity'];
    const addressParts = [...placed, ...others, 'employerState', 'employerZipCode'];
    const unplaced = draftFieldNames.filter((field) => !allowedOrInternal.has(field) && !addressParts.includes(field));
    expect(unplaced).toEqual([]);
  });
});

describe('the case page answers in words', () => {
  it.each([
    ['a yes/no answer', 'youngProfessional', 'US citizen or green card holder', 'No'],
    ['a tenure', 'youngProfessional', 'Time in the US', '1 to 2 years'],
    ['a date', 'nonUsExpat', 'Expected move to the US', 'March 22, 2027'],
    ['a date of birth', 'usExpat', 'Date of birth', 'February 3, 1990'],
    ['the SSN, masked from its stored last four', 'usExpat', 'Social Security number', '•••-••-6789'],
    ['the passport number, masked', 'usExpat', 'Passport number', '••••4321'],
    ['a whole number', 'usExpat', 'Dependents', '2'],
    ['the home address on one line', 'usExpat', 'US address', '1 Main St, Apt 4, Austin, TX 78701'],
    ['the address abroad', 'nonUsExpat', 'Address abroad', '5 Rue Cler, Paris, 75007, France'],
    ['an employment status', 'youngProfessional', 'Employment status', 'Employed'],
    ['yearly dollars', 'youngProfessional', 'Annual income', '$85,000 a year'],
    ['monthly dollars', 'youngProfessional', 'Monthly housing cost', '$1,800 a month'],
    ['a housing choice', 'youngProfessional', 'Housing', 'I rent'],
    ['where the card goes', 'usExpat', 'Send my card to', 'My workplace'],
    ['the workplace address', 'usExpat', 'Workplace address', '1 Market St, San Francisco, CA 94105'],
    ['how the employer is confirmed', 'youngProfessional', 'Employer verified by', 'With my workplace address'],
    ['a document type', 'youngProfessional', 'Identity document type', "Driver's license"],
    ['the disclosures accepted', 'nonUsExpat', 'Accepted the disclosures', 'Yes'],
  ] as const)('%s', (_rule, track, label, value) => {
    expect(valuesOf(track)[label]).toBe(value);
  });

  it('reads the identity numbers only from the stored last four, never from the draft', () => {
    const groups = staffAnswerGroups('usExpat', answered, { ssnLastFour: null, identificationNoLastFour: null });
    const identity = groups.find((group) => group.step === 'US_Expat_Identification')?.answers ?? [];
    expect(identity.filter((answer) => answer.field === 'ssn' || answer.field === 'identificationNo')).toEqual([
      { field: 'ssn', label: 'Social Security number', value: null },
      { field: 'identificationNo', label: 'Passport number', value: null },
    ]);
    expect(JSON.stringify(groups)).not.toContain('123-45');
  });

  it('leaves out a question that did not apply, and a step with nothing answered', () => {
    const groups = staffAnswerGroups('youngProfessional', { dob: '1990-02-03', income: 0 }, numbers);
    expect(groups.map((group) => group.step)).toEqual(['YP_Identification', 'YP_Financial_Info']);
    expect(groups[1]?.answers).toEqual([{ field: 'income', label: 'Annual income', value: '$0 a year' }]);
  });

  it('shows the home address once, with the identity answers, and the workplace on Shipping_Info', () => {
    const groups = staffAnswerGroups('nonUsExpat', answered, numbers);
    const stepsShowing = (field: string) =>
      groups.filter((group) => group.answers.some((answer) => answer.field === field)).map((group) => group.step);
    expect(stepsShowing('usAddress')).toEqual(['NonUS_Expat_Identification']);
    expect(stepsShowing('workplaceAddress')).toEqual(['NonUS_Expat_Shipping_Info']);
  });

  it('keeps a value it has no words for as stored', () => {
    expect(valuesOf('youngProfessional', { ...answered, residenceType: 'houseboat' })['Housing']).toBe('houseboat');
  });
});
