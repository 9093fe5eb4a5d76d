import { isPaymentAmountChoice, paymentAmountChoices } from '@waypoint/domain/card-account/payment-amount';
import { scheduleDateProblem } from '@waypoint/domain/card-account/payment-timing';

/** makeCardPayment's arguments (card-payments.graphql). */
export interface PaymentInput {
  idempotencyKey: string;
  bankAccountId: number;
  amountChoice: string;
  amountCents?: number | null;
  scheduledFor?: string | null;
}

interface Problem {
  path: string[];
  message: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const scheduleWords = {
  invalid: 'Choose a date on the calendar.',
  past: 'Choose today or a later day.',
  tooFar: 'Choose a day within the next 60 days.',
} as const;

/**
 * What is wrong with each argument, beside its field (BAD_USER_INPUT), before
 * anything is read: the checks that need the balance (an `other` amount's
 * top) come after (docs/product-rules.md#card-payments).
 */
export function paymentInputProblems(input: PaymentInput, now: Date): Problem[] {
  const problems: Problem[] = [];
  if (!uuid.test(input.idempotencyKey)) {
    problems.push({ path: ['idempotencyKey'], message: 'The payment request needs a new identifier (a UUID).' });
  }
  if (!Number.isSafeInteger(input.bankAccountId) || input.bankAccountId < 1) {
    problems.push({ path: ['bankAccountId'], message: 'Choose one of your linked bank accounts.' });
  }
  if (!isPaymentAmountChoice(input.amountChoice)) {
    problems.push({ path: ['amountChoice'], message: `Choose one of: ${paymentAmountChoices.join(', ')}.` });
  } else if (input.amountChoice === 'other' && input.amountCents == null) {
    problems.push({ path: ['amountCents'], message: 'Enter the amount to pay.' });
  } else if (input.amountChoice !== 'other' && input.amountCents != null) {
    problems.push({ path: ['amountCents'], message: 'An amount goes only with the choice to type one (other).' });
  }
  if (input.scheduledFor != null) {
    const problem = scheduleDateProblem(input.scheduledFor, now);
    if (problem) problems.push({ path: ['scheduledFor'], message: scheduleWords[problem] });
  }
  return problems;
}
