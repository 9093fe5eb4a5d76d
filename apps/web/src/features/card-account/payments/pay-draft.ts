import {
  amountForChoice,
  dollarsToCents,
  otherAmountProblem,
  type PaymentAmountChoice,
} from '@waypoint/domain/card-account/payment-amount';
import { dayWords } from '../common/dates';
import type { PaymentOptions } from './api/payment-options';
import type { PaymentRequest } from './api/payments';

/*
 * The Pay form's answers and their checks (docs/product-rules.md#card-payments),
 * with the domain's amount rules the server applies too: what each choice comes
 * to, $1 to the current balance for an amount typed, a day from today to the
 * last day a payment can be scheduled.
 */

export interface PayDraft {
  bankAccountId: number | null;
  amountChoice: PaymentAmountChoice | null;
  /** The dollars typed for "Other amount". */
  otherAmount: string;
  when: 'now' | 'later';
  /** YYYY-MM-DD, for 'later'. */
  scheduledFor: string;
}

export const emptyPayDraft: PayDraft = {
  bankAccountId: null,
  amountChoice: null,
  otherAmount: '',
  when: 'now',
  scheduledFor: '',
};

export type PayField = 'bankAccountId' | 'amountChoice' | 'amountCents' | 'scheduledFor';
export const payFields: readonly PayField[] = ['bankAccountId', 'amountChoice', 'amountCents', 'scheduledFor'];
export type PayErrors = Partial<Record<PayField, string>>;

/** What each choice pays now, from the Pay screen's figures. */
export function choiceAmounts(options: PaymentOptions) {
  return {
    currentBalanceCents: Math.max(0, options.currentBalanceCents),
    minimumDueCents: options.minimumDueCents,
    statementBalanceRemainingCents: options.statementBalanceRemainingCents,
  };
}

/** The payment the draft asks for (without its key), or the errors to show beside the fields. */
export function checkPayDraft(
  draft: PayDraft,
  options: PaymentOptions,
): { request: Omit<PaymentRequest, 'idempotencyKey'>; amountCents: number } | { errors: PayErrors } {
  const errors: PayErrors = {};
  const amounts = choiceAmounts(options);
  let amountCents = 0;
  if (draft.bankAccountId === null) errors.bankAccountId = 'Choose the bank account to pay from.';
  if (draft.amountChoice === null) {
    errors.amountChoice = 'Choose how much to pay.';
  } else if (draft.amountChoice === 'other') {
    const typed = draft.otherAmount.trim();
    const cents = typed === '' ? null : dollarsToCents(typed);
    const problem =
      typed !== '' && cents === null
        ? 'Enter the amount in dollars and cents, like 25.00.'
        : otherAmountProblem(cents, amounts.currentBalanceCents);
    if (problem) errors.amountCents = problem;
    amountCents = cents ?? 0;
  } else {
    amountCents = amountForChoice(draft.amountChoice, amounts, 0);
    if (amountCents <= 0) errors.amountChoice = 'There is nothing left to pay for this choice. Choose another.';
  }
  if (draft.when === 'later') {
    const day = draft.scheduledFor;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) errors.scheduledFor = 'Enter the day to pay on.';
    else if (day < options.creditDateIfPaidNow) errors.scheduledFor = 'Choose today or a later day.';
    else if (day > options.latestScheduleDate)
      errors.scheduledFor = `Choose a day no later than ${dayWords(options.latestScheduleDate)}.`;
  }
  if (Object.keys(errors).length > 0 || draft.bankAccountId === null || draft.amountChoice === null) {
    return { errors };
  }
  return {
    amountCents,
    request: {
      bankAccountId: draft.bankAccountId,
      amountChoice: draft.amountChoice,
      amountCents: draft.amountChoice === 'other' ? amountCents : null,
      scheduledFor: draft.when === 'later' ? draft.scheduledFor : null,
    },
  };
}
