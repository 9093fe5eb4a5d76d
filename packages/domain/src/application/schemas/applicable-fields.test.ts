import { describe, expect, it } from 'vitest';
import type { StepName } from '../steps/step-names.js';
import { applicableFields, type Answers, type Applicability, type Questions } from './applicable-fields.js';

const employer = (applicability: Applicability) => ({
  employerName: applicability,
  employerWebsite: applicability,
  jobTitle: applicability,
  timeWithEmployer: applicability,
  assignedAtClientLocation: applicability,
});
const client = (applicability: Applicability) => ({ clientName: applicability, clientWebsite: applicability });
const previous = (applicability: Applicability) => ({
  prevEmployerName: applicability,
  prevEmployerWebsite: applicability,
  prevEmployerCountry: applicability,
  prevJobTitle: applicability,
  timeWithPreviousEmployer: applicability,
});
const homeAddress = (applicability: Applicability) => ({
  street: applicability,
  street2: applicability,
  city: applicability,
  state: applicability,
  zip: applicability,
});
const workAddress = (applicability: Applicability) => ({
  employerAddress: applicability,
  employerAddress2: applicability,
  employerCity: applicability,
  employerState: applicability,
  employerZipCode: applicability,
});
const foreignAddress = (applicability: Applicability) => ({
  foreignStreet: applicability,
  foreignCity: applicability,
  foreignPostalCode: applicability,
  foreignCountry: applicability,
});

// One row per branch of each conditional question: asked, ruled out by an answer, not decided yet.
// Answers come as the forms hold them ('true', '') and as the draft holds them (true, null).
const rows: [rule: string, step: StepName, answers: Answers, expected: Questions][] = [
  [
    'not a permanent resident: how long in the US',
    'PreResidency_Question',
    { permanentResident: 'false' },
    { timeInUS: 'asked' },
  ],
  [
    'a permanent resident: no time in the US',
    'PreResidency_Question',
    { permanentResident: true },
    { timeInUS: 'notAsked' },
  ],
  ['residence unanswered: undecided', 'PreResidency_Question', { permanentResident: '' }, { timeInUS: 'undecided' }],

  [
    'not in the US yet: the expected move',
    'NonUS_Expat_Relocation',
    { inUS: false },
    { expectedRelocationDate: 'asked' },
  ],
  ['already in the US: no move', 'NonUS_Expat_Relocation', { inUS: 'true' }, { expectedRelocationDate: 'notAsked' }],
  ['inUS unanswered: undecided', 'NonUS_Expat_Relocation', {}, { expectedRelocationDate: 'undecided' }],

  [
    "an 'Other' status: its description",
    'US_Expat_Identification',
    { residenceStatusUS: 'Other' },
    { residenceStatusUSOther: 'asked' },
  ],
  [
    'a listed status: no description',
    'US_Expat_Identification',
    { residenceStatusUS: 'H-1B' },
    { residenceStatusUSOther: 'notAsked' },
  ],
  [
    'no status yet: undecided',
    'US_Expat_Identification',
    { residenceStatusUS: '' },
    { residenceStatusUSOther: 'undecided' },
  ],
  [
    'non-US, still abroad: where they live now, and the status rule',
    'NonUS_Expat_Identification',
    { inUS: false, residenceStatusUS: 'Other' },
    { ...foreignAddress('asked'), residenceStatusUSOther: 'asked' },
  ],
  [
    'non-US, already in the US: no foreign address',
    'NonUS_Expat_Identification',
    { inUS: true },
    { ...foreignAddress('notAsked'), residenceStatusUSOther: 'undecided' },
  ],
  [
    'non-US, inUS unanswered: undecided',
    'NonUS_Expat_Identification',
    {},
    { ...foreignAddress('undecided'), residenceStatusUSOther: 'undecided' },
  ],
  ['YP identification asks nothing conditionally', 'YP_Identification', { residenceStatusUS: 'Other' }, {}],

  [
    'employed, at a client, not the first job: employer, client and previous job',
    'YP_Employment',
    { employmentStatus: 'employed', assignedAtClientLocation: 'true', firstJob: 'false' },
    { ...employer('asked'), ...client('asked'), firstJob: 'asked', ...previous('asked') },
  ],
  [
    'employed, not at a client, first job: no client, no previous job',
    'US_Expat_Employment',
    { employmentStatus: 'employed', assignedAtClientLocation: false, firstJob: true },
    { ...employer('asked'), ...client('notAsked'), firstJob: 'asked', ...previous('notAsked') },
  ],
  [
    'employed, client and first job unanswered: both undecided',
    'NonUS_Expat_Employment',
    { employmentStatus: 'employed', assignedAtClientLocation: '', firstJob: '' },
    { ...employer('asked'), ...client('undecided'), firstJob: 'asked', ...previous('undecided') },
  ],
  [
    'unemployed: no employer or client; the first-job question and the previous job',
    'YP_Employment',
    { employmentStatus: 'unemployed', assignedAtClientLocation: true, firstJob: false },
    { ...employer('notAsked'), ...client('notAsked'), firstJob: 'asked', ...previous('asked') },
  ],
  [
    'retired: no employer, client, first-job question or previous job',
    'YP_Employment',
    { employmentStatus: 'retired', firstJob: false },
    { ...employer('notAsked'), ...client('notAsked'), firstJob: 'notAsked', ...previous('notAsked') },
  ],
  [
    'status unanswered: everything undecided',
    'YP_Employment',
    { employmentStatus: '' },
    { ...employer('undecided'), ...client('undecided'), firstJob: 'undecided', ...previous('undecided') },
  ],
  [
    'status unanswered: an explicit no still rules out the client, a first job the previous one',
    'YP_Employment',
    { assignedAtClientLocation: false, firstJob: true },
    { ...employer('undecided'), ...client('notAsked'), firstJob: 'undecided', ...previous('notAsked') },
  ],

  ['rent: the housing cost', 'YP_Financial_Info', { residenceType: 'rent' }, { accommodationCost: 'asked' }],
  [
    'mortgage: the housing cost',
    'US_Expat_Financial_Info',
    { residenceType: 'mortgage' },
    { accommodationCost: 'asked' },
  ],
  [
    'another kind of housing: no housing cost',
    'NonUS_Expat_Financial_Info',
    { residenceType: 'ownOutright' },
    { accommodationCost: 'notAsked' },
  ],
  ['housing unanswered: undecided', 'YP_Financial_Info', { residenceType: null }, { accommodationCost: 'undecided' }],

  [
    "left bank linking for 'other': the reason in words",
    'YP_Financial_Validation',
    { plaidExitReason: ' Other ' },
    { plaidExitReasonOther: 'asked' },
  ],
  [
    'left bank linking for a listed reason: no words',
    'YP_Financial_Validation',
    { plaidExitReason: 'no_account' },
    { plaidExitReasonOther: 'notAsked' },
  ],
  ['did not leave bank linking: undecided', 'YP_Financial_Validation', {}, { plaidExitReasonOther: 'undecided' }],

  [
    'verify by work e-mail: the address, no workplace',
    'YP_Employer_Verification',
    { employerVerificationMethod: 'workEmail' },
    { workEmail: 'asked', ...workAddress('notAsked') },
  ],
  [
    'verify by workplace: its address, no work e-mail',
    'YP_Employer_Verification',
    { employerVerificationMethod: 'workAddress' },
    { workEmail: 'notAsked', ...workAddress('asked') },
  ],
  [
    'no way chosen: undecided',
    'YP_Employer_Verification',
    { employerVerificationMethod: '' },
    { workEmail: 'undecided', ...workAddress('undecided') },
  ],

  [
    'ship home: the home address',
    'US_Expat_Shipping_Info',
    { shipToHome: 'true' },
    { ...homeAddress('asked'), ...workAddress('notAsked') },
  ],
  [
    'ship to work: the workplace address',
    'NonUS_Expat_Shipping_Info',
    { shipToHome: false },
    { ...homeAddress('notAsked'), ...workAddress('asked') },
  ],
  [
    'no choice yet: undecided',
    'NonUS_Expat_Shipping_Info',
    {},
    { ...homeAddress('undecided'), ...workAddress('undecided') },
  ],

  ['a step with no conditional questions', 'YP_Review', { employmentStatus: 'retired' }, {}],
];

describe('applicableFields: which questions apply, decided once', () => {
  it.each(rows)('%s', (_rule, step, answers, expected) => {
    expect(applicableFields(step, answers)).toEqual(expected);
  });
});
