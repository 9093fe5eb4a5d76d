import { atpRuleLimits } from '../application/checks/atp-rule.js';
import { creditLimitBounds } from '../credit-report/offer-terms.js';

/**
 * Ability to pay on the line being assigned (product-rules#ability-to-pay-on-the-line,
 * Regulation Z 12 CFR 1026.51(a)): before an account is opened or a limit set,
 * the issuer considers the consumer's income against current obligations and
 * the minimum payment the new line would ask, estimated as if the whole line
 * were used (1026.51(a)(2)(i)). 1026.51(b): an applicant under 21 needs
 * independent income. Written once here and used by the policy and by every
 * staff approval, so no line is set without it.
 */
export const LINE_AFFORDABILITY_VERSION = 'line-atp-2026-11';

/** The statement's minimum payment (the fee schedule's and the statement guide's rule): $25 or 1% plus interest. */
export const minimumPaymentRule = { floorCents: 2_500, principalPercent: 1 } as const;

/** 1026.51(b): below this age, only the applicant's own income counts. */
export const independentIncomeAge = 21;

export interface LineAffordabilityInputs {
  /** Annual stated income, whole dollars; null when unknown. */
  income: number | null;
  /** Monthly housing cost, whole dollars; missing counts as 0. */
  accommodationCost: number | null;
  /** Monthly other commitments, whole dollars; missing counts as 0. */
  financialCommitments: number | null;
  /** Whole years; null when unknown. */
  ageYears: number | null;
}

export type LineAffordabilityRefusal = 'incomeUnknown' | 'under21WithoutIncome' | 'limitNotSupported';

export interface LineAssessment {
  version: string;
  creditLimit: number;
  aprBps: number;
  /** The estimated minimum payment on the whole line, cents a month. */
  minimumPaymentCents: number;
  /** The largest limit (whole hundreds within the bounds) the income supports at this APR; null when none. */
  maxSupportedLimit: number | null;
  supported: boolean;
  refusal: LineAffordabilityRefusal | null;
}

/** The minimum payment on a balance of the whole line: max($25, 1% + a month's interest), in cents, rounded up. */
export function minimumPaymentCents(creditLimit: number, aprBps: number): number {
  const balanceCents = creditLimit * 100;
  // Integer arithmetic: 1% of the balance plus APR/12 of it, rounded up to the cent.
  const numerator = balanceCents * (minimumPaymentRule.principalPercent * 1_200 + aprBps);
  const percentAndInterest = Math.ceil(numerator / 120_000);
  return Math.max(minimumPaymentRule.floorCents, percentAndInterest);
}

const wholeOrZero = (value: number | null) => (value !== null && Number.isSafeInteger(value) && value > 0 ? value : 0);

/** Whether the income carries its obligations plus the line's minimum payment, by the ATP rule's two tests. */
function carries(inputs: LineAffordabilityInputs, income: number, paymentCents: number): boolean {
  const obligationsCents = 100 * (wholeOrZero(inputs.accommodationCost) + wholeOrZero(inputs.financialCommitments));
  const annualObligationsCents = 12 * (obligationsCents + paymentCents);
  const annualIncomeCents = income * 100;
  const withinRatio = annualObligationsCents * 100 <= annualIncomeCents * atpRuleLimits.maxDebtToIncomePercent;
  const residualCents = annualIncomeCents - annualObligationsCents;
  return withinRatio && residualCents >= 12 * atpRuleLimits.minimumMonthlyResidualDollars * 100;
}

function largestSupportedLimit(inputs: LineAffordabilityInputs, income: number, aprBps: number): number | null {
  for (let limit = creditLimitBounds.max; limit >= creditLimitBounds.min; limit -= creditLimitBounds.step) {
    if (carries(inputs, income, minimumPaymentCents(limit, aprBps))) return limit;
  }
  return null;
}

/** The assessment of one line: supported, or the refusal that says why not. */
export function assessLine(inputs: LineAffordabilityInputs, creditLimit: number, aprBps: number): LineAssessment {
  const common = {
    version: LINE_AFFORDABILITY_VERSION,
    creditLimit,
    aprBps,
    minimumPaymentCents: minimumPaymentCents(creditLimit, aprBps),
  };
  const income = inputs.income;
  if (income === null || !Number.isSafeInteger(income) || income < 0) {
    return { ...common, maxSupportedLimit: null, supported: false, refusal: 'incomeUnknown' };
  }
  if (income === 0 && inputs.ageYears !== null && inputs.ageYears < independentIncomeAge) {
    return { ...common, maxSupportedLimit: null, supported: false, refusal: 'under21WithoutIncome' };
  }
  const maxSupportedLimit = largestSupportedLimit(inputs, income, aprBps);
  const supported = maxSupportedLimit !== null && creditLimit <= maxSupportedLimit;
  return { ...common, maxSupportedLimit, supported, refusal: supported ? null : 'limitNotSupported' };
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** Why a staff approval of this line is refused, in words for the approver. */
export function lineRefusalMessage(assessment: LineAssessment): string {
  switch (assessment.refusal) {
    case 'incomeUnknown':
      return 'The applicant’s income is unknown, so their ability to pay cannot be assessed (Reg Z 1026.51(a)). Request proof of income first.';
    case 'under21WithoutIncome':
      return 'The applicant is under 21 and has no independent income (Reg Z 1026.51(b)), so no line can be opened.';
    case 'limitNotSupported':
      return assessment.maxSupportedLimit === null
        ? 'The applicant’s income does not carry the minimum payment of even the smallest line after their obligations (Reg Z 1026.51(a)).'
        : `A ${dollars(assessment.creditLimit)} line is more than the applicant’s income supports after their obligations (Reg Z 1026.51(a)); the most it supports is ${dollars(assessment.maxSupportedLimit)}.`;
    default:
      return '';
  }
}
