import { documentTypeLabels } from '@waypoint/domain/application/documents/required-documents';

/** How the back office names a track and a policy outcome; an unknown value shows as sent. */
export const trackLabels: Readonly<Record<string, string>> = {
  nonUsExpat: 'Moving to the US',
  usExpat: 'Living in the US',
  youngProfessional: 'US citizen or green card holder',
};

export const outcomeLabels: Readonly<Record<string, string>> = {
  approve: 'Approve',
  refer: 'Refer',
  decline: 'Decline',
};

export const statusLabels: Readonly<Record<string, string>> = {
  submitted: 'Submitted, not decided yet',
  approved: 'Approved',
  declined: 'Declined',
  canceled: 'Canceled by the applicant',
  closedIncomplete: 'Closed as incomplete (information not received)',
};

export const checkLabels: Readonly<Record<string, string>> = {
  atp: 'Ability to pay (ATP)',
  identityRisk: 'Identity risk score',
  identityQuestions: 'Identity questions',
  bankLink: 'Bank link',
  employer: 'Employer verification',
  creditCheck: 'Credit report',
};

/** A check's result in words: the pass/fail words, the identity questions' states, the credit inquiry's statuses. */
export const checkResultLabels: Readonly<Record<string, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  'not done': 'Not done',
  'not required': 'Not required',
  // product-rules#check-dependencies: done once, then an answer it rested on changed.
  stale: 'Stale: asked again',
  notAsked: 'Not asked',
  inProgress: 'In progress',
  none: 'Not requested',
  pending: 'Waiting for the bureau',
  completed: 'Report received',
  noFile: 'No credit file',
  frozen: 'File frozen',
  unavailable: 'Bureau unavailable',
  notAuthorized: 'Not authorised by the applicant',
};

/** The details a check carries as codes: ATP's reasons and the employer verification method. */
export const checkDetailLabels: Readonly<Record<string, string>> = {
  invalidAmount: 'amounts not valid',
  noIncome: 'no income',
  debtToIncomeTooHigh: 'debt too high for the income',
  residualIncomeTooLow: 'too little left each month',
  workEmail: 'by work e-mail',
  workAddress: 'by work address',
};

/** What started a decision: the submit, new information, or a staff action. */
export const triggerLabels: Readonly<Record<string, string>> = {
  submitted: 'on submit',
  creditReport: 'credit report arrived',
  documentUploaded: 'document uploaded',
  staffAction: 'staff action',
};

/** What staff tick when they request information: each notice-of-incompleteness code in words. */
export const noticeOfIncompletenessLabels: Readonly<Record<string, string>> = {
  proofOfIdentity: 'Proof of identity',
  proofOfAddress: 'Proof of address',
  proofOfIncome: 'Proof of income',
  proofOfEmployment: 'Proof of employment',
  residenceDocument: 'Residence document',
  expiredDocument: 'A current document for an expired one',
  unreadableDocument: 'A clearer copy of an unreadable document',
};

export const documentLabel = (type: string): string => {
  const words = (documentTypeLabels as Readonly<Record<string, string>>)[type];
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
};

export const labelOf = (labels: Readonly<Record<string, string>>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : '—';

/** A comma list of codes, each in words where known. */
export const codesInWords = (labels: Readonly<Record<string, string>>, text: string | null): string =>
  text
    ? text
        .split(', ')
        .map((code) => labels[code] ?? code)
        .join(', ')
    : '—';
