import type { HardInquiryStatus } from './credit-report.js';
import type { PrequalificationOutcome } from './prequalification-rule.js';

/**
 * The applicant's words for a prequalification answer and for the state of
 * the hard inquiry after submit (decision 026), in one place so the web and
 * anything the server sends say the same. Each has a headline and the next
 * step: a frozen file or an unavailable bureau always says what to do, never
 * reads as a silent approval.
 */
export interface CreditCheckMessage {
  headline: string;
  nextStep: string;
}

/** Said with every likely answer: an estimate from a soft inquiry, not an offer (decision 026). */
export const notAnOfferText = 'This is not an offer of credit; your application decides.';

// Said beside the form; it lives with the consent text so the form's page loads without these messages (decision 091).
export { softInquiryStatement } from './soft-inquiry-consent.js';

export const prequalificationOutcomeMessages: Record<PrequalificationOutcome, CreditCheckMessage> = {
  likelyApproved: {
    headline: 'You are likely to be approved',
    nextStep:
      'Apply to get your offer. We check your credit report with a hard inquiry only after you submit your application and authorize it.',
  },
  documentsRoute: {
    headline: 'You can apply with your documents',
    nextStep:
      'We found no US credit file for you, which is usual for new arrivals. We decide on your documents instead: your passport, your visa and proof of income.',
  },
  notLikelyNow: {
    headline: 'We are not likely to approve a card now',
    nextStep: 'Here is why, from the facts we used for this estimate.',
  },
  tryAgainLater: {
    headline: 'We could not read your credit file',
    nextStep:
      'If you placed a security freeze on your credit file, lift it with the credit bureau below, then check again. Otherwise the bureau may be busy: please check again in a few minutes.',
  },
};

export const hardInquiryStatusMessages: Record<HardInquiryStatus, CreditCheckMessage> = {
  pending: {
    headline: 'We are getting your credit report',
    nextStep: 'This usually takes a few minutes. You do not need to do anything.',
  },
  completed: {
    headline: 'Credit report received',
    nextStep: 'We are reviewing your application and will e-mail you when we have decided.',
  },
  noFile: {
    headline: 'Credit bureau answer received',
    nextStep:
      'The bureau holds no US credit file for you yet, which is usual for new arrivals. We decide on your documents instead.',
  },
  frozen: {
    headline: 'Your credit file is frozen',
    nextStep:
      'We cannot read your credit report while a security freeze is on it. Please lift the freeze with the credit bureau below, then press Try again. Your application waits in review meanwhile.',
  },
  unavailable: {
    headline: 'We could not reach the credit bureau',
    nextStep: 'The bureau did not answer. Please press Try again; your application waits in review meanwhile.',
  },
  notAuthorized: {
    headline: 'We have not checked your credit report',
    nextStep:
      'We have no Credit Report Authorization from you on record, so we did not ask the bureau. Please contact our support team.',
  },
};

/**
 * What a "not likely now" estimate says besides its reasons (decision 056,
 * product-rules#prequalification-notice): when a credit report was used, the
 * score and the bureau as an adverse action notice gives them (FCRA 615(a),
 * 609(f)), then what applying would mean and a choice of equal weight.
 */
export const notLikelyNowTexts = {
  scoreHeading: 'Your credit score',
  scoreIntro:
    'We used your credit score in this estimate. A credit score is a number that reflects the information in your credit report, and it changes when that information changes.',
  keyFactorsHeading: 'Key factors that lowered your score, in the bureau’s words',
  noKeyFactors: 'The bureau gave no key factors that lowered your score.',
  bureauHeading: 'Where this information came from',
  bureauDidNotDecide: (bureauName: string) =>
    `We used a credit report from ${bureauName}. The bureau did not make this assessment and cannot tell you why we made it.`,
  rightsHeading: 'Your rights',
  rights: (bureau: { name: string; phone: string }) => [
    `You have the right to a free copy of your credit report from ${bureau.name} if you ask for it within 60 days. ` +
      `Call them toll-free at ${bureau.phone}, or write to the address above.`,
    'If anything in your report is inaccurate or incomplete, you have the right to dispute it with the bureau.',
  ],
  applyHeading: 'If you apply anyway',
  applyMeans: (creditReportUsed: boolean) =>
    'Applying means we check your credit report with a hard inquiry. Other lenders can see it, and it can lower your score a little for a while. ' +
    (creditReportUsed
      ? 'On your credit report as it is today, we would most likely decline your application.'
      : 'On what you told us today, we would most likely decline your application.'),
  choiceHint: (creditReportUsed: boolean) =>
    `Not now takes you to our guide ${creditReportUsed ? 'to building your credit score' : 'to budgeting in the US'}. ` +
    'You can check again at any time: it does not affect your credit score.',
  applyAnyway: 'Apply anyway',
  notNow: 'Not now',
} as const;
