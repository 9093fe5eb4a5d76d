import { addCalendarMonths, creditDateOf } from './payment-timing.js';

/*
 * Whether a card account is in good standing: open, and not suspended or in
 * default. The Rewards Terms ("Referral rules") give a referrer the boost only
 * when their account is so on the day their friend activates
 * (docs/product-rules.md#cash-back, decision 103). Default is the Cardholder
 * Agreement's ("Default, suspension and closing your account"), limited to
 * what the product records: bankruptcy and false information on the
 * application are recorded nowhere, so they cannot be weighed here.
 */

/** "A minimum payment not made within 60 days of its due date": more than this many days past due (decision 102's count). */
export const DEFAULT_DAYS_PAST_DUE = 60;

/** "A payment you make is returned twice within 12 months." */
export const DEFAULT_RETURNED_PAYMENTS = 2;

/**
 * Why an account is not in good standing, the first that applies in this
 * order: no card account at all, a closed one, the SSN deadline's lock (the
 * card suspended, and the Agreement's default for an SSN not given), more
 * than 60 days past due, two payments returned within 12 months.
 */
export type AccountStandingProblem = 'noAccount' | 'closed' | 'ssnMissing' | 'pastDue' | 'paymentsReturned';

/** What the product records of an account that the standing weighs. */
export interface AccountStandingFacts {
  /** `card_accounts.status`: open or closed. */
  status: 'open' | 'closed';
  /** Why the account's card is locked (cardholder or ssnMissing); null when it is not locked. */
  cardLockReason: string | null;
  /** Days past due on the day weighed (days-past-due.ts); 0 when up to date. */
  daysPastDue: number;
  /** When each returned payment (`payment_return`) posted. */
  paymentReturnsPostedAt: readonly Date[];
}

/**
 * The account's problem on the day of `on`, or null when it is in good
 * standing; `account` is null when the member holds no card account. A lock
 * the cardholder put on their own card is not a suspension: only the SSN
 * deadline's lock is (product-rules#ssn-follow-up).
 */
export function accountStandingProblem(account: AccountStandingFacts | null, on: Date): AccountStandingProblem | null {
  if (!account) return 'noAccount';
  if (account.status !== 'open') return 'closed';
  if (account.cardLockReason === 'ssnMissing') return 'ssnMissing';
  if (account.daysPastDue > DEFAULT_DAYS_PAST_DUE) return 'pastDue';
  if (returnsInTwelveMonths(account.paymentReturnsPostedAt, on) >= DEFAULT_RETURNED_PAYMENTS) return 'paymentsReturned';
  return null;
}

/**
 * The returns posted in the 12 months up to `on`, counted in Eastern calendar
 * days (the days payments are credited on, payment-timing.ts): from the day
 * after the same date a year before `on`'s Eastern date, through `on`'s date.
 * Activating on 2026-11-29, a return on 2025-11-30 counts and one on
 * 2025-11-29 does not; a year before February 29 is February 28.
 */
export function returnsInTwelveMonths(postedAt: readonly Date[], on: Date): number {
  const today = creditDateOf(on);
  const yearBefore = addCalendarMonths(today, -12);
  return postedAt.filter((at) => {
    const day = creditDateOf(at);
    return day > yearBefore && day <= today;
  }).length;
}
