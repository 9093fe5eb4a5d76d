import { documentTypeLabels } from '../documents/required-documents.js';
import type { Draft, DraftFieldName } from '../draft/draft-fields.js';
import { PRE_RESIDENCY_STEP, trackSteps, type StepName, type Track } from '../steps/step-names.js';
import { answerLabels, combinedAnswerLabels } from './answer-labels.js';
import {
  cardDestinationLabels,
  employerVerificationMethodLabels,
  employmentStatusLabels,
  labelOf,
  residenceTypeLabels,
  tenureLabels,
  timeInUSLabels,
} from './choice-labels.js';
import { stepTitles } from './step-titles.js';

/**
 * The applicant's answers as staff read them on the case page (decision 071): one group per
 * wizard step, in the order the applicant went through the track, under the step's own title, each
 * answer under the label the applicant's review shows and its value in words.
 */
export interface StaffAnswer {
  /** The draft field, or the name of a combined answer (an address). */
  field: string;
  label: string;
  /** Null only for an identity number the applicant did not give. */
  value: string | null;
}

export interface StaffAnswerGroup {
  step: StepName;
  title: string;
  answers: StaffAnswer[];
}

/** The identity numbers as stored: their last four digits only, never the draft's own copy. */
export interface MaskedIdentityNumbers {
  ssnLastFour: string | null;
  identificationNoLastFour: string | null;
}

type CombinedAnswer = keyof typeof combinedAnswerLabels;
type StaffAnswerKey = DraftFieldName | CombinedAnswer;

const identityAnswers = [
  'dob',
  'ssn',
  'identificationNo',
  'residenceStatusUS',
  'residenceStatusUSOther',
  'numberOfDependents',
  'usAddress',
  'addressAbroad',
  'mobilePhone',
  'smsConsent',
] as const satisfies readonly StaffAnswerKey[];

const employmentAnswers = [
  'employmentStatus',
  'employerName',
  'employerWebsite',
  'jobTitle',
  'timeWithEmployer',
  'assignedAtClientLocation',
  'clientName',
  'clientWebsite',
  'firstJob',
  'prevEmployerName',
  'prevEmployerWebsite',
  'prevEmployerCountry',
  'prevJobTitle',
  'timeWithPreviousEmployer',
] as const satisfies readonly StaffAnswerKey[];

const financeAnswers = [
  'income',
  'residenceType',
  'accommodationCost',
  'financialCommitments',
] as const satisfies readonly StaffAnswerKey[];

// The home address, which a new arrival may give only here, is shown once, with the identity answers.
const shippingAnswers = ['shipToHome', 'workplaceAddress'] as const satisfies readonly StaffAnswerKey[];
const reviewAnswers = ['acceptDisclosures'] as const satisfies readonly StaffAnswerKey[];
const documentAnswers = ['IDDocType', 'visaIsSupportingDocument'] as const satisfies readonly StaffAnswerKey[];

/**
 * What staff see, step by step: an allow-list of the questions each step asks. Anything else the
 * draft holds (experiment splits, the last step reached, timestamps, provider results, flags the
 * server sets, ids, notice codes, and any field added later) is left out until it is listed here.
 * Results of checks are on the page's Checks section, not among the answers. An answer asked on
 * two steps (the work e-mail, which YP_WorkEmail_Sent may correct) is listed on the first only;
 * were it listed twice, it would still show once.
 */
export const staffAnswersOfStep: Readonly<Partial<Record<StepName, readonly StaffAnswerKey[]>>> = {
  PreResidency_Question: ['permanentResident', 'timeInUS'],
  NonUS_Expat_Relocation: ['inUS', 'expectedRelocationDate'],
  NonUS_Expat_Identification: identityAnswers,
  NonUS_Expat_Employment: employmentAnswers,
  NonUS_Expat_Financial_Info: financeAnswers,
  NonUS_Expat_Shipping_Info: shippingAnswers,
  NonUS_Expat_Review: reviewAnswers,
  NonUS_Expat_Documents: documentAnswers,
  US_Expat_Identification: identityAnswers,
  US_Expat_Employment: employmentAnswers,
  US_Expat_Financial_Info: financeAnswers,
  US_Expat_Shipping_Info: shippingAnswers,
  US_Expat_Review: reviewAnswers,
  US_Expat_Documents: documentAnswers,
  YP_Identification: identityAnswers,
  YP_Employment: employmentAnswers,
  YP_Financial_Info: financeAnswers,
  YP_Financial_Validation: ['plaidExitReason', 'plaidExitReasonOther'],
  YP_Identity_Verification_Uploader: ['IDDocType'],
  YP_Employer_Verification: ['employerVerificationMethod', 'workEmail', 'workplaceAddress'],
  YP_Review: reviewAnswers,
};

type ReadDraft = Readonly<Draft>;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 3, 2027" for a yyyy-mm-dd day; the text itself when it is not one. */
function day(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

const dollars = (per: string) => (value: unknown) =>
  typeof value === 'number' ? `$${value.toLocaleString('en-US')} ${per}` : null;
const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : null);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : typeof value === 'number' ? String(value) : null;
const choice = (labels: Readonly<Record<string, string>>) => (value: unknown) => labelOf(labels, value) || null;

/** The parts of an address, on one line: "1 Main St, Apt 2, Austin, TX 78701". */
function addressLine(parts: readonly unknown[], cityStateZip: readonly unknown[]): string | null {
  const [city, state, zip] = cityStateZip.map(text);
  const last = city ? `${city}, ${state ?? ''} ${zip ?? ''}`.replace(/\s+/g, ' ').trim() : null;
  const line = [...parts.map(text), last].filter((part): part is string => part !== null).join(', ');
  return line === '' ? null : line;
}

const identityDocumentLabels = Object.fromEntries(
  Object.entries(documentTypeLabels).map(([type, words]) => [type, words.charAt(0).toUpperCase() + words.slice(1)]),
);

/** How each allowed answer reads; the value is the draft's stored value. */
const fieldValues: Readonly<Partial<Record<DraftFieldName, (value: unknown) => string | null>>> = {
  permanentResident: yesNo,
  timeInUS: choice(timeInUSLabels),
  inUS: yesNo,
  expectedRelocationDate: day,
  dob: day,
  smsConsent: yesNo,
  employmentStatus: choice(employmentStatusLabels),
  timeWithEmployer: choice(tenureLabels),
  assignedAtClientLocation: yesNo,
  firstJob: yesNo,
  timeWithPreviousEmployer: choice(tenureLabels),
  income: dollars('a year'),
  residenceType: choice(residenceTypeLabels),
  accommodationCost: dollars('a month'),
  financialCommitments: dollars('a month'),
  employerVerificationMethod: choice(employerVerificationMethodLabels),
  shipToHome: (value) =>
    value === true ? cardDestinationLabels.home : value === false ? cardDestinationLabels.workplace : null,
  acceptDisclosures: yesNo,
  IDDocType: choice(identityDocumentLabels),
  visaIsSupportingDocument: yesNo,
};

function combinedValue(answer: CombinedAnswer, draft: ReadDraft): string | null {
  switch (answer) {
    case 'usAddress':
    case 'homeAddress':
      return addressLine([draft.street, draft.street2], [draft.city, draft.state, draft.zip]);
    case 'addressAbroad':
      return addressLine([draft.foreignStreet, draft.foreignCity, draft.foreignPostalCode, draft.foreignCountry], []);
    case 'workplaceAddress':
      return addressLine(
        [draft.employerAddress, draft.employerAddress2],
        [draft.employerCity, draft.employerState, draft.employerZipCode],
      );
  }
}

const isCombined = (key: StaffAnswerKey): key is CombinedAnswer => key in combinedAnswerLabels;

function labelOfAnswer(key: StaffAnswerKey): string {
  if (isCombined(key)) return combinedAnswerLabels[key];
  const words: Readonly<Partial<Record<string, { shown: string }>>> = answerLabels;
  return words[key]?.shown ?? key;
}

/**
 * The SSN and the identification number are shown masked to their last four (decision 031), from
 * the stored last four; the draft's own value is never read. Shown even when not given, since
 * "no SSN" is itself something staff act on.
 */
function identityNumber(key: 'ssn' | 'identificationNo', numbers: MaskedIdentityNumbers): StaffAnswer {
  const lastFour = key === 'ssn' ? numbers.ssnLastFour : numbers.identificationNoLastFour;
  const masked = key === 'ssn' ? `•••-••-${lastFour}` : `••••${lastFour}`;
  return { field: key, label: labelOfAnswer(key), value: lastFour ? masked : null };
}

function answerOf(key: StaffAnswerKey, draft: ReadDraft, numbers: MaskedIdentityNumbers): StaffAnswer | null {
  if (key === 'ssn' || key === 'identificationNo') return identityNumber(key, numbers);
  const value = isCombined(key) ? combinedValue(key, draft) : (fieldValues[key] ?? text)(draft[key]);
  // A question that did not apply, or was skipped, has no answer to show (as on the review step).
  return value === null ? null : { field: key, label: labelOfAnswer(key), value };
}

/** The steps of a track as the applicant met them: the entry question first, then the track's own. */
const stepsOf = (track: Exclude<Track, 'entry'>): readonly StepName[] => [PRE_RESIDENCY_STEP, ...trackSteps[track]];

/** The case page's answers for an application on `track`; steps with nothing to show are left out. */
export function staffAnswerGroups(
  track: Exclude<Track, 'entry'>,
  draft: ReadDraft,
  numbers: MaskedIdentityNumbers,
): StaffAnswerGroup[] {
  const shown = new Set<StaffAnswerKey>();
  return stepsOf(track).flatMap((step) => {
    const answers = (staffAnswersOfStep[step] ?? []).flatMap((key) => {
      if (shown.has(key)) return [];
      const answer = answerOf(key, draft, numbers);
      if (!answer) return [];
      shown.add(key);
      return [answer];
    });
    return answers.length > 0 ? [{ step, title: stepTitles[step], answers }] : [];
  });
}
