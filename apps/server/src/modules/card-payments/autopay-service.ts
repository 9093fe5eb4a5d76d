import {
  autopayProblemWords,
  autopaySettingProblem,
  autopayVaries,
  isAutopayChoice,
} from '@waypoint/domain/card-account/autopay';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { cancelJob } from '../../platform/jobs/enqueue-job.js';
import {
  autopayOf,
  deleteAutopay,
  nextAutopayDay,
  setAutopayPayment,
  storeAutopay,
  waitingAutopayPayments,
} from './autopay-repository.js';
import { noticePreferencesView, setNoticePreference } from './card-notices.js';
import { cardPaymentSubmitQueue, submitJobId } from './card-payment-submit-job.js';
import type { CardPaymentsDeps, PaymentsCardAccount } from './card-payments-deps.js';
import { bankAccountOfUser, lockBankAccount, movePayment } from './card-payments-repository.js';
import { bankAccountView } from './payment-bank-numbers.js';

/*
 * Autopay and the notice choices as the cardholder sets them
 * (card-payments.graphql; docs/product-rules.md#autopay and #card-notices).
 */

async function accountOf(deps: CardPaymentsDeps, userId: string): Promise<PaymentsCardAccount> {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) throw new AppError('CARD_ACCOUNT_NOT_FOUND', 'You have no card account yet.', 404);
  return account;
}

/** myAutopay: the setting with its bank account and the next day it pays; null when off. */
export async function myAutopay(deps: CardPaymentsDeps, userId: string) {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) return null;
  const setting = await autopayOf(deps.db, account.id);
  if (!setting) return null;
  const bank = await bankAccountOfUser(deps.db, userId, setting.bankAccountId);
  if (!bank) throw new Error(`autopay of account ${account.id} names no bank account`);
  return {
    amountChoice: setting.amountChoice,
    fixedAmountCents: setting.fixedAmountCents,
    bankAccount: bankAccountView(bank),
    nextPaymentDate: await nextAutopayDay(deps.db, account.id),
  };
}

/**
 * setAutopay: turns autopay on or changes it, from the next statement that
 * closes; a payment already scheduled for a statement stays as it was (it can
 * be canceled on the Payments page).
 */
export async function setAutopay(
  deps: CardPaymentsDeps,
  userId: string,
  input: { bankAccountId: number; amountChoice: string; fixedAmountCents: number | null },
) {
  const problem = autopaySettingProblem(input.amountChoice, input.fixedAmountCents);
  if (problem) throw badUserInput([{ path: [problem.field], message: autopayProblemWords[problem.problem] }]);
  const account = await accountOf(deps, userId);
  const notLinked = () =>
    badUserInput([{ path: ['bankAccountId'], message: 'Choose one of your linked bank accounts.' }]);
  await deps.db.transaction(async (tx) => {
    // The bank account's row lock: a removal at the same moment either sees autopay or came first.
    const bank = await lockBankAccount(tx, input.bankAccountId);
    if (!bank || bank.userId !== userId || bank.removedAt) throw notLinked();
    await storeAutopay(tx, {
      accountId: account.id,
      bankAccountId: bank.id,
      amountChoice: input.amountChoice,
      fixedAmountCents: input.fixedAmountCents,
      at: deps.now(),
    });
  });
  const answer = await myAutopay(deps, userId);
  if (!answer) throw new Error('autopay just set is not there');
  return answer;
}

/**
 * turnOffAutopay: no payment for later statements, and autopay's payments
 * still waiting for their day are canceled (Reg E 1005.10(c): the cardholder
 * may stop a preauthorized transfer; ours stop until the day begins).
 * Answers true, also when it was off.
 */
export async function turnOffAutopay(deps: CardPaymentsDeps, userId: string): Promise<boolean> {
  const account = await accountOf(deps, userId);
  await deps.db.transaction(async (tx) => {
    await deleteAutopay(tx, account.id);
    const now = deps.now();
    for (const waiting of await waitingAutopayPayments(tx, account.id)) {
      if (waiting.paymentId === null) continue;
      const canceled = await movePayment(tx, waiting.paymentId, ['scheduled'], { status: 'canceled', canceledAt: now });
      if (!canceled) continue;
      await cancelJob(tx, cardPaymentSubmitQueue, submitJobId(waiting.paymentId));
      await setAutopayPayment(tx, waiting.id, { outcome: 'canceled', settledAt: now });
    }
  });
  return true;
}

async function autopayVariesFor(deps: CardPaymentsDeps, accountId: number): Promise<boolean> {
  const setting = await autopayOf(deps.db, accountId);
  return setting !== null && isAutopayChoice(setting.amountChoice) && autopayVaries(setting.amountChoice);
}

/** myCardNoticePreferences: every kind, on unless turned off; required ones always on. */
export async function myCardNoticePreferences(deps: CardPaymentsDeps, userId: string) {
  const account = await deps.cards.latestAccountOf(deps.db, userId);
  if (!account) return [];
  return noticePreferencesView(deps.db, account.id, await autopayVariesFor(deps, account.id));
}

/** setCardNoticePreference: NOTICE_REQUIRED for a required kind turned off. */
export async function setCardNoticePreference(
  deps: CardPaymentsDeps,
  userId: string,
  change: { kind: string; enabled: boolean },
) {
  const account = await accountOf(deps, userId);
  const varies = await autopayVariesFor(deps, account.id);
  await setNoticePreference(deps.db, { accountId: account.id, ...change, autopayVaries: varies, at: deps.now() });
  return noticePreferencesView(deps.db, account.id, varies);
}
