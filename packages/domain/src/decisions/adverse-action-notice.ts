import type { BureauContact, CreditScore } from '../credit-report/credit-report.js';
import { bureauContactLine, creditScoreSection } from './credit-score-disclosure.js';
import { declineReasonTexts, isDeclineReason, maxDeclineReasons, type DeclineReason } from './decision-reasons.js';
import type { EcoaAgency } from './ecoa-agencies.js';
import {
  dateInWords,
  ecoaSection,
  noticeLetterLines,
  type NoticeLetter,
  type NoticeParty,
  type NoticeSection,
} from './notice-letter.js';

export { ecoaNoticeText } from './notice-letter.js';
export type { NoticeParty, NoticeSection } from './notice-letter.js';

/**
 * The adverse action notice as plain data (decision 033, product-rules#notices):
 * what the e-mail body and the PDF both print. Worded after 12 CFR 1002
 * Appendix C, form C-1: the action taken, the principal reasons (Reg B
 * 1002.9(b)(2), at most four; a score-based decline gives the score's key
 * factors), the ECOA notice naming the creditor's agency (1002.9(b)(1)),
 * and, when a consumer report was used, the FCRA 615(a) statement with the
 * bureau's contact and the credit-score disclosure (615(a)(1)(B)).
 */
export const adverseActionNoticeVersion = 'aan-2026-11-v2';

export interface AdverseActionNoticeInput {
  creditor: NoticeParty;
  /** The ECOA agency for this creditor (ecoa-agencies.ts). */
  agency: EcoaAgency;
  applicant: { fullName: string; address: string };
  /** ISO date the notice is given; printed in words. */
  noticeDate: string;
  /** Stored decline reason codes, principal first; unknown codes are dropped. */
  reasons: readonly string[];
  /** The bureau whose report was used, or null when the decision used none. */
  consumerReport: { bureau: BureauContact; score: CreditScore | null } | null;
}

export interface AdverseActionNotice extends NoticeLetter {
  principalReasons: string[];
}

export const actionTakenText = 'We are unable to approve your application for a Waypoint credit card.';

/** 1002.9(a)(2)(ii): with no reason to state, the notice gives the right to ask for them instead. */
export function rightToReasonsText(creditor: NoticeParty): string {
  return (
    'You have the right to a statement of specific reasons why your application was denied. To obtain the ' +
    `statement, please contact ${creditor.name}, ${creditor.address}, within 60 days from the date you are ` +
    'notified of our decision. We will send you a written statement of reasons within 30 days of receiving your request.'
  );
}

/** The decline codes a notice states, principal first, at most four, unknown codes and repeats dropped. */
export function noticeReasonCodes(reasons: readonly string[]): DeclineReason[] {
  const codes: DeclineReason[] = [];
  for (const reason of reasons) {
    if (isDeclineReason(reason) && !codes.includes(reason)) codes.push(reason);
  }
  return codes.slice(0, maxDeclineReasons);
}

/**
 * The principal reasons as printed: each code's notice wording, except a
 * score-based decline, whose reasons are the bureau's key factors for the
 * score (Reg B 1002.9(b)(2) and its commentary: not "a qualifying score").
 * At most four, in order, without repeats.
 */
export function principalReasonTexts(reasons: readonly string[], score: CreditScore | null): string[] {
  const texts: string[] = [];
  const add = (text: string) => {
    if (!texts.includes(text)) texts.push(text);
  };
  for (const code of noticeReasonCodes(reasons)) {
    const factors = code === 'creditScoreBelowMinimum' ? (score?.keyFactors ?? []) : [];
    if (factors.length > 0) factors.forEach(add);
    else add(declineReasonTexts[code].notice);
  }
  return texts.slice(0, maxDeclineReasons);
}

function fcraSection(bureau: BureauContact): NoticeSection {
  return {
    heading: 'Your right to a free credit report and to dispute it',
    paragraphs: [
      'Our credit decision was based in whole or in part on information obtained in a report from the consumer ' +
        'reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the ' +
        'information contained in your credit file at the consumer reporting agency. The reporting agency played ' +
        'no part in our decision and is unable to supply specific reasons why we have denied credit to you.',
      bureauContactLine(bureau),
      'You also have a right to a free copy of your report from the reporting agency, if you request it no later ' +
        'than 60 days after you receive this notice. In addition, if you find that any information contained in ' +
        'the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the ' +
        'reporting agency.',
    ],
  };
}

export function buildAdverseActionNotice(input: AdverseActionNoticeInput): AdverseActionNotice {
  const score = input.consumerReport?.score ?? null;
  const principalReasons = principalReasonTexts(input.reasons, score);
  const sections: NoticeSection[] = [
    principalReasons.length > 0
      ? { heading: 'Principal reason(s) for our decision', paragraphs: principalReasons }
      : { heading: 'Your right to the reasons for our decision', paragraphs: [rightToReasonsText(input.creditor)] },
  ];
  if (input.consumerReport) {
    sections.push(fcraSection(input.consumerReport.bureau));
    if (score) {
      const intro =
        'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision.';
      const scoreSection = creditScoreSection(score, input.consumerReport.bureau, 'Your credit score');
      sections.push({ ...scoreSection, paragraphs: [intro, ...scoreSection.paragraphs] });
    }
  }
  sections.push(ecoaSection(input.agency));
  return {
    version: adverseActionNoticeVersion,
    title: 'Notice of action taken on your credit application',
    creditor: input.creditor,
    applicant: input.applicant,
    noticeDate: dateInWords(input.noticeDate),
    actionTaken: actionTakenText,
    principalReasons,
    sections,
  };
}

/** The notice as plain text, line by line: the e-mail body and the PDF print these same lines. */
export const adverseActionNoticeLines = (notice: AdverseActionNotice): string[] => noticeLetterLines(notice);
