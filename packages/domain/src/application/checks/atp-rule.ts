/**
 * The ability-to-pay (ATP) rule: the card issuer's affordability check.
 *
 * Regulation Z, 12 CFR 1026.51(a), requires a card issuer to consider the
 * consumer's ability to make the required minimum payments, based on income
 * or assets and current obligations, before opening an account; reasonable
 * policies consider at least one of the ratio of debt obligations to income
 * or the income left after paying them (1026.51(a)(1)(ii)). This rule uses
 * both. Applicants under 21 need independent income (1026.51(b)): the form
 * asks for the applicant's own income.
 *
 * The rule is versioned: every decision records the version that made it, so
 * a change of threshold is a new version, never a silent edit.
 */
export const ATP_RULE_VERSION = 'atp-2026-11';

export const atpRuleLimits = {
  /** Monthly housing plus other commitments may take at most half of monthly income. */
  maxDebtToIncomePercent: 50,
  /** After those obligations, at least this much a month must remain, for living costs and the new card's payment. */
  minimumMonthlyResidualDollars: 500,
} as const;

export interface AtpInputs {
  /** Annual income, integer dollars. */
  income: number | null | undefined;
  /** Monthly housing cost, integer dollars; missing counts as 0 (product-rules#atp-check). */
  accommodationCost?: number | null;
  /** Monthly other commitments (loans, support), integer dollars; missing counts as 0 (product-rules#atp-check). */
  financialCommitments?: number | null;
  /** Recorded with the decision; this version does not decide on it. */
  residenceType?: string | null;
}

export type AtpReason = 'invalidAmount' | 'noIncome' | 'debtToIncomeTooHigh' | 'residualIncomeTooLow';

export interface AtpDecision {
  isApproved: boolean;
  ruleVersion: string;
  /** Why it was declined; empty when approved. These become the adverse action reasons (Regulation B). */
  reasons: AtpReason[];
}

function amount(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * Decides affordability in integer arithmetic (no rounding at the
 * thresholds): obligations are compared over a year, 12 x monthly, against
 * annual income.
 */
export function evaluateAbilityToPay(inputs: AtpInputs): AtpDecision {
  const income = amount(inputs.income);
  const housing = amount(inputs.accommodationCost);
  const commitments = amount(inputs.financialCommitments);
  const decide = (reasons: AtpReason[]): AtpDecision => ({
    isApproved: reasons.length === 0,
    ruleVersion: ATP_RULE_VERSION,
    reasons,
  });
  if (income === null || housing === null || commitments === null) return decide(['invalidAmount']);
  if (income <= 0) return decide(['noIncome']);

  const annualObligations = 12 * (housing + commitments);
  const reasons: AtpReason[] = [];
  if (annualObligations * 100 > income * atpRuleLimits.maxDebtToIncomePercent) reasons.push('debtToIncomeTooHigh');
  if (income - annualObligations < 12 * atpRuleLimits.minimumMonthlyResidualDollars)
    reasons.push('residualIncomeTooLow');
  return decide(reasons);
}
