import { AppError, badUserInput } from '../../graphql/app-error.js';
import type { CardPaymentsDeps, RequestScope } from './card-payments-deps.js';
import {
  bankAccountOfUser,
  hasOpenPaymentFrom,
  linkedBankAccountsOf,
  lockBankAccount,
  markBankAccountRemoved,
  upsertBankAccount,
} from './card-payments-repository.js';
import { bankAccountView, encryptBankNumbers } from './payment-bank-numbers.js';

/**
 * The bank accounts a member pays the card from and takes cash back into
 * (docs/product-rules.md#card-payments, decision 080): linked through Plaid
 * Link with the Auth product, which gives the account and routing numbers.
 */

/** Whether autopay pays from the account (autopay's own rows, autopay-*.ts; none until it is set). */
export type AutopayUsesBankAccount = (db: CardPaymentsDeps['db'], bankAccountId: number) => Promise<boolean>;

export async function createPaymentLinkToken(deps: CardPaymentsDeps, userId: string): Promise<string> {
  return deps.bankLinks.createAuthLinkToken(userId);
}

/**
 * Links the account chosen in Link. Linking is a change an account thief
 * would make first, so it needs a recent step-up (decision 073). The same
 * numbers linked again answer the member's existing row.
 */
export async function linkPaymentBankAccount(
  deps: CardPaymentsDeps,
  scope: RequestScope,
  userId: string,
  input: { publicToken: string; plaidAccountId: string | null },
) {
  const publicToken = input.publicToken.trim();
  const problems = [];
  if (publicToken.length === 0 || publicToken.length > 500)
    problems.push({ path: ['publicToken'], message: 'The bank connection is missing. Link your bank again.' });
  if (input.plaidAccountId !== null && (input.plaidAccountId.length === 0 || input.plaidAccountId.length > 200))
    problems.push({ path: ['plaidAccountId'], message: 'Choose one account to pay from.' });
  if (problems.length > 0) throw badUserInput(problems);
  await deps.stepUp.requireRecent(scope);
  const chosen = await deps.bankLinks.readAuthAccount(publicToken, input.plaidAccountId);
  const row = await upsertBankAccount(deps.db, {
    userId,
    numbersDigest: deps.bankNumbersDigest(chosen.routingNumber, chosen.accountNumber),
    institutionName: chosen.institutionName,
    subtype: chosen.subtype,
    mask: chosen.mask,
    ...encryptBankNumbers(deps, userId, chosen),
    linkedAt: deps.now(),
  });
  return bankAccountView(row);
}

export async function myPaymentBankAccounts(deps: CardPaymentsDeps, userId: string) {
  return (await linkedBankAccountsOf(deps.db, userId)).map(bankAccountView);
}

/**
 * Removes a linked account; refused while autopay or a scheduled or pending
 * payment still pays from it (BANK_ACCOUNT_IN_USE). Its row stays for the
 * payments that name it.
 */
export async function removePaymentBankAccount(
  deps: CardPaymentsDeps,
  autopayUses: AutopayUsesBankAccount,
  userId: string,
  id: number,
): Promise<boolean> {
  const owned = await bankAccountOfUser(deps.db, userId, id);
  if (!owned || owned.removedAt) {
    throw new AppError('BANK_ACCOUNT_NOT_FOUND', 'There is no such linked bank account of yours.', 404);
  }
  await deps.db.transaction(async (tx) => {
    // The row lock: a payment from the account inserted at the same moment waits, then sees it removed.
    await lockBankAccount(tx, id);
    if ((await hasOpenPaymentFrom(tx, id)) || (await autopayUses(tx, id))) {
      throw new AppError(
        'BANK_ACCOUNT_IN_USE',
        'Autopay or a payment that has not gone through yet uses this account. Change or cancel it first.',
        409,
      );
    }
    await markBankAccountRemoved(tx, id, deps.now());
  });
  return true;
}
