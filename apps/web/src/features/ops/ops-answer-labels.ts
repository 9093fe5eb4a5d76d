import { documentTypes } from '@waypoint/domain/application/documents/document-types';
import type { DraftFieldName } from '@waypoint/domain/application/draft/draft-fields';
import { documentLabel, noticeOfIncompletenessLabels } from './ops-labels';

/**
 * What staff read for each stored answer. The server names a field by
 * splitting its name ("Sentilink approval", "Atpapproval"); these are the
 * plain words, and a field not listed keeps the server's label.
 */
export const answerFieldLabels: Readonly<Partial<Record<DraftFieldName, string>>> = {
  id: 'Draft number',
  createdAt: 'Started',
  specialTreatment: 'Partner or model flag',
  stepName: 'Last step reached',
  inUS: 'Already living in the US',
  dob: 'Date of birth',
  expectedRelocationDate: 'Expected move to the US',
  permanentResident: 'US citizen or green card holder',
  residenceStatusUS: 'Residence or visa status',
  residenceStatusUSOther: 'Residence status, in their words',
  timeInUS: 'Time in the US',
  ssn: 'SSN',
  identificationNo: 'Passport number',
  numberOfDependents: 'Dependents',
  sentilinkApproval: 'Identity risk score passed',
  street2: 'Street, line 2',
  zip: 'ZIP code',
  foreignStreet: 'Street abroad',
  foreignCity: 'City abroad',
  foreignPostalCode: 'Postal code abroad',
  foreignCountry: 'Country abroad',
  smsConsent: 'Accepted text messages',
  employerName: 'Employer',
  assignedAtClientLocation: 'Placed at a client’s site',
  clientName: 'Client',
  prevEmployerName: 'Previous employer',
  prevEmployerWebsite: 'Previous employer’s website',
  prevEmployerCountry: 'Previous employer’s country',
  prevJobTitle: 'Previous job title',
  timeWithPreviousEmployer: 'Time with previous employer',
  income: 'Annual income',
  residenceType: 'Housing',
  accommodationCost: 'Monthly housing cost',
  financialCommitments: 'Other monthly commitments',
  ATPApproval: 'Ability to pay (ATP) passed',
  plaidConnectionStatus: 'Bank account linked',
  employerVerifiedByPlaid: 'Employer confirmed by the bank link',
  plaidExitReason: 'Why the bank link was left',
  plaidExitReasonOther: 'Why the bank link was left, in their words',
  plaidExitPopupOpenedAt: 'Bank link exit asked at',
  employerVerificationMethod: 'Employer verified by',
  employerAddress2: 'Employer address, line 2',
  employerZipCode: 'Employer ZIP code',
  shipToHome: 'Card shipped to home',
  workEmailVerificationFlag: 'Work e-mail confirmed',
  userEmailIsWorkEmail: 'Account e-mail is the work e-mail',
  acceptDisclosures: 'Accepted the disclosures',
  passportUploaded: 'Passport uploaded',
  visaIsSupportingDocument: 'Visa sent as a supporting document',
  IDDocType: 'Identity document type',
  noiCodes: 'Codes',
  noiReasons: 'Reasons',
  PRIVACY_POLICY_DOC_URL: 'Privacy policy shown',
};

const tenure: Readonly<Record<string, string>> = {
  lessThanOneYear: 'Less than 1 year',
  oneToTwoYears: '1 to 2 years',
  moreThanTwoYears: 'More than 2 years',
};

/** Stored choice values in words, per field; a value not listed shows as stored. */
const answerValueLabels: Readonly<Partial<Record<DraftFieldName, Readonly<Record<string, string>>>>> = {
  timeInUS: { notInUS: 'Not in the US yet', ...tenure },
  timeWithEmployer: tenure,
  timeWithPreviousEmployer: tenure,
  employmentStatus: { employed: 'Employed', unemployed: 'Not working at the moment', retired: 'Retired' },
  residenceType: {
    rent: 'Rents',
    mortgage: 'Owns, with a mortgage',
    ownOutright: 'Owns, without a mortgage',
    family: 'Lives with family',
    employerProvided: 'Housing from the employer',
    other: 'Something else',
  },
  employerVerificationMethod: { workEmail: 'Work e-mail', workAddress: 'Work address' },
  IDDocType: Object.fromEntries(documentTypes.map((type) => [type, documentLabel(type)])),
  noiCodes: noticeOfIncompletenessLabels,
};

const dollarFields: ReadonlySet<string> = new Set(['income', 'accommodationCost', 'financialCommitments']);

export function answerLabel(field: string, serverLabel: string): string {
  return (answerFieldLabels as Readonly<Record<string, string>>)[field] ?? serverLabel;
}

/** A stored list (the notice codes, the notices sent) in words: its texts, or its items' `reason`s. */
function listInWords(value: string, words: Readonly<Record<string, string>> | undefined): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const items = parsed.map((item: unknown) =>
    typeof item === 'string'
      ? (words?.[item] ?? item)
      : typeof item === 'object' && item !== null && 'reason' in item && typeof item.reason === 'string'
        ? item.reason
        : JSON.stringify(item),
  );
  if (items.length === 0) return 'None';
  return parsed.every((item) => typeof item === 'string') ? items.join(', ') : items.join(' ');
}

export function answerValue(field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  const words = (answerValueLabels as Readonly<Record<string, Readonly<Record<string, string>>>>)[field];
  if (value.startsWith('[')) return listInWords(value, words) ?? value;
  if (dollarFields.has(field) && /^\d+$/.test(value)) return `$${Number(value).toLocaleString('en-US')}`;
  // Staff know the steps by their names; the underscores only make them hard to read.
  if (field === 'stepName') return value.replaceAll('_', ' ');
  return words?.[value] ?? value;
}
