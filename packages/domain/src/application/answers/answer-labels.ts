import type { DraftFieldName } from '../draft/draft-fields.js';
import { dateOfBirthLabel, monthlyHousingCostLabel } from './answer-words.js';

/**
 * The words for every answer a person gives (docs/decisions/062-generated-client-types.md): the
 * question the wizard asks (`asked`, the field's label) and the label its answer is shown under
 * (`shown`: the review step, the back office and the prequalification answers). One catalogue, so
 * "Date of birth" is written once, not once per screen. It lives in the domain because the server
 * writes the staff case page's answers with it (staff-answer-groups.ts, decision 071).
 */
export interface AnswerWords {
  asked?: string;
  shown: string;
}

/** Answers by their draft field name (product-rules#draft-fields), in catalogue order. */
export const answerLabels = {
  id: { shown: 'Draft number' },
  createdAt: { shown: 'Started' },
  specialTreatment: { shown: 'Partner or model flag' },
  stepName: { shown: 'Last step reached' },
  inUS: { asked: 'Do you already live in the US?', shown: 'Already living in the US' },
  dob: { asked: dateOfBirthLabel, shown: dateOfBirthLabel },
  expectedRelocationDate: { asked: 'When do you expect to move to the US?', shown: 'Expected move to the US' },
  permanentResident: {
    asked: 'Are you a US citizen or a green card holder?',
    shown: 'US citizen or green card holder',
  },
  residenceStatusUS: { asked: 'Your US residence or visa status', shown: 'Residence or visa status' },
  residenceStatusUSOther: { asked: 'Describe your status', shown: 'Residence status, in their words' },
  timeInUS: { asked: 'How long have you lived in the US?', shown: 'Time in the US' },
  ssn: { asked: 'Social Security number (SSN)', shown: 'Social Security number' },
  identificationNo: { asked: 'Passport number', shown: 'Passport number' },
  numberOfDependents: { asked: 'Number of dependents', shown: 'Dependents' },
  sentilinkApproval: { shown: 'Identity risk score passed' },
  street2: { shown: 'Street, line 2' },
  zip: { shown: 'ZIP code' },
  foreignStreet: { asked: 'House number and street', shown: 'Street abroad' },
  foreignCity: { asked: 'Town', shown: 'City abroad' },
  foreignPostalCode: { asked: 'Postal code', shown: 'Postal code abroad' },
  foreignCountry: { asked: 'Country', shown: 'Country abroad' },
  mobilePhone: { asked: 'Mobile phone number', shown: 'Mobile phone' },
  smsConsent: { asked: 'Text me about my application', shown: 'Text messages' },
  employmentStatus: { asked: 'What is your employment status?', shown: 'Employment status' },
  employerName: { asked: 'Employer name', shown: 'Employer' },
  employerWebsite: { asked: 'Employer website', shown: 'Employer website' },
  jobTitle: { asked: 'Job title', shown: 'Job title' },
  timeWithEmployer: { asked: 'How long have you worked there?', shown: 'Time with employer' },
  assignedAtClientLocation: { asked: 'Are you placed at a client’s site?', shown: 'Placed at a client’s site' },
  clientName: { asked: 'Client name', shown: 'Client' },
  clientWebsite: { asked: 'Client website', shown: 'Client website' },
  firstJob: { asked: 'Is this your first job?', shown: 'First job' },
  prevEmployerName: { asked: 'Previous employer name', shown: 'Previous employer' },
  prevEmployerWebsite: { asked: 'Previous employer website', shown: 'Previous employer’s website' },
  prevEmployerCountry: { asked: 'Country of your previous job', shown: 'Previous employer’s country' },
  prevJobTitle: { asked: 'Previous job title', shown: 'Previous job title' },
  timeWithPreviousEmployer: { asked: 'How long did you work there?', shown: 'Time with previous employer' },
  income: { asked: 'Your yearly income before tax', shown: 'Annual income' },
  residenceType: { asked: 'Your housing', shown: 'Housing' },
  accommodationCost: { asked: 'Your monthly rent or mortgage payment', shown: monthlyHousingCostLabel },
  financialCommitments: { asked: 'Other monthly debt payments', shown: 'Other monthly debt payments' },
  ATPApproval: { shown: 'Ability to pay (ATP) passed' },
  plaidConnectionStatus: { shown: 'Bank account linked' },
  employerVerifiedByPlaid: { shown: 'Employer confirmed by the bank link' },
  plaidExitReason: { shown: 'Why the bank link was left' },
  plaidExitReasonOther: { shown: 'Why the bank link was left, in their words' },
  plaidExitPopupOpenedAt: { shown: 'Bank link exit asked at' },
  employerVerificationMethod: { asked: 'How would you like to confirm your employer?', shown: 'Employer verified by' },
  employerAddress2: { shown: 'Employer address, line 2' },
  employerZipCode: { shown: 'Employer ZIP code' },
  shipToHome: { asked: 'Send my card to', shown: 'Send my card to' },
  workEmail: { asked: 'Your work e-mail address', shown: 'Work e-mail' },
  workEmailVerificationFlag: { shown: 'Work e-mail confirmed' },
  userEmailIsWorkEmail: { shown: 'Account e-mail is the work e-mail' },
  acceptDisclosures: { asked: 'I have read and accept these documents', shown: 'Accepted the disclosures' },
  passportUploaded: { shown: 'Passport uploaded' },
  visaIsSupportingDocument: { shown: 'Visa sent as a supporting document' },
  IDDocType: { shown: 'Identity document type' },
  noiCodes: { shown: 'Codes' },
  noiReasons: { shown: 'Reasons' },
  PRIVACY_POLICY_DOC_URL: { shown: 'Privacy policy shown' },
} as const satisfies Partial<Record<DraftFieldName, AnswerWords>>;

export { addressPartLabels } from './answer-words.js';

/** Answers shown together under one label on the review step. */
export const combinedAnswerLabels = {
  usAddress: 'US address',
  addressAbroad: 'Address abroad',
  workplaceAddress: 'Workplace address',
  homeAddress: 'Home address',
} as const;

export { prequalificationLabels } from './prequalification-labels.js';

export type AskedAnswer = {
  [Field in keyof typeof answerLabels]: (typeof answerLabels)[Field] extends { asked: string } ? Field : never;
}[keyof typeof answerLabels];

/** The label an answer is shown under; a field not in the catalogue keeps `fallback` (the server's label). */
export function shownLabel(field: string, fallback: string): string {
  const words: Readonly<Record<string, AnswerWords>> = answerLabels;
  return words[field]?.shown ?? fallback;
}
