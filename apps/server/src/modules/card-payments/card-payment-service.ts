import {
  amountForChoice,
  isPaymentAmountChoice,
  otherAmountProblem,
} from '@waypoint/domain/card-account/payment-amount';
import { creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { paymentInputProblems, type PaymentInput } from './card-payment-input.js';
import { enqueuePaymentSubmission } from './card-payment-submit-job.js';
import { paymentView } from './card-payment-view.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import {
  bankAccountOfUser,
  bankAccountsByIds,
  insertPaymentOnce,
  lockBankAccount,
  paymentByKey,
  paymentsOfUser,
  type CardPaymentRow,
} from './card-payments-repository.js';
import { accountFigures } from './payment-figures.js';

/** A payment to record: from makeCardPayment, or autopay's on a statement's due date (autopay-*.ts). */
export interface PaymentToRecord {
  accountId: number;
  userId: string;
  bankAccountId: number;
  idempotencyKey: string;
  /** minimum, statementBalance, currentBalance, other or autopay. */
  amountChoice: string;
  amountCents: number;
  /** A later Eastern day (YYYY-MM-DD); null or today: now. */
  scheduledFor: string | null;
  autopay: boolean;
}

/**
 * Records a payment once per (account, idempotency key), on the caller's
 * transaction, and queues its submission on the same transaction (decision
 * 080): the database's unique key, not a read before the write, is what
 * makes a repeated or concurrent request one payment. A payment for today is
 * pending at once and credited today (received now, Reg Z 1026.10); a later
 * one is scheduled and sent at the start of its day. Answers the row, and
 * whether this call made it.
 */
export async function recordPayment(
  tx: Db,
  payment: PaymentToRecord,
  now: Date,
): Promise<{ payment: CardPaymentRow; created: boolean }> {
  const today = creditDateOf(now);
  const later = payment.scheduledFor !== null && payment.scheduledFor > today;
  const inserted = await insertPaymentOnce(tx, {
    ...payment,
    status: later ? 'scheduled' : 'pending',
    creditDate: later && payment.scheduledFor ? payment.scheduledFor : today,
    receivedAt: later ? null : now,
    createdAt: now,
  });
  if (inserted) {
    await enqueuePaymentSubmission(tx, inserted.id, later ? payment.scheduledFor : null);
    return { payment: inserted, created: true };
  }
  const earlier = await paymentByKey(tx, payment.accountId, payment.idempotencyKey);
  if (!earlier) throw new Error('a payment key conflicted but no payment holds it');
  return { payment: earlier, created: false };
}

/**
 * The same key sent again answers the payment it made; with other arguments
 * it is refused (IDEMPOTENCY_KEY_REUSED, decision 080): a client that meant a
 * second payment must make a new key, and one that did not learns its
 * request was not what it first sent.
 */
function sameRequest(earlier: CardPaymentRow, input: PaymentInput): CardPaymentRow {
  const same =
    earlier.bankAccountId === input.bankAccountId &&
    earlier.amountChoice === input.amountChoice &&
    (earlier.scheduledFor ?? null) === (input.scheduledFor ?? null) &&
    (input.amountChoice !== 'other' || earlier.amountCents === input.amountCents);
  if (!same) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This payment request was already used for a different payment. Start a new payment.',
      409,
    );
  }
  return earlier;
}

/** makeCardPayment (card-payments.graphql; docs/product-rules.md#card-payments). */
export async function makeCardPayment(deps: CardPaymentsDeps, userId: string, input: PaymentInput) {
  const now = deps.now();
  const problems = paymentInputProblems(input, now);
  if (problems.length > 0) throw badUserInput(problems);
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) throw new AppError('CARD_ACCOUNT_NOT_FOUND', 'You have no card account to pay.', 404);
  const earlier = await paymentByKey(deps.db, account.id, input.idempotencyKey);
  if (earlier) return answer(deps, sameRequest(earlier, input));
  const bank = await bankAccountOfUser(deps.db, userId, input.bankAccountId);
  if (!bank || bank.removedAt) {
    throw badUserInput([{ path: ['bankAccountId'], message: 'Choose one of your linked bank accounts.' }]);
  }
  const { amounts } = await accountFigures(deps, account);
  const refusal = amountRefusal(input, amounts);
  if (refusal) {
    // The same key sent at the same moment may have just paid what was owed, so these figures already
    // count it: that request's payment is the answer, not a refusal (one payment per key, decision 080).
    const meanwhile = await paymentByKey(deps.db, account.id, input.idempotencyKey);
    if (meanwhile) return answer(deps, sameRequest(meanwhile, input));
    throw refusal;
  }
  if (!isPaymentAmountChoice(input.amountChoice)) throw new Error('amount choice checked above');
  const amountCents = amountForChoice(input.amountChoice, amounts, input.amountCents ?? 0);
  const recorded = await deps.db.transaction(async (tx) => {
    // The bank account's row lock: a removal at the same moment either sees this payment or came first.
    const locked = await lockBankAccount(tx, bank.id);
    if (!locked || locked.removedAt) {
      throw badUserInput([{ path: ['bankAccountId'], message: 'Choose one of your linked bank accounts.' }]);
    }
    return recordPayment(
      tx,
      {
        accountId: account.id,
        userId,
        bankAccountId: bank.id,
        idempotencyKey: input.idempotencyKey,
        amountChoice: input.amountChoice,
        amountCents,
        scheduledFor: input.scheduledFor ?? null,
        autopay: false,
      },
      now,
    );
  });
  return answer(deps, recorded.created ? recorded.payment : sameRequest(recorded.payment, input));
}

function nothingToPay() {
  return new AppError('NOTHING_TO_PAY', 'There is nothing to pay with this choice right now.');
}

type AccountAmounts = Awaited<ReturnType<typeof accountFigures>>['amounts'];

/** Why the chosen amount cannot be paid now (nothing owed, an other amount out of range), or null. */
function amountRefusal(input: PaymentInput, amounts: AccountAmounts): AppError | null {
  if (amounts.currentBalanceCents === 0) return nothingToPay();
  if (input.amountChoice === 'other') {
    const problem = otherAmountProblem(input.amountCents, amounts.currentBalanceCents);
    if (problem) return badUserInput([{ path: ['amountCents'], message: problem }]);
  }
  if (!isPaymentAmountChoice(input.amountChoice)) return null;
  return amountForChoice(input.amountChoice, amounts, input.amountCents ?? 0) <= 0 ? nothingToPay() : null;
}

async function answer(deps: CardPaymentsDeps, payment: CardPaymentRow) {
  const [bank] = await bankAccountsByIds(deps.db, [payment.bankAccountId]);
  if (!bank) throw new Error(`payment ${payment.id} names no bank account`);
  return paymentView(payment, bank);
}

/** myPayments: scheduled and pending first, then newest first. */
export async function myPayments(deps: CardPaymentsDeps, userId: string, first: number | null | undefined) {
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw badUserInput([{ path: ['first'], message: 'Ask for 1 to 100 payments.' }]);
  }
  const payments = await paymentsOfUser(deps.db, userId, limit);
  const banks = new Map(
    (await bankAccountsByIds(deps.db, [...new Set(payments.map((payment) => payment.bankAccountId))])).map((bank) => [
      bank.id,
      bank,
    ]),
  );
  return payments.flatMap((payment) => {
    const bank = banks.get(payment.bankAccountId);
    return bank ? [paymentView(payment, bank)] : [];
  });
}

export { answer as paymentAnswer };
