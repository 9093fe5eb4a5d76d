import type { CardPaymentsDeps, PaymentBankNumbers } from './card-payments-deps.js';
import type { PaymentBankAccountRow } from './card-payments-repository.js';

/*
 * A linked bank account's numbers at rest (decision 080): each encrypted with
 * the app's field cipher, bound to its column and its member, so a value
 * copied to another row or column does not decrypt. They are decrypted only
 * to be sent to the issuer.
 */

const routingContext = (userId: string) => `payment_bank_accounts.routing_number:${userId}`;
const accountContext = (userId: string) => `payment_bank_accounts.account_number:${userId}`;

export function encryptBankNumbers(
  deps: Pick<CardPaymentsDeps, 'cipher'>,
  userId: string,
  numbers: { routingNumber: string; accountNumber: string },
) {
  return {
    routingNumberCipher: deps.cipher.encrypt(numbers.routingNumber, routingContext(userId)),
    accountNumberCipher: deps.cipher.encrypt(numbers.accountNumber, accountContext(userId)),
  };
}

/** The numbers the issuer needs to pull a payment from (or deposit to) the account. */
export async function bankNumbersOf(
  deps: Pick<CardPaymentsDeps, 'cipher' | 'db' | 'holderNameOf'>,
  bank: PaymentBankAccountRow,
): Promise<PaymentBankNumbers> {
  return {
    routingNumber: deps.cipher.decrypt(bank.routingNumberCipher, routingContext(bank.userId)),
    accountNumber: deps.cipher.decrypt(bank.accountNumberCipher, accountContext(bank.userId)),
    type: bank.subtype === 'savings' ? 'savings' : 'checking',
    holderName: (await deps.holderNameOf(deps.db, bank.userId)) ?? 'Cardholder',
  };
}

/** The account as card-payments.graphql shows it: never more than the last four digits. */
export function bankAccountView(bank: PaymentBankAccountRow) {
  return {
    id: bank.id,
    institutionName: bank.institutionName,
    subtype: bank.subtype,
    mask: bank.mask,
    linkedAt: bank.linkedAt.toISOString(),
  };
}

/** "Harbor Credit Union checking ••0000": how a mail or a list names the account. */
export function bankAccountLabel(bank: PaymentBankAccountRow): string {
  return `${bank.institutionName} ${bank.subtype} ending ${bank.mask}`;
}
