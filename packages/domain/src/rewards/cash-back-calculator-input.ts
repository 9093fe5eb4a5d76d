import { cashBackRules } from '../constants.js';
import type { CashBackEstimateInput } from './cash-back-estimate.js';

/**
 * The rewards calculator's four text inputs, checked before any estimate.
 * Each message says what to type, not only what is wrong, and names the
 * field, since it is read out on its own by a screen reader.
 */
export const cashBackCalculatorFields = [
  'monthlySpend',
  'creditLimit',
  'activatedReferrals',
  'onTimePayments',
] as const;
export type CashBackCalculatorField = (typeof cashBackCalculatorFields)[number];
export type CashBackCalculatorTexts = Record<CashBackCalculatorField, string>;
export type CashBackCalculatorErrors = Partial<Record<CashBackCalculatorField, string>>;

export const cashBackCalculatorLimits = {
  /** A ceiling well above any card's limit, so a typo of extra zeros is caught rather than estimated. */
  maxDollars: 1_000_000,
  /** Twice the 5 that reach the cap, so the calculator can show that more add nothing. */
  maxReferrals: cashBackRules.referralsToReachMax * 2,
  /** One year of monthly payments: redemption needs 3 (product-rules#cash-back). */
  maxOnTimePayments: 12,
} as const;

type Parsed = { value: number } | { error: string };

// People type "$1,500" or "1 500": the sign and separators are not part of the number.
const wholeNumberText = /^\d+$/;

function parseWholeDollars(text: string, what: string): Parsed {
  const cleaned = text.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (cleaned === '') return { error: `Enter your ${what} in whole dollars, for example 1,500.` };
  if (/^-/.test(cleaned)) return { error: `Your ${what} can’t be negative. Enter 0 or more.` };
  if (/^\d*\.\d+$/.test(cleaned)) return { error: `Enter your ${what} in whole dollars, without cents.` };
  if (!wholeNumberText.test(cleaned)) return { error: `Enter your ${what} as a number, for example 1,500.` };
  const value = Number(cleaned);
  if (value > cashBackCalculatorLimits.maxDollars) {
    return { error: `Enter an amount of $1,000,000 or less for your ${what}.` };
  }
  return { value };
}

function parseCount(text: string, max: number, what: string): Parsed {
  const cleaned = text.trim();
  const value = Number(cleaned);
  if (!wholeNumberText.test(cleaned) || value > max) {
    return { error: `Enter the number of ${what} as a whole number from 0 to ${max}.` };
  }
  return { value };
}

export type CashBackCalculatorInput =
  { ok: true; input: CashBackEstimateInput } | { ok: false; errors: CashBackCalculatorErrors };

export function parseCashBackCalculatorInput(texts: CashBackCalculatorTexts): CashBackCalculatorInput {
  const parsed: Record<CashBackCalculatorField, Parsed> = {
    monthlySpend: parseWholeDollars(texts.monthlySpend, 'monthly spending'),
    creditLimit: parseWholeDollars(texts.creditLimit, 'credit limit'),
    activatedReferrals: parseCount(texts.activatedReferrals, cashBackCalculatorLimits.maxReferrals, 'referrals'),
    onTimePayments: parseCount(texts.onTimePayments, cashBackCalculatorLimits.maxOnTimePayments, 'on-time payments'),
  };
  const errors: CashBackCalculatorErrors = {};
  for (const field of cashBackCalculatorFields) {
    const result = parsed[field];
    if ('error' in result) errors[field] = result.error;
  }
  const { monthlySpend, creditLimit, activatedReferrals, onTimePayments } = parsed;
  if ('value' in monthlySpend && 'value' in creditLimit && 'value' in activatedReferrals && 'value' in onTimePayments) {
    return {
      ok: true,
      input: {
        monthlyEligibleSpendDollars: monthlySpend.value,
        creditLimitDollars: creditLimit.value,
        activatedReferrals: activatedReferrals.value,
        onTimePayments: onTimePayments.value,
      },
    };
  }
  return { ok: false, errors };
}
