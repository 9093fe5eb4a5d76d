import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { lithicTestBank, useLithicIssuer } from '../../testing/lithic-issuer-fixture.js';
import { lithicStandInWebhookSecret } from '../../testing/stand-ins/lithic-stand-in.js';
import { CardIssuerRefusedError, CardIssuerUnavailableError } from './card-issuing-provider.js';
import { lithicTokenOf } from './lithic-card-issuer.js';
import { createLithicWebhookReader } from './lithic-webhooks.js';

/**
 * Contract tests for moving money and changing the account on Lithic (decision
 * 085): payments and cash-back deposits once per key, the holder's bank
 * account, cancelling, the limit and closing, against the stand-in.
 */
const lithic = useLithicIssuer();
const bank = lithicTestBank;

describe('payments and deposits', () => {
  it('collects a payment once per key: a retry answers the same payment, and the bank account is made once', async () => {
    const { accountId, issuing } = await lithic.openedAccount();
    const request = { accountId, bank, amountCents: 12_345, idempotencyKey: 'payment-row-1', creditDate: '2026-11-28' };
    const first = await lithic.issuer.createPayment(request);
    const again = await lithic.issuer.createPayment(request);
    expect(again).toEqual(first);
    expect(first.paymentId).toBe(lithicTokenOf('collection-payment-row-1'));
    const made = lithic
      .postsTo('/v1/payments')
      .filter((post) => post.body?.user_defined_id === `${accountId}:payment-row-1`);
    expect(made).toHaveLength(1);
    expect(made[0]?.headers['idempotency-key']).toBe(first.paymentId);
    expect(lithic.standIn.payments.get(first.paymentId)).toMatchObject({
      type: 'ORIGINATION_DEBIT',
      financial_account_token: issuing,
      pending_amount: 12_345,
      method: 'ACH_NEXT_DAY',
      method_attributes: { sec_code: 'WEB' },
    });
    const accounts = [...lithic.standIn.externalBankAccounts.values()].filter(
      (account) => account.account_token === accountId,
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      verification_method: 'EXTERNALLY_VERIFIED',
      owner_type: 'INDIVIDUAL',
      owner: 'Ada Lovelace',
      type: 'CHECKING',
      routing_number: '011000015',
      account_number: '123456789012',
    });
  });

  it('uses the bank account Lithic already has (its 409 names it) once our key has expired', async () => {
    const { accountId } = await lithic.openedAccount();
    const pay = (key: string) =>
      lithic.issuer.createPayment({
        accountId,
        bank,
        amountCents: 5_000,
        idempotencyKey: key,
        creditDate: '2026-11-28',
      });
    const first = await pay('expired-key-1');
    lithic.standIn.forgetIdempotencyKeys();
    const second = await pay('expired-key-2');
    const accountOf = (paymentId: string) => lithic.standIn.payments.get(paymentId)?.external_bank_account_token;
    expect(accountOf(second.paymentId)).toBe(accountOf(first.paymentId));
    expect(
      [...lithic.standIn.externalBankAccounts.values()].filter((account) => account.account_token === accountId),
    ).toHaveLength(1);
  });

  it('sends cash back as a PAYMENT to the bank, once per key, apart from payments with the same key', async () => {
    const { accountId } = await lithic.openedAccount();
    const deposit = {
      accountId,
      bank: { ...bank, type: 'savings' as const },
      amountCents: 2_500,
      idempotencyKey: 'same-key',
      description: 'Cash back',
    };
    const first = await lithic.issuer.depositToBank(deposit);
    expect(await lithic.issuer.depositToBank(deposit)).toEqual(first);
    const payment = await lithic.issuer.createPayment({
      accountId,
      bank,
      amountCents: 100,
      idempotencyKey: 'same-key',
      creditDate: '2026-11-28',
    });
    expect(payment.paymentId).not.toBe(first.depositId);
    expect(lithic.standIn.payments.get(first.depositId)).toMatchObject({
      type: 'ORIGINATION_CREDIT',
      pending_amount: -2_500,
      descriptor: 'Cash back',
      method_attributes: { sec_code: 'PPD' },
    });
  });

  it.each([
    ['a 5xx on the payment', /^\/v1\/payments$/, 503, CardIssuerUnavailableError],
    ['a 5xx on the bank account', /^\/v1\/external_bank_accounts$/, 500, CardIssuerUnavailableError],
    ['a 4xx on the payment', /^\/v1\/payments$/, 400, CardIssuerRefusedError],
  ])(
    '%s: refused or unavailable as Lithic answered, and a retry makes exactly one payment',
    async (_case, path, status, expected) => {
      const { accountId } = await lithic.openedAccount();
      const key = `fault-${String(path)}-${status}`;
      const request = { accountId, bank, amountCents: 4_000, idempotencyKey: key, creditDate: '2026-11-28' };
      lithic.standIn.failNext('POST', path, { status });
      await expect(lithic.issuer.createPayment(request)).rejects.toThrow(expected);
      const { paymentId } = await lithic.issuer.createPayment(request);
      await lithic.issuer.createPayment(request);
      expect(lithic.standIn.payments.get(paymentId)).toMatchObject({ pending_amount: 4_000 });
      const made = [...lithic.standIn.payments.values()].filter(
        (entry) => entry.user_defined_id === `${accountId}:${key}`,
      );
      expect(made.map((entry) => entry.token)).toEqual([paymentId]);
    },
  );

  it.each([
    ['a pending payment answers false (Lithic publishes no way to stop it)', (_token: string) => undefined, false],
    ['a settled payment answers false', (token: string) => lithic.standIn.settlePayment(token), false],
    [
      'a payment Lithic cancelled answers true',
      (token: string) => {
        const payment = lithic.standIn.payments.get(token);
        if (payment) payment.status = 'CANCELED';
      },
      true,
    ],
  ])('cancelling %s', async (_case, arrange, expected) => {
    const { accountId } = await lithic.openedAccount();
    const { paymentId } = await lithic.issuer.createPayment({
      accountId,
      bank,
      amountCents: 1_000,
      idempotencyKey: `cancel-${String(expected)}-${_case}`,
      creditDate: '2026-11-28',
    });
    arrange(paymentId);
    expect(await lithic.issuer.cancelPayment(paymentId)).toBe(expected);
  });

  it('cancelling a payment Lithic does not know answers false', async () => {
    expect(await lithic.issuer.cancelPayment('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});

describe('the limit and closing', () => {
  it('sets a new credit limit on the credit configuration', async () => {
    const { accountId, issuing } = await lithic.openedAccount();
    await lithic.issuer.setCreditLimit(accountId, 350_000);
    expect(lithic.standIn.creditLimits.get(issuing)).toBe(350_000);
    expect(await lithic.issuer.balanceOf(accountId)).toMatchObject({ creditLimitCents: 350_000 });
  });

  it('closes the cards and then the account, and closing again succeeds without another change', async () => {
    const { accountId } = await lithic.openedAccount();
    const { cardId } = await lithic.issuer.issueCard({ accountId });
    await lithic.issuer.activateCard(cardId);
    await lithic.issuer.closeAccount(accountId);
    expect(lithic.standIn.cards.get(cardId)?.state).toBe('CLOSED');
    expect(lithic.standIn.accounts.get(accountId)).toMatchObject({ state: 'CLOSED', substatus: 'END_USER_REQUEST' });
    const before = lithic.standIn.requests.length;
    await lithic.issuer.closeAccount(accountId);
    expect(lithic.standIn.requests.slice(before).filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('a 5xx while closing is unavailable, and the retry finishes the job', async () => {
    const { accountId } = await lithic.openedAccount();
    const { cardId } = await lithic.issuer.issueCard({ accountId });
    lithic.standIn.failNext('PATCH', /^\/v1\/accounts\//, { status: 502 });
    await expect(lithic.issuer.closeAccount(accountId)).rejects.toThrow(CardIssuerUnavailableError);
    expect(lithic.standIn.cards.get(cardId)?.state).toBe('CLOSED');
    await lithic.issuer.closeAccount(accountId);
    expect(lithic.standIn.accounts.get(accountId)?.state).toBe('CLOSED');
  });
});

describe('a payment as Lithic delivers it', () => {
  /** Receives one delivery on loopback and reads it as the receiver would. */
  async function delivered(send: (url: string) => Promise<number>) {
    let received: { body: string; headers: Record<string, string | string[] | undefined> } | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received = { body: Buffer.concat(chunks).toString('utf8'), headers: request.headers };
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (!received) throw new Error('nothing was delivered');
    return createLithicWebhookReader(lithicStandInWebhookSecret).read(received.body, received.headers, new Date());
  }

  it.each([
    ['settled', (token: string) => lithic.standIn.settlePayment(token), ['payment']],
    ['returned R02', (token: string) => lithic.standIn.returnPayment(token, 'R02'), ['payment', 'payment_return']],
  ])('%s: the webhook posts what the reconciliation read gives', async (_case, move, kinds) => {
    const { accountId } = await lithic.openedAccount();
    const { paymentId } = await lithic.issuer.createPayment({
      accountId,
      bank,
      amountCents: 6_000,
      idempotencyKey: `delivered-${_case}`,
      creditDate: '2026-11-28',
    });
    move(paymentId);
    const read = await delivered((url) => lithic.standIn.sendPaymentUpdate(url, paymentId));
    if (!read.ok) throw new Error(read.reason);
    const posted = read.events.flatMap((event) =>
      event.type === 'transaction.posted' && event.accountId === accountId ? [event.transaction] : [],
    );
    expect(posted.map((transaction) => transaction.kind)).toEqual(kinds);
    const reconciled = await lithic.issuer.transactionsOf(accountId, null);
    expect(reconciled).toEqual(posted);
  });
});
