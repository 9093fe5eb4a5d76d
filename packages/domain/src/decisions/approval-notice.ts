import type { BureauContact, CreditScore, HardInquiryStatus } from '../credit-report/credit-report.js';
import { prequalificationBands, type PrequalificationBand } from '../credit-report/prequalification-rule.js';
import { PRODUCT } from '../product.js';
import { bureauContactLine, creditScoreSection } from './credit-score-disclosure.js';
import { dateInWords, type NoticeLetter, type NoticeParty, type NoticeSection } from './notice-letter.js';

/**
 * The approval letter (product-rules#notices): the terms, and, when the
 * price was set from a consumer report and is not the best we offer, the
 * risk-based pricing notice of FCRA 615(h) and Reg V 1022.73 with the credit
 * score disclosure of 1022.73(a)(1)(ix). Decision 054 records why this notice
 * and not the credit score disclosure exception notice of 1022.74(d).
 */
export const approvalNoticeVersion = 'approval-2026-11-v1';

const bands = Object.keys(prequalificationBands) as PrequalificationBand[];

/** The lowest-priced band: the terms the best credit histories get. */
export const bestPricingBand: PrequalificationBand = bands.reduce((best, band) =>
  prequalificationBands[band].apr.lowBps < prequalificationBands[best].apr.lowBps ? band : best,
);

/**
 * Reg V 1022.72(b)(2), tiered pricing with four or fewer tiers: everyone not
 * placed in the best tier gets the notice, when the tier came from a report
 * (a completed hard inquiry's file). No file, or no inquiry, prices nothing
 * from a report, so no notice says it did.
 */
export function riskBasedPricingNoticeRequired(band: string | null, creditReport: HardInquiryStatus | null): boolean {
  if (creditReport !== 'completed' || band === null) return false;
  return (bands as string[]).includes(band) && band !== bestPricingBand;
}

export interface ApprovalNoticeInput {
  creditor: NoticeParty;
  applicant: { fullName: string; address: string };
  /** ISO date the notice is given; printed in words. */
  noticeDate: string;
  /** Whole dollars, and the purchase APR in basis points; null when the decision holds none. */
  terms: { creditLimit: number | null; aprBps: number | null };
  /** Given when riskBasedPricingNoticeRequired: the bureau and the score that set the price. */
  riskBasedPricing: { bureau: BureauContact; score: CreditScore | null } | null;
}

export const approvalActionText = `Your application for the ${PRODUCT.cardName} is approved.`;
export const riskBasedPricingHeading = 'Your credit report and the price you pay for credit';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function termsSection(terms: ApprovalNoticeInput['terms']): NoticeSection {
  const paragraphs: string[] = [];
  if (terms.creditLimit !== null) paragraphs.push(`Credit limit: ${dollars.format(terms.creditLimit)}.`);
  if (terms.aprBps !== null) paragraphs.push(`Purchase APR: ${(terms.aprBps / 100).toFixed(2)}%.`);
  return { heading: 'Your credit terms', paragraphs };
}

/** Reg V 1022.73(a)(1)(i)–(viii), in the words of model form H-6. */
function riskBasedPricingSection(bureau: BureauContact): NoticeSection {
  return {
    heading: riskBasedPricingHeading,
    paragraphs: [
      'Your credit report. A consumer report (credit report) is a record of your credit history. It includes ' +
        'information about whether you pay your bills on time and how much you owe to creditors.',
      'We have set the terms of your credit, including your purchase APR, based on information from a consumer ' +
        'report. The terms offered to you may be less favorable than the terms offered to consumers with better ' +
        'credit histories.',
      'You are encouraged to verify the accuracy of the information contained in your consumer report. If you ' +
        'believe it contains inaccurate or incomplete information, you have the right to dispute the matter with ' +
        'the consumer reporting agency.',
      'The consumer reporting agency that provided the report used to set your terms:',
      bureauContactLine(bureau),
      'Under federal law, you have the right to obtain a copy of your consumer report without charge for 60 days ' +
        'after you receive this notice. To obtain your free report, contact the consumer reporting agency above by ' +
        'telephone, by mail or on its website.',
      'For more information about consumer reports and your rights under federal law, visit the Consumer Financial ' +
        'Protection Bureau’s website at www.consumerfinance.gov/learnmore or the Federal Trade Commission’s website ' +
        'at www.ftc.gov.',
    ],
  };
}

export function buildApprovalNotice(input: ApprovalNoticeInput): NoticeLetter {
  const sections = [termsSection(input.terms)];
  const pricing = input.riskBasedPricing;
  if (pricing) {
    sections.push(riskBasedPricingSection(pricing.bureau));
    if (pricing.score) {
      const section = creditScoreSection(pricing.score, pricing.bureau, 'Your credit score');
      const intro = 'We used your credit score to set the terms of credit we are offering you.';
      sections.push({ ...section, paragraphs: [intro, ...section.paragraphs] });
    }
  }
  return {
    version: approvalNoticeVersion,
    title: 'Notice of approval of your credit application',
    creditor: input.creditor,
    applicant: input.applicant,
    noticeDate: dateInWords(input.noticeDate),
    actionTaken: approvalActionText,
    sections,
  };
}
