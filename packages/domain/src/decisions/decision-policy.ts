import type { AtpReason } from '../application/checks/atp-rule.js';
import { creditFileReasons, type PrequalificationReason } from '../credit-report/prequalification-rule.js';
import { approvalTerms, type ApprovalTerms } from './credit-limit.js';
import type { DecisionInputs } from './decision-inputs.js';
import {
  declineReasons,
  maxDeclineReasons,
  referReasons,
  type DeclineReason,
  type ReferReason,
} from './decision-reasons.js';
import { assessLine } from './line-affordability.js';
import { identityDocumentPasses, isWholeDollars, referralFindings } from './referral-checks.js';

/**
 * The decision policy (decision 027, product-rules#decision-policy): pure and
 * versioned. Every decision is stored with this version and its inputs; a
 * change of rule, threshold, band or wording of a code's meaning is a new
 * version, never a silent edit, so re-running a stored snapshot under its
 * version gives the same answer.
 */
export const DECISION_POLICY_VERSION = 'decision-2026-12';

/** The version before ability to pay on the line (product-rules#ability-to-pay-on-the-line); kept for replays. */
export const DECISION_POLICY_VERSION_2026_11 = 'decision-2026-11';

export const decisionOutcomes = ['approve', 'refer', 'decline'] as const;
export type DecisionOutcome = (typeof decisionOutcomes)[number];

interface DecisionCommon {
  policyVersion: string;
  /**
   * A bureau answered the hard inquiry (a file or no file) and the policy
   * considered it: an adverse action notice then carries the FCRA 615(a)
   * statement of the reporting agency.
   */
  consumerReportUsed: boolean;
}

export type PolicyDecision =
  | (DecisionCommon & { outcome: 'approve' } & ApprovalTerms)
  | (DecisionCommon & { outcome: 'refer'; reasons: ReferReason[] })
  | (DecisionCommon & { outcome: 'decline'; reasons: DeclineReason[] });

const atpDeclineReasons: Readonly<Record<Exclude<AtpReason, 'invalidAmount'>, DeclineReason>> = {
  noIncome: 'incomeInsufficient',
  residualIncomeTooLow: 'incomeInsufficient',
  debtToIncomeTooHigh: 'excessiveObligations',
};

const fileDeclineReasons: Readonly<Partial<Record<PrequalificationReason, DeclineReason>>> = {
  recentDelinquency: 'delinquentObligations',
  publicRecord: 'bankruptcyOrPublicRecord',
  lowScore: 'creditScoreBelowMinimum',
  manyRecentInquiries: 'tooManyRecentInquiries',
};

/** Sorted by the lists' order (principal first for declines) and without repeats. */
function ordered<T extends string>(order: readonly T[], found: readonly T[]): T[] {
  return order.filter((code) => found.includes(code));
}

function declineFindings(inputs: DecisionInputs): DeclineReason[] {
  const found: DeclineReason[] = [];
  const { identityRisk, identityQuestions, documents, atp, creditReport } = inputs;
  // Both identity checks failed and no identity document stands in for them.
  if (
    identityRisk.sentilinkApproval === false &&
    identityQuestions === 'failed' &&
    !identityDocumentPasses(documents.current)
  )
    found.push('identityNotVerified');
  if (!atp.isApproved) {
    for (const reason of atp.reasons) if (reason !== 'invalidAmount') found.push(atpDeclineReasons[reason]);
  }
  if (creditReport.status === 'completed' && creditReport.file !== null) {
    for (const reason of creditFileReasons(creditReport.file)) {
      const code = fileDeclineReasons[reason];
      if (code) found.push(code);
    }
  }
  return found;
}

/**
 * The policy of version decision-2026-11, kept so its stored decisions replay.
 * Clear grounds decline; anything a person should see refers; otherwise
 * approve with the band's terms. Decline grounds win over refer reasons: a
 * reviewer cannot turn them into an approval by looking (an approver may
 * still overturn a decline in the back office).
 */
export function decideApplication2026November(inputs: DecisionInputs): PolicyDecision {
  const { creditReport } = inputs;
  const common: DecisionCommon = {
    policyVersion: DECISION_POLICY_VERSION_2026_11,
    consumerReportUsed: creditReport.status === 'noFile' || creditReport.status === 'completed',
  };
  const declines = ordered(declineReasons, declineFindings(inputs));
  if (declines.length > 0) return { ...common, outcome: 'decline', reasons: declines.slice(0, maxDeclineReasons) };
  const refers = ordered(referReasons, referralFindings(inputs));
  // An income that is not whole dollars is always among the refers (amountsInvalid); the test narrows its type.
  if (refers.length > 0 || !isWholeDollars(inputs.income)) return { ...common, outcome: 'refer', reasons: refers };
  const file = creditReport.status === 'completed' ? creditReport.file : null;
  return { ...common, outcome: 'approve', ...approvalTerms(file, inputs.income) };
}

/**
 * The current policy (product-rules#ability-to-pay-on-the-line): the rules of
 * 2026-11, with ability to pay assessed on the line itself. An unknown income
 * is never "income insufficient": nothing about it is known, so the policy
 * refers for a request for information (declines on other, recorded grounds
 * stand). An approval's limit is the band's, lowered to what the income
 * supports with the line's minimum payment; when not even the smallest line
 * is supported, a person looks.
 */
export function decideApplication(inputs: DecisionInputs): PolicyDecision {
  const versioned = (decision: PolicyDecision): PolicyDecision => ({
    ...decision,
    policyVersion: DECISION_POLICY_VERSION,
  });
  if (inputs.income === null) {
    // Decided as if the income raised no question, so only grounds on record remain; then referred for it.
    const unassessed = decideApplication2026November({
      ...inputs,
      income: 0,
      atp: { ...inputs.atp, isApproved: true, reasons: [] },
    });
    if (unassessed.outcome === 'decline') return versioned(unassessed);
    const found = unassessed.outcome === 'refer' ? unassessed.reasons : [];
    return versioned({ ...unassessed, outcome: 'refer', reasons: ordered(referReasons, [...found, 'incomeUnknown']) });
  }
  const decision = decideApplication2026November(inputs);
  if (decision.outcome !== 'approve') return versioned(decision);
  const line = assessLine(inputs, decision.creditLimit, decision.aprBps);
  if (line.supported) return versioned(decision);
  if (line.maxSupportedLimit === null) {
    const { consumerReportUsed } = decision;
    return versioned({
      policyVersion: DECISION_POLICY_VERSION,
      consumerReportUsed,
      outcome: 'refer',
      reasons: ['lineNotAffordable'],
    });
  }
  return versioned({ ...decision, creditLimit: line.maxSupportedLimit });
}
