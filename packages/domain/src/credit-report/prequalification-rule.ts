import { evaluateAbilityToPay } from '../application/checks/atp-rule.js';
import type { BureauAnswer, CreditFileSummary } from './credit-report.js';
import { creditLimitBounds, purchaseAprRangeBps, type AprRange } from './offer-terms.js';

/**
 * Prequalification (decision 026): a likely answer from a soft inquiry, which
 * does not affect the credit score. It is an estimate, not an offer of
 * credit; the application decides. The rule is versioned like the ATP rule:
 * a change of band or threshold is a new version.
 */
export const PREQUALIFICATION_RULE_VERSION = 'prequal-2026-11';

export const prequalificationOutcomes = ['likelyApproved', 'documentsRoute', 'notLikelyNow', 'tryAgainLater'] as const;
export type PrequalificationOutcome = (typeof prequalificationOutcomes)[number];

export const prequalificationReasons = [
  'noIncome',
  'debtToIncomeTooHigh',
  'residualIncomeTooLow',
  'recentDelinquency',
  'publicRecord',
  'lowScore',
  'manyRecentInquiries',
] as const;
export type PrequalificationReason = (typeof prequalificationReasons)[number];

/** Said in words from the facts found by prequalification-notice.ts; at most four, as an adverse action notice would. */
export const maxPrequalificationReasons = 4;

export const prequalificationThresholds = {
  /** Below this score an offer is not likely. */
  minimumScore: 580,
  /** From this score the lowest APR band applies. */
  establishedScore: 720,
  /** A file with fewer open or closed accounts than this is thin: the starter band. */
  thinFileTradelines: 3,
  /** More applications than this in six months is a sign of credit seeking. */
  maxInquiriesLast6Months: 6,
} as const;

/** APR band and limit share of income per band; limits are capped per band. */
export const prequalificationBands = {
  established: { apr: { lowBps: 1999, highBps: 2399 }, limitPercentOfIncome: 15, limitCap: 10_000 },
  building: { apr: { lowBps: 2299, highBps: 2799 }, limitPercentOfIncome: 10, limitCap: 5_000 },
  starter: { apr: { lowBps: 2599, highBps: purchaseAprRangeBps.high }, limitPercentOfIncome: 5, limitCap: 2_000 },
} as const satisfies Record<string, { apr: AprRange; limitPercentOfIncome: number; limitCap: number }>;
export type PrequalificationBand = keyof typeof prequalificationBands;

export interface PrequalificationInputs {
  /** Null when no inquiry was made: the person has no US address yet, or the answers already rule an offer out. */
  bureau: BureauAnswer | null;
  /** Annual, whole dollars. */
  income: number;
  /** Monthly housing cost, whole dollars. */
  accommodationCost: number;
}

/** The same shape whatever the bureau said, so the answer shows nothing more than its outcome. */
export interface PrequalificationResult {
  outcome: PrequalificationOutcome;
  aprRange: AprRange | null;
  /** Whole dollars. */
  indicativeLimit: number | null;
  reasons: PrequalificationReason[];
  /** A fraud alert on the file: identity is confirmed by phone before an account opens (FCRA 605A). */
  identityConfirmationNeeded: boolean;
  ruleVersion: string;
}

/** A band's credit limit: a share of annual income, whole hundreds, within the band's cap and the card's bounds. */
export function creditLimitForBand(band: PrequalificationBand, income: number): number {
  const { limitPercentOfIncome, limitCap } = prequalificationBands[band];
  const share = Math.floor((income * limitPercentOfIncome) / 100 / creditLimitBounds.step) * creditLimitBounds.step;
  return Math.min(Math.max(share, creditLimitBounds.min), limitCap, creditLimitBounds.max);
}

function offer(
  outcome: 'likelyApproved' | 'documentsRoute',
  band: PrequalificationBand,
  inputs: PrequalificationInputs,
  fraudAlert = false,
): PrequalificationResult {
  return {
    outcome,
    aprRange: { ...prequalificationBands[band].apr },
    indicativeLimit: creditLimitForBand(band, inputs.income),
    reasons: [],
    identityConfirmationNeeded: fraudAlert,
    ruleVersion: PREQUALIFICATION_RULE_VERSION,
  };
}

function noOffer(outcome: 'notLikelyNow' | 'tryAgainLater', reasons: PrequalificationReason[]): PrequalificationResult {
  return {
    outcome,
    aprRange: null,
    indicativeLimit: null,
    reasons: reasons.slice(0, maxPrequalificationReasons),
    identityConfirmationNeeded: false,
    ruleVersion: PREQUALIFICATION_RULE_VERSION,
  };
}

/**
 * Ability to pay first: when the answers alone rule an offer out, no inquiry
 * is needed (`affordabilityReasons` lets the caller skip the bureau).
 */
export function affordabilityReasons(income: number, accommodationCost: number): PrequalificationReason[] {
  const atp = evaluateAbilityToPay({ income, accommodationCost, financialCommitments: 0 });
  // The form's amounts are checked whole dollars, so 'invalidAmount' cannot arise here.
  return atp.reasons.flatMap((reason) => (reason === 'invalidAmount' ? [] : [reason]));
}

/** The reasons a credit file alone rules an offer out (the decision policy applies the same thresholds). */
export function creditFileReasons(file: CreditFileSummary): PrequalificationReason[] {
  const reasons: PrequalificationReason[] = [];
  if (file.delinquencies > 0) reasons.push('recentDelinquency');
  if (file.publicRecords > 0) reasons.push('publicRecord');
  if (file.score && file.score.value < prequalificationThresholds.minimumScore) reasons.push('lowScore');
  if (file.inquiriesLast6Months > prequalificationThresholds.maxInquiriesLast6Months)
    reasons.push('manyRecentInquiries');
  return reasons;
}

/** The band a file earns: no score or a thin file is the starter band (so is no file at all). */
export function bandForFile(file: CreditFileSummary | null): PrequalificationBand {
  if (file === null || file.score === null || file.tradelines < prequalificationThresholds.thinFileTradelines)
    return 'starter';
  return file.score.value >= prequalificationThresholds.establishedScore ? 'established' : 'building';
}

/** The likely answer; pure, so a stored input gives the same answer again. */
export function prequalify(inputs: PrequalificationInputs): PrequalificationResult {
  const unaffordable = affordabilityReasons(inputs.income, inputs.accommodationCost);
  if (unaffordable.length > 0) return noOffer('notLikelyNow', unaffordable);
  const { bureau } = inputs;
  if (bureau === null || bureau.outcome === 'noFile') return offer('documentsRoute', 'starter', inputs);
  if (bureau.outcome === 'frozen' || bureau.outcome === 'unavailable') return noOffer('tryAgainLater', []);
  const { file } = bureau;
  const reasons = creditFileReasons(file);
  if (reasons.length > 0) return noOffer('notLikelyNow', reasons);
  return offer('likelyApproved', bandForFile(file), inputs, file.fraudAlert);
}
