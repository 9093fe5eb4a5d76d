import { creditLimitBounds } from '../credit-report/offer-terms.js';
import { declineReasonTexts } from '../decisions/decision-reasons.js';
import { assessLine, independentIncomeAge, type LineAffordabilityInputs } from '../decisions/line-affordability.js';
import { addCalendarDays, addCalendarMonths, creditDateOf, endOfEasternDay } from './payment-timing.js';

/*
 * Asking for a higher credit limit (docs/product-rules.md#credit-limit-increases,
 * decision 084), shared by the server's policy, the staff approval and the web
 * page. Regulation Z 12 CFR 1026.51(a): the ability to pay is considered
 * before a limit is increased, by the same rule as an application's line
 * (decisions/line-affordability.ts); 1026.51(b): under 21, only independent
 * income counts.
 */

/** A new request waits this many days after the last decision. */
export const LIMIT_REQUEST_WAIT_DAYS = 90;

/** The Cardholder Agreement ("Your credit limit"): one may ask once the account has been open this many months. */
export const ACCOUNT_AGE_MONTHS = 6;

/** How many of the latest statements due must show no late payment. */
export const RECENT_STATEMENTS_CHECKED = 6;

/**
 * The policy's ceiling (decision 084): an increase it would grant above
 * either is referred to staff instead of granted at once.
 */
export const limitIncreaseCeiling = {
  /** No more than double the current limit at once. */
  maxMultiple: 2,
  /** No automatic limit above $5,000. */
  maxAutomaticLimit: 5_000,
} as const;

export type LimitRequestStatus = 'submitted' | 'approved' | 'declined' | 'referred';

/** What the account looks like for the eligibility rule. */
export interface LimitRequestFacts {
  accountStatus: string;
  /** When the account was opened. */
  accountOpenedAt: Date;
  /** The card's status (active, locked, issued…); null when the account has none. */
  cardStatus: string | null;
  /** The latest statements, newest first: their due day and whether the minimum was received by it. */
  statements: readonly { dueDate: string; minimumDueCents: number; paidOnTime: boolean }[];
  hasOpenRequest: boolean;
  /** When the latest decided request was decided; null when none. */
  lastDecidedAt: Date | null;
}

export type LimitRequestRefusal =
  | {
      code: 'LIMIT_REQUEST_NOT_ELIGIBLE';
      reason: 'accountNotOpen' | 'cardNotActive' | 'accountTooNew' | 'noOnTimePayment' | 'latePayment';
      /** For accountTooNew: the first day the account may ask. */
      day?: string;
    }
  | { code: 'LIMIT_REQUEST_OPEN' }
  | { code: 'LIMIT_REQUEST_TOO_SOON'; day: string };

/** A statement is late once its Eastern due day ended without its minimum received. */
function isLate(statement: LimitRequestFacts['statements'][number], now: Date): boolean {
  return statement.minimumDueCents > 0 && !statement.paidOnTime && endOfEasternDay(statement.dueDate) <= now;
}

/** The first Eastern day a new request may be made after a decision at `decidedAt`. */
export function nextRequestDay(decidedAt: Date): string {
  return addCalendarDays(creditDateOf(decidedAt), LIMIT_REQUEST_WAIT_DAYS);
}

/** The first Eastern day an account opened at `openedAt` may ask (the Cardholder Agreement's six months). */
export function firstRequestDay(openedAt: Date): string {
  return addCalendarMonths(creditDateOf(openedAt), ACCOUNT_AGE_MONTHS);
}

/**
 * Who may ask (product-rules#credit-limit-increases): an open account with an
 * active card, open six months (the Cardholder Agreement); no open request; 90 days after the last decision; at least one
 * statement paid on time and none of the latest six late. Null when they may.
 */
export function limitRequestRefusal(facts: LimitRequestFacts, now: Date): LimitRequestRefusal | null {
  if (facts.accountStatus !== 'open') return { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'accountNotOpen' };
  if (facts.cardStatus !== 'active') return { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'cardNotActive' };
  const firstDay = firstRequestDay(facts.accountOpenedAt);
  if (creditDateOf(now) < firstDay)
    return { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'accountTooNew', day: firstDay };
  if (facts.hasOpenRequest) return { code: 'LIMIT_REQUEST_OPEN' };
  if (facts.lastDecidedAt) {
    const day = nextRequestDay(facts.lastDecidedAt);
    if (creditDateOf(now) < day) return { code: 'LIMIT_REQUEST_TOO_SOON', day };
  }
  const recent = facts.statements.slice(0, RECENT_STATEMENTS_CHECKED);
  if (recent.some((statement) => isLate(statement, now)))
    return { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'latePayment' };
  if (!recent.some((statement) => statement.paidOnTime))
    return { code: 'LIMIT_REQUEST_NOT_ELIGIBLE', reason: 'noOnTimePayment' };
  return null;
}

/** The refusal in the cardholder's words. */
export function limitRequestRefusalMessage(refusal: LimitRequestRefusal): string {
  switch (refusal.code) {
    case 'LIMIT_REQUEST_OPEN':
      return 'You already have a limit increase request waiting for an answer.';
    case 'LIMIT_REQUEST_TOO_SOON':
      return `You can ask for a higher limit again from ${refusal.day}, 90 days after our last answer.`;
    case 'LIMIT_REQUEST_NOT_ELIGIBLE':
      if (refusal.reason === 'accountTooNew')
        return `You can ask for a higher limit from ${refusal.day ?? 'six months after opening'}, once your account has been open for six months.`;
      return {
        accountNotOpen: 'Only an open account can have its limit increased.',
        cardNotActive: 'Activate your card (and unlock it) before asking for a higher limit.',
        noOnTimePayment: 'You can ask once at least one statement has been paid on time.',
        latePayment: 'A recent statement was paid late, so we cannot raise your limit right now.',
      }[refusal.reason];
  }
}

/** The principal reasons a limit increase is declined (Reg B 1002.9(b)(2)); stored codes, never renamed. */
export const limitDeclineReasons = ['incomeInsufficient', 'excessiveObligations', 'noIndependentIncome'] as const;
export type LimitDeclineReason = (typeof limitDeclineReasons)[number];

export const limitDeclineReasonTexts: Readonly<Record<LimitDeclineReason, { notice: string; holder: string }>> = {
  incomeInsufficient: {
    notice: declineReasonTexts.incomeInsufficient.notice,
    holder: 'Your income does not support the minimum payment of a higher limit after your housing cost.',
  },
  excessiveObligations: {
    notice: declineReasonTexts.excessiveObligations.notice,
    holder: declineReasonTexts.excessiveObligations.applicant,
  },
  noIndependentIncome: {
    notice: 'Insufficient independent income (under 21)',
    holder: 'Under 21, only your own income counts, and you gave none.',
  },
};

export const isLimitDeclineReason = (code: string): code is LimitDeclineReason =>
  (limitDeclineReasons as readonly string[]).includes(code);

/** What the policy decides on a request. */
export type LimitPolicyOutcome =
  | { outcome: 'approved'; newLimit: number; maxSupportedLimit: number }
  | { outcome: 'referred'; proposedLimit: number; maxSupportedLimit: number }
  | { outcome: 'declined'; reasons: LimitDeclineReason[]; maxSupportedLimit: number | null };

export interface LimitPolicyInputs {
  /** Whole dollars. */
  currentLimit: number;
  /** Whole dollars; null for "as high as you can". */
  requestedLimit: number | null;
  aprBps: number;
  affordability: LineAffordabilityInputs;
}

/** A requested limit's problem: whole hundreds, above the current one and within the product's bounds. */
export function requestedLimitProblem(requested: number, currentLimit: number): string | null {
  if (!Number.isSafeInteger(requested) || requested % creditLimitBounds.step !== 0)
    return `Enter a whole number of hundreds of dollars.`;
  if (requested <= currentLimit) return 'Ask for more than your current limit.';
  if (requested > creditLimitBounds.max)
    return `The highest limit is $${creditLimitBounds.max.toLocaleString('en-US')}.`;
  return null;
}

/** Whether a new limit is beyond the policy's ceiling, so staff decide it. */
export const aboveCeiling = (newLimit: number, currentLimit: number) =>
  newLimit > currentLimit * limitIncreaseCeiling.maxMultiple || newLimit > limitIncreaseCeiling.maxAutomaticLimit;

/** Why nothing above the current limit is supported, principal first. */
function declineReasonsOf(inputs: LimitPolicyInputs, refusal: string | null): LimitDeclineReason[] {
  if (refusal === 'under21WithoutIncome') return ['noIndependentIncome'];
  const income = inputs.affordability.income ?? 0;
  const monthly =
    Math.max(0, inputs.affordability.accommodationCost ?? 0) +
    Math.max(0, inputs.affordability.financialCommitments ?? 0);
  // The ATP rule's own ratio: obligations over half the income are the principal reason.
  return 12 * monthly * 2 > income ? ['excessiveObligations', 'incomeInsufficient'] : ['incomeInsufficient'];
}

/**
 * The policy (decision 084): the ability-to-pay rule on the updated income
 * and housing cost at the account's APR. The requested limit when supported,
 * else the largest supported above the current one; beyond the ceiling,
 * referred; nothing above the current one supported, declined with reasons.
 */
export function decideLimitIncrease(inputs: LimitPolicyInputs): LimitPolicyOutcome {
  const target = inputs.requestedLimit ?? creditLimitBounds.max;
  const assessment = assessLine(inputs.affordability, target, inputs.aprBps);
  const max = assessment.maxSupportedLimit;
  if (max === null || max <= inputs.currentLimit) {
    return { outcome: 'declined', reasons: declineReasonsOf(inputs, assessment.refusal), maxSupportedLimit: max };
  }
  const newLimit = assessment.supported ? target : max;
  if (aboveCeiling(newLimit, inputs.currentLimit))
    return { outcome: 'referred', proposedLimit: newLimit, maxSupportedLimit: max };
  return { outcome: 'approved', newLimit, maxSupportedLimit: max };
}

export { independentIncomeAge };
