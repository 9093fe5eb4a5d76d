import type { EcoaAgency } from './ecoa-agencies.js';

/**
 * What every notice we send is made of (decision 033, product-rules#notices):
 * the creditor, the date, the applicant, a title, the action, then sections.
 * The e-mail body and the PDF print the same lines (noticeLetterLines).
 */
export interface NoticeParty {
  name: string;
  /** One line: street, city, state and ZIP. */
  address: string;
}

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface NoticeLetter {
  version: string;
  title: string;
  creditor: NoticeParty;
  applicant: { fullName: string; address: string };
  /** The date in words, as printed ("November 28, 2026"). */
  noticeDate: string;
  actionTaken: string;
  sections: NoticeSection[];
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-11-28" → "November 28, 2026": a notice's dates in words, never ISO; anything else is printed as given. */
export function dateInWords(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** The ECOA notice (Reg B 1002.9(b)(1)), naming the agency for this creditor (ecoa-agencies.ts). */
export function ecoaNoticeText(agency: EcoaAgency): string {
  return (
    'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on ' +
    'the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the ' +
    'capacity to enter into a binding contract); because all or part of the applicant’s income derives from any ' +
    'public assistance program; or because the applicant has in good faith exercised any right under the Consumer ' +
    'Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor ' +
    `is the ${agency.name}, ${agency.address}.`
  );
}

export function ecoaSection(agency: EcoaAgency): NoticeSection {
  return { heading: 'Equal Credit Opportunity Act notice', paragraphs: [ecoaNoticeText(agency)] };
}

/** FCRA 609(f)(1)(C), (f)(9): up to four key factors, and the number of inquiries as a fifth when it is one. */
export const maxKeyFactors = 4;
const inquiriesFactor = /inquir/i;

export function disclosedKeyFactors(factors: readonly string[]): string[] {
  const firstFour = factors.slice(0, maxKeyFactors);
  if (firstFour.some((factor) => inquiriesFactor.test(factor))) return firstFour;
  const inquiries = factors.slice(maxKeyFactors).find((factor) => inquiriesFactor.test(factor));
  return inquiries ? [...firstFour, inquiries] : firstFour;
}

/** The notice as plain text, line by line: the e-mail body and the PDF print these same lines. */
export function noticeLetterLines(notice: NoticeLetter): string[] {
  const lines = [
    notice.creditor.name,
    notice.creditor.address,
    '',
    notice.noticeDate,
    notice.applicant.fullName,
    notice.applicant.address,
    '',
    notice.title,
    '',
    notice.actionTaken,
  ];
  for (const section of notice.sections) {
    lines.push('', section.heading, ...section.paragraphs);
  }
  return lines;
}
