/**
 * Autopay's amounts (docs/product-rules.md#autopay, decision 081): what the
 * cardholder may set, what a closed statement schedules, and what is paid on
 * the due date once payments made since are counted. Money is integer cents.
 */
export const AUTOPAY_CHOICES = ['minimum', 'statementBalance', 'fixed'] as const;

export type AutopayChoice = (typeof AUTOPAY_CHOICES)[number];

/** A fixed autopay is at least $1, as a payment of the cardholder's own choosing is. */
export const MIN_FIXED_AUTOPAY_CENTS = 100;
/** The most one payment may be (the issuer's events carry at most $1,000,000). */
export const MAX_FIXED_AUTOPAY_CENTS = 100_000_000;

export function isAutopayChoice(value: string): value is AutopayChoice {
  return (AUTOPAY_CHOICES as readonly string[]).includes(value);
}

/** An amount that varies from statement to statement needs its notice 10 days ahead (Reg E 1005.10(d)). */
export function autopayVaries(choice: AutopayChoice): boolean {
  return choice !== 'fixed';
}

export type AutopaySettingProblem =
  | { field: 'amountChoice'; problem: 'unknown' }
  | { field: 'fixedAmountCents'; problem: 'missing' | 'tooSmall' | 'tooLarge' | 'notAllowed' };

/** The words beside the field for each problem, shared by the server's refusal and the web's form. */
export const autopayProblemWords: Record<AutopaySettingProblem['problem'], string> = {
  unknown: 'Choose the minimum payment, the statement balance or a fixed amount.',
  missing: 'Enter the amount autopay pays each month.',
  tooSmall: 'Autopay pays at least $1.00.',
  tooLarge: 'Enter an amount up to $1,000,000.00.',
  notAllowed: 'Only a fixed-amount autopay has an amount.',
};

/** Why an autopay setting cannot be saved, or null: the choice is known, a fixed amount is $1 or more. */
export function autopaySettingProblem(choice: string, fixedAmountCents: number | null): AutopaySettingProblem | null {
  if (!isAutopayChoice(choice)) return { field: 'amountChoice', problem: 'unknown' };
  if (choice !== 'fixed') {
    return fixedAmountCents === null ? null : { field: 'fixedAmountCents', problem: 'notAllowed' };
  }
  if (fixedAmountCents === null) return { field: 'fixedAmountCents', problem: 'missing' };
  if (!Number.isInteger(fixedAmountCents) || fixedAmountCents < MIN_FIXED_AUTOPAY_CENTS)
    return { field: 'fixedAmountCents', problem: 'tooSmall' };
  if (fixedAmountCents > MAX_FIXED_AUTOPAY_CENTS) return { field: 'fixedAmountCents', problem: 'tooLarge' };
  return null;
}

export interface AutopaySetting {
  choice: AutopayChoice;
  fixedAmountCents: number | null;
}

/**
 * The amount a statement's close schedules: its minimum, its balance, or the
 * fixed amount capped at the balance (autopay never pays more than the
 * statement asks). 0 schedules nothing.
 */
export function autopayAmountAtClose(
  setting: AutopaySetting,
  statement: { balanceCents: number; minimumDueCents: number },
): number {
  const balance = Math.max(0, statement.balanceCents);
  switch (setting.choice) {
    case 'minimum':
      return Math.min(Math.max(0, statement.minimumDueCents), balance);
    case 'statementBalance':
      return balance;
    case 'fixed':
      return Math.min(setting.fixedAmountCents ?? 0, balance);
  }
}

/** What is still owed on the due date, after payments received since the statement closed (not returned). */
export interface StillDue {
  /** The statement's minimum less those payments, at least 0. */
  minimumDueCents: number;
  /** The statement's balance less those payments, at least 0. */
  statementBalanceRemainingCents: number;
  /** The issuer's current balance; null when it was not asked. */
  currentBalanceCents: number | null;
}

/**
 * The amount paid on the due date: the amount scheduled at close, less what
 * the cardholder paid meanwhile. The minimum pays what is left of the
 * minimum; the statement balance and a fixed amount pay at most what is left
 * of the statement balance; none pays more than the current balance (a
 * refund may have lowered it). 0: nothing is due, the payment is skipped.
 */
export function autopayAmountOnTheDay(choice: AutopayChoice, scheduledCents: number, stillDue: StillDue): number {
  const left = choice === 'minimum' ? stillDue.minimumDueCents : stillDue.statementBalanceRemainingCents;
  const capped = Math.min(scheduledCents, Math.max(0, left));
  const amount =
    stillDue.currentBalanceCents === null ? capped : Math.min(capped, Math.max(0, stillDue.currentBalanceCents));
  return Math.max(0, amount);
}
