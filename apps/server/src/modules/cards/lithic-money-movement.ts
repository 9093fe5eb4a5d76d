import { createHash } from 'node:crypto';
import { CardIssuerRefusedError, type BankAccountNumbers, type CardIssuingProvider } from './card-issuing-provider.js';
import { lithicPaymentReference, type LithicPayment } from './lithic-activity.js';
import { LithicConflict, lithicFind, type LithicCall } from './lithic-http.js';

/**
 * Money between the card account and the holder's bank on Lithic's Payments
 * API (decision 085): a payment is a COLLECTION (an ACH debit of the
 * holder's bank into the issuing financial account), a cash-back deposit a
 * PAYMENT (an ACH credit to the bank). Both go ACH_NEXT_DAY from an external
 * bank account we verified ourselves (EXTERNALLY_VERIFIED: the holder linked
 * it behind a step-up, decision 073). The payment's `token` is a UUID made
 * from our key, so a retry answers the same payment, and a GET by it comes
 * first, as for statement credits (decision 045).
 */
type Movement = Pick<CardIssuingProvider, 'createPayment' | 'cancelPayment' | 'depositToBank'>;

interface ExternalBankAccount {
  token: string;
}

export interface LithicMoneyMovementDeps {
  call: LithicCall;
  issuingAccountOf(accountToken: string): Promise<{ token: string }>;
  tokenOf(key: string): string;
}

function bankKeyOf(accountId: string, bank: BankAccountNumbers): string {
  const digest = createHash('sha256')
    .update(`${accountId}|${bank.routingNumber}|${bank.accountNumber}|${bank.type}`)
    .digest('hex');
  return `waypoint-bank-${digest.slice(0, 40)}`;
}

export function createLithicMoneyMovement({ call, issuingAccountOf, tokenOf }: LithicMoneyMovementDeps): Movement {
  /**
   * The holder's bank account at Lithic. Lithic keeps one record per account
   * and numbers: a second create answers 409 with `existing_token`, which is
   * the record we want; so nothing of ours stores Lithic's token.
   */
  async function externalBankAccountOf(accountId: string, bank: BankAccountNumbers): Promise<string> {
    const key = bankKeyOf(accountId, bank);
    try {
      const created = await call<ExternalBankAccount>('POST', '/v1/external_bank_accounts', {
        idempotencyKey: key,
        allowConflict: true,
        body: {
          verification_method: 'EXTERNALLY_VERIFIED',
          owner_type: 'INDIVIDUAL',
          owner: bank.holderName.slice(0, 100),
          account_token: accountId,
          type: bank.type === 'savings' ? 'SAVINGS' : 'CHECKING',
          routing_number: bank.routingNumber,
          account_number: bank.accountNumber,
          country: 'USA',
          currency: 'USD',
          user_defined_id: key,
        },
      });
      return created.token;
    } catch (error) {
      if (!(error instanceof LithicConflict)) throw error;
      const existing = (error.answer as { context?: { existing_token?: unknown } | null } | null)?.context
        ?.existing_token;
      if (typeof existing === 'string' && existing !== '') return existing;
      throw new CardIssuerRefusedError('Lithic refused the bank account (409) without naming the one it has', 409);
    }
  }

  async function move(
    kind: 'COLLECTION' | 'PAYMENT',
    request: { accountId: string; bank: BankAccountNumbers; amountCents: number; idempotencyKey: string },
    memo: string,
  ): Promise<string> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
      throw new CardIssuerRefusedError(`A ${kind.toLowerCase()} needs a positive amount in cents`);
    const token = tokenOf(`${kind.toLowerCase()}-${request.idempotencyKey}`);
    // Made before: a retry after an answer we never read.
    if (await lithicFind<LithicPayment>(call, `/v1/payments/${token}`)) return token;
    const issuing = await issuingAccountOf(request.accountId);
    const externalBankAccount = await externalBankAccountOf(request.accountId, request.bank);
    await call('POST', '/v1/payments', {
      idempotencyKey: token,
      body: {
        token,
        type: kind,
        method: 'ACH_NEXT_DAY',
        // WEB: a consumer's debit authorised online; PPD: a credit to a consumer's account.
        method_attributes: { sec_code: kind === 'COLLECTION' ? 'WEB' : 'PPD' },
        financial_account_token: issuing.token,
        external_bank_account_token: externalBankAccount,
        amount: request.amountCents,
        memo: memo.replace(/[^\x20-\x7e]/g, '').slice(0, 512),
        user_defined_id: lithicPaymentReference(request.accountId, request.idempotencyKey),
      },
    });
    return token;
  }

  return {
    async createPayment(request) {
      // Lithic has no credit date: the payment is received when it is made, and we make it on its day.
      const paymentId = await move('COLLECTION', request, `Card payment ${request.creditDate}`);
      return { paymentId };
    },

    async cancelPayment(paymentId) {
      // Lithic publishes no call to stop a payment once made (decision 085): only one it cancelled itself is stopped.
      const payment = await lithicFind<LithicPayment>(call, `/v1/payments/${encodeURIComponent(paymentId)}`);
      if (!payment) return false;
      return (
        payment.status === 'CANCELED' ||
        (payment.events ?? []).some((event) => event.type === 'ACH_ORIGINATION_CANCELLED')
      );
    },

    async depositToBank(request) {
      const depositId = await move('PAYMENT', request, request.description);
      return { depositId };
    },
  };
}
