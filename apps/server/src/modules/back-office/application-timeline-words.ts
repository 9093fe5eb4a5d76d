import { documentTypeLabels } from '@waypoint/domain/application/documents/required-documents';
import { changeRequestKindLabels, isChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import { isNoticeOfIncompletenessCode } from '@waypoint/domain/decisions/notice-of-incompleteness';
import { disclosureDocuments } from '@waypoint/domain/disclosures/disclosure-documents';
import { reasonDetail } from './back-office-reasons.js';

/*
 * The timeline's words (decision 068): staff read what happened, never a raw
 * code. Codes with a catalogue in the domain package take its words; the few
 * below are the back office's own, as the case page names them.
 */

/** A camelCase code as words ("proofOfIncome" → "proof of income"), for a code no catalogue knows yet. */
export function codeInWords(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
}

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function documentTypeInWords(type: string): string {
  return Object.hasOwn(documentTypeLabels, type)
    ? documentTypeLabels[type as keyof typeof documentTypeLabels]
    : codeInWords(type);
}

/** A disclosure by its title ("Cardholder Agreement"), as the applicant accepted it. */
export function disclosureInWords(type: string): string {
  return Object.hasOwn(disclosureDocuments, type)
    ? disclosureDocuments[type as keyof typeof disclosureDocuments].title
    : codeInWords(type);
}

/** A decision's reason codes as the sentences staff read on the case page (back-office-reasons.ts). */
export const reasonsInWords = (codes: readonly string[]) =>
  codes
    .map((code) => reasonDetail(code).text)
    .map((text) => (text.endsWith('.') ? text : `${text}.`))
    .join(' ');

// The requested items as staff tick them (the case page's request form names them the same way).
const noticeOfIncompletenessWords: Readonly<Record<string, string>> = {
  proofOfIdentity: 'proof of identity',
  proofOfAddress: 'proof of address',
  proofOfIncome: 'proof of income',
  proofOfEmployment: 'proof of employment',
  residenceDocument: 'residence document',
  expiredDocument: 'a current document for an expired one',
  unreadableDocument: 'a clearer copy of an unreadable document',
};

export const requestedItemsInWords = (codes: readonly string[]) =>
  listInWords(
    codes.map((code) =>
      isNoticeOfIncompletenessCode(code) ? (noticeOfIncompletenessWords[code] ?? code) : codeInWords(code),
    ),
  );

export const changeRequestKindsInWords = (codes: readonly string[]) =>
  listInWords(
    codes.map((code) => (isChangeRequestKind(code) ? changeRequestKindLabels[code].toLowerCase() : codeInWords(code))),
  );

/** Ability to pay's reasons (the case page's check details). */
const abilityToPayReasonWords: Readonly<Record<string, string>> = {
  invalidAmount: 'amounts not valid',
  noIncome: 'no income',
  debtToIncomeTooHigh: 'debt too high for the income',
  residualIncomeTooLow: 'too little left each month',
};

export const abilityToPayReasonsInWords = (codes: readonly string[]) =>
  listInWords(codes.map((code) => abilityToPayReasonWords[code] ?? codeInWords(code)));

export const identityQuestionsResultWords: Readonly<Record<string, string>> = {
  questions: 'started, not answered yet',
  challenge: 'a further question asked',
  passed: 'passed',
  failed: 'failed',
  timeout: 'timed out',
};

export const creditInquiryStatusWords: Readonly<Record<string, string>> = {
  pending: 'waiting for the bureau',
  completed: 'report received',
  noFile: 'no credit file',
  frozen: 'file frozen',
  unavailable: 'bureau unavailable',
  notAuthorized: 'not authorised by the applicant',
};

export const outcomeWords: Readonly<Record<string, string>> = {
  approve: 'approve',
  refer: 'refer to staff',
  decline: 'decline',
};

export const triggerWords: Readonly<Record<string, string>> = {
  submitted: 'on submit',
  creditReport: 'when the credit report arrived',
  documentUploaded: 'after a document was uploaded',
  staffAction: 'after a staff action',
};

export const cardLockReasonWords: Readonly<Record<string, string>> = {
  cardholder: 'by the cardholder',
  ssnMissing: 'the SSN was not given in time',
};

export const changeRequestStatusWords: Readonly<Record<string, string>> = {
  approved: 'Change request approved',
  declined: 'Change request declined',
  cancelled: 'Change request cancelled by the cardholder',
};

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day (yyyy-mm-dd) as staff read it on the case page: "December 28, 2026". */
export const dayInWords = (isoDay: string) => {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : longDay.format(day);
};

/** Whole dollars as staff read them on the case page. */
export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
