import { atpRuleLimits } from '../application/checks/atp-rule.js';
// The notices' own rule, so a declined applicant's letter and this page name the same factors.
import { disclosedKeyFactors } from '../decisions/notice-letter.js';
import type { BureauAnswer, CreditFileSummary, CreditScore } from './credit-report.js';
import {
  prequalificationThresholds,
  type PrequalificationInputs,
  type PrequalificationReason,
  type PrequalificationResult,
} from './prequalification-rule.js';

/**
 * What a "not likely now" estimate tells the person (decision 056,
 * product-rules#prequalification-notice): each reason as the fact found, and,
 * when a credit report was used, the score with its range, date and key
 * factors and the bureau, as an adverse action notice would.
 */

/** The facts a reason is told from: the form's amounts and, when the bureau found one, the file. */
export interface ReasonFacts {
  /** Annual, whole dollars. */
  income: number;
  /** Monthly, whole dollars. */
  accommodationCost: number;
  file: CreditFileSummary | null;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reason in plain words, from the facts: the number found and the number the card needs. */
export function prequalificationReasonText(reason: PrequalificationReason, facts: ReasonFacts): string {
  const { income, accommodationCost: housing, file } = facts;
  const monthlyIncome = Math.round(income / 12);
  switch (reason) {
    case 'noIncome':
      return 'You told us you have no income. A card needs a regular income to make its payments.';
    case 'debtToIncomeTooHigh':
      return (
        `Your housing cost of ${dollars.format(housing)} a month takes ` +
        `${Math.round((housing * 1200) / income)}% of your income (about ${dollars.format(monthlyIncome)} a month). ` +
        `For this card it can take at most ${atpRuleLimits.maxDebtToIncomePercent}%.`
      );
    case 'residualIncomeTooLow': {
      const left = Math.max(0, monthlyIncome - housing);
      return (
        `After your housing cost, about ${dollars.format(left)} a month of your income is left. ` +
        `This card needs at least ${dollars.format(atpRuleLimits.minimumMonthlyResidualDollars)} a month left ` +
        'for living costs and the card’s payment.'
      );
    }
    case 'recentDelinquency':
      return file
        ? `Your credit report shows ${count(file.delinquencies, 'account', 'accounts')} paid 30 or more days late in the last two years.`
        : 'Your credit report shows a payment 30 or more days late in the last two years.';
    case 'publicRecord':
      return file
        ? `Your credit report shows ${count(file.publicRecords, 'public record', 'public records')}, such as a bankruptcy.`
        : 'Your credit report shows a public record, such as a bankruptcy.';
    case 'lowScore':
      return file?.score
        ? `Your credit score is ${file.score.value}. This card needs a score of ${prequalificationThresholds.minimumScore} or higher.`
        : `This card needs a credit score of ${prequalificationThresholds.minimumScore} or higher.`;
    case 'manyRecentInquiries':
      return (
        `Your credit report shows ${file ? count(file.inquiriesLast6Months, 'application', 'applications') : 'many applications'} ` +
        `for credit in the last six months. This card allows at most ${prequalificationThresholds.maxInquiriesLast6Months}.`
      );
  }
}

/** The score as disclosed: value, model, range, date and the key factors (FCRA 609(f)(1)). */
export type CreditScoreDisclosure = Omit<CreditScore, 'keyFactors'> & { keyFactors: string[] };

export interface PrequalificationNotice {
  reasons: { code: PrequalificationReason; text: string }[];
  /** A credit report (a file found) was used for the estimate: the bureau and the consumer's rights are told. */
  creditReportUsed: boolean;
  /** The score used, for a "not likely now" made with a scored file; null otherwise. */
  creditScore: CreditScoreDisclosure | null;
}

/** The notice for a result; pure, from the same inputs the rule was given. */
export function prequalificationNotice(
  inputs: PrequalificationInputs,
  result: PrequalificationResult,
): PrequalificationNotice {
  const file = fileOf(inputs.bureau);
  const facts: ReasonFacts = { income: inputs.income, accommodationCost: inputs.accommodationCost, file };
  const adverse = result.outcome === 'notLikelyNow';
  const score = adverse && file?.score ? file.score : null;
  return {
    reasons: result.reasons.map((code) => ({ code, text: prequalificationReasonText(code, facts) })),
    creditReportUsed: file !== null,
    // Four key factors, and the number of inquiries as a fifth when it is one (FCRA 609(f)(1)(C)).
    creditScore: score && { ...score, keyFactors: disclosedKeyFactors(score.keyFactors) },
  };
}

function fileOf(answer: BureauAnswer | null): CreditFileSummary | null {
  return answer?.outcome === 'fileFound' ? answer.file : null;
}
