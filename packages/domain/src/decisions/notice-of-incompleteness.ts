import { documentTypes, identityDocumentTypes, type DocumentType } from '../application/documents/document-types.js';
import type { NoticeOfIntentReason } from '../application/draft/draft-catalogue.js';

/**
 * The notice-of-incompleteness codes staff choose from when they request
 * information (Reg B 1002.9(c)). Each becomes one `noiCodes` entry and one
 * `noiReasons` entry on the draft (product-rules#draft-fields). Codes are
 * stored, so one is never renamed or reused for another meaning.
 */
export const noticeOfIncompletenessReasons = {
  proofOfIdentity: 'Upload a clear photo of a current government-issued photo ID.',
  proofOfAddress: 'Upload a recent utility bill or bank statement showing your home address.',
  proofOfIncome: 'Upload a recent pay stub or tax return showing your income.',
  proofOfEmployment: 'Upload a letter or pay stub from your employer confirming your employment.',
  residenceDocument: 'Upload a document showing your residence status in the United States.',
  expiredDocument: 'A document you sent has expired: upload a current one.',
  unreadableDocument: 'We could not read a document you sent: upload a clearer copy.',
} as const;

export type NoticeOfIncompletenessCode = keyof typeof noticeOfIncompletenessReasons;

export const noticeOfIncompletenessCodes = Object.keys(noticeOfIncompletenessReasons) as NoticeOfIncompletenessCode[];

/** Days the applicant has to send what was asked for; Reg B 1002.9(c) asks for a reasonable period. */
export const informationRequestDeadlineDays = 30;

/**
 * Days before the deadline on which the applicant is reminded while an item
 * is still missing (product-rules#reg-b-clocks, decision 055): a week ahead,
 * and once more two days ahead.
 */
export const informationRequestReminderDays = [7, 2] as const;
export type InformationRequestReminderDay = (typeof informationRequestReminderDays)[number];

const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00.000Z`);

/**
 * The deadline is a calendar day; the applicant has all of it wherever in the
 * US they are: the request closes when that day has ended in Hawaii, the
 * latest US time zone (10:00 UTC the next day).
 */
export function informationRequestClosesAt(deadline: string): Date {
  return new Date(utcDay(deadline) + dayMs + 10 * 60 * 60 * 1000);
}

/** A reminder goes out on its day at 15:00 UTC: morning in every US time zone but Hawaii's early hours. */
export function informationRequestReminderAt(deadline: string, daysBefore: number): Date {
  return new Date(utcDay(deadline) - daysBefore * dayMs + 15 * 60 * 60 * 1000);
}

export function isNoticeOfIncompletenessCode(value: string): value is NoticeOfIncompletenessCode {
  return Object.hasOwn(noticeOfIncompletenessReasons, value);
}

/** The draft's notices of intent for the chosen codes, duplicates dropped, in list order. */
export function noticesOfIntentFor(codes: readonly NoticeOfIncompletenessCode[]): NoticeOfIntentReason[] {
  const chosen = new Set(codes);
  return noticeOfIncompletenessCodes
    .filter((code) => chosen.has(code))
    .map((code) => ({ code, reason: noticeOfIncompletenessReasons[code] }));
}

/**
 * The document types that answer each code, the applicant's upload offering
 * them in this order. An expired or unreadable document can be any of them.
 */
export const noticeOfIncompletenessUploadTypes: Readonly<Record<NoticeOfIncompletenessCode, readonly DocumentType[]>> =
  {
    proofOfIdentity: identityDocumentTypes,
    proofOfAddress: ['proofOfResidence'],
    proofOfIncome: ['proofOfIncome'],
    proofOfEmployment: ['supportingDocument', 'proofOfIncome'],
    residenceDocument: ['visa', 'greenCard', 'supportingDocument'],
    expiredDocument: documentTypes,
    unreadableDocument: documentTypes,
  };

/** The requested codes no upload of `uploadedTypes` (the types uploaded since the request) answers yet. */
export function outstandingRequestCodes(
  codes: readonly string[],
  uploadedTypes: readonly string[],
): NoticeOfIncompletenessCode[] {
  const uploaded = new Set(uploadedTypes);
  return codes
    .filter(isNoticeOfIncompletenessCode)
    .filter((code) => !noticeOfIncompletenessUploadTypes[code].some((type) => uploaded.has(type)));
}
