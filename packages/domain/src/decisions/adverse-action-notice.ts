import type { BureauContact, CreditScore } from '../credit-report/credit-report.js';
import { declineReasonTexts, isDeclineReason, maxDeclineReasons, type DeclineReason } from './decision-reasons.js';

/**
 * The adverse action notice as plain data (decision 033): what the e-mail
 * body and the PDF both print, so the two say the same thing. Worded after
 * 12 CFR 1002 Appendix C, form C-1: the action taken, the principal reasons
 * (Reg B 1002.9(b)(2), at most four), the ECOA notice (1002.9(b)(1)), and,
 * when a consumer report was used, the FCRA 615(a) statement with the
 * bureau's contact and the credit-score disclosure (615(a)(1)(B)).
 */
export const adverseActionNoticeVersion = 'aan-2026-11-v1';

export interface NoticeParty {
  name: string;
  /** One line: street, city, state and ZIP. */
  address: string;
}

export interface AdverseActionNoticeInput {
  creditor: NoticeParty;
  applicant: { fullName: string; address: string };
  /** ISO date the notice is given. */
  noticeDate: string;
  /** Stored decline reason codes, principal first; unknown codes are dropped. */
  reasons: readonly string[];
  /** The bureau whose report was used, or null when the decision used none. */
  consumerReport: { bureau: BureauContact; score: CreditScore | null } | null;
}

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface AdverseActionNotice {
  version: string;
  title: string;
  creditor: NoticeParty;
  applicant: { fullName: string; address: string };
  noticeDate: string;
  actionTaken: string;
  principalReasons: string[];
  sections: NoticeSection[];
}

/** The federal agency for a creditor of this kind, as 1002.9(b)(1) requires the notice to name. */
export const ecoaAgency = {
  name: 'Consumer Financial Protection Bureau',
  address: '1700 G Street NW, Washington, DC 20552',
} as const;

export const ecoaNoticeText =
  'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on ' +
  'the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the ' +
  'capacity to enter into a binding contract); because all or part of the applicant’s income derives from any ' +
  'public assistance program; or because the applicant has in good faith exercised any right under the Consumer ' +
  'Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor ' +
  `is the ${ecoaAgency.name}, ${ecoaAgency.address}.`;

export const actionTakenText = 'We are unable to approve your application for a Waypoint credit card.';

/** The decline codes a notice states, principal first, at most four, unknown codes and repeats dropped. */
export function noticeReasonCodes(reasons: readonly string[]): DeclineReason[] {
  const codes: DeclineReason[] = [];
  for (const reason of reasons) {
    if (isDeclineReason(reason) && !codes.includes(reason)) codes.push(reason);
  }
  return codes.slice(0, maxDeclineReasons);
}

function fcraSection(bureau: BureauContact): NoticeSection {
  return {
    heading: 'Your right to a free credit report and to dispute it',
    paragraphs: [
      'Our credit decision was based in whole or in part on information obtained in a report from the consumer ' +
        'reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the ' +
        'information contained in your credit file at the consumer reporting agency. The reporting agency played ' +
        'no part in our decision and is unable to supply specific reasons why we have denied credit to you.',
      `${bureau.name}, ${bureau.address}. Telephone ${bureau.phone}. ${bureau.website}`,
      'You also have a right to a free copy of your report from the reporting agency, if you request it no later ' +
        'than 60 days after you receive this notice. In addition, if you find that any information contained in ' +
        'the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the ' +
        'reporting agency.',
    ],
  };
}

function scoreSection(score: CreditScore): NoticeSection {
  const factors = score.keyFactors.slice(0, 4);
  return {
    heading: 'Your credit score',
    paragraphs: [
      'We also obtained your credit score from this consumer reporting agency and used it in making our credit ' +
        'decision. Your credit score is a number that reflects the information in your consumer report. Your ' +
        'credit score can change, depending on how the information in your consumer report changes.',
      `Your credit score: ${score.value} (${score.model}). Date: ${score.scoredOn}. ` +
        `Scores range from a low of ${score.rangeLow} to a high of ${score.rangeHigh}.`,
      factors.length > 0
        ? `Key factors that adversely affected your credit score: ${factors.join('; ')}.`
        : 'The reporting agency gave no key factors that adversely affected your credit score.',
    ],
  };
}

export function buildAdverseActionNotice(input: AdverseActionNoticeInput): AdverseActionNotice {
  const principalReasons = noticeReasonCodes(input.reasons).map((code) => declineReasonTexts[code].notice);
  const sections: NoticeSection[] = [
    {
      heading: 'Principal reason(s) for our decision',
      paragraphs:
        principalReasons.length > 0 ? principalReasons : ['Your application does not meet our credit standards.'],
    },
  ];
  if (input.consumerReport) {
    sections.push(fcraSection(input.consumerReport.bureau));
    if (input.consumerReport.score) sections.push(scoreSection(input.consumerReport.score));
  }
  sections.push({ heading: 'Equal Credit Opportunity Act notice', paragraphs: [ecoaNoticeText] });
  return {
    version: adverseActionNoticeVersion,
    title: 'Notice of action taken on your credit application',
    creditor: input.creditor,
    applicant: input.applicant,
    noticeDate: input.noticeDate,
    actionTaken: actionTakenText,
    principalReasons,
    sections,
  };
}

/** The notice as plain text, line by line: the e-mail body and the PDF print these same lines. */
export function adverseActionNoticeLines(notice: AdverseActionNotice): string[] {
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
