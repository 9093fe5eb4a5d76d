import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedWithCard } from '../../testing/cards-test-kit.js';
import {
  receivedEvents,
  recordingDeps,
  runQueued,
  sandboxAccount,
  sandboxJobDeps,
  sandboxTimersEnv,
} from '../../testing/sandbox-issuer-test-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { BankAccountNumbers } from './card-issuing-provider.js';
import {
  sandboxDeliveryHandler,
  sandboxDeliveryQueue,
  sandboxDepositHandler,
  sandboxDepositQueue,
  sandboxPaymentHandler,
  sandboxPaymentQueue,
} from './sandbox-issuer-jobs.js';
import { insertSandboxTransaction } from './sandbox-issuer-repository.js';

/*
 * The sandbox issuer's payments, deposits, credits, balance, limit and
 * closing (decision 079; docs/sandbox.md "Cards"), with its events delivered
 * through the real receiver to recording stand-ins of the ports.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(sandboxTimersEnv);
});
afterAll(async () => {
  await app.close();
});

const bank: BankAccountNumbers = {
  routingNumber: '011000015',
  accountNumber: '123456789',
  type: 'checking',
  holderName: 'Test Holder',
};

function setUp() {
  const { deps, calls } = recordingDeps(app);
  const jobs = sandboxJobDeps(app, deps, calls);
  return {
    calls,
    runPayments: () => runQueued(app, sandboxPaymentQueue, sandboxPaymentHandler(jobs)),
    runDeposits: () => runQueued(app, sandboxDepositQueue, sandboxDepositHandler(jobs)),
    runDeliveries: () => runQueued(app, sandboxDeliveryQueue, sandboxDeliveryHandler(jobs)),
    paymentHandler: sandboxPaymentHandler(jobs),
  };
}

const pay = (accountId: string, amountCents: number, idempotencyKey: string) =>
  app.cards.issuer.createPayment({ accountId, bank, amountCents, idempotencyKey, creditDate: '2027-01-15' });

describe('payments', () => {
  it('one payment per (account, key): asked twice, the same payment; it posts once as received', async () => {
    const { calls, runPayments } = setUp();
    const account = await sandboxAccount(app);
    const askedAt = app.clock.now();
    const first = await pay(account.providerAccountId, 10_000, 'key-1');
    const again = await pay(account.providerAccountId, 10_000, 'key-1');
    expect(again.paymentId).toBe(first.paymentId);
    // The same key on another account is another payment.
    const other = await sandboxAccount(app);
    expect((await pay(other.providerAccountId, 10_000, 'key-1')).paymentId).not.toBe(first.paymentId);

    app.clock.advance(60_000);
    await runPayments();
    const mine = calls.transactions.filter((transaction) => transaction.paymentId === first.paymentId);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'payment', amountCents: 10_000, paymentId: first.paymentId, returnCode: null }),
    ]);
    // Credited as of when it was received, not when it settled (Reg Z 1026.10(a)).
    expect(mine[0]?.postedAt.getTime()).toBeGreaterThanOrEqual(askedAt.getTime());
    expect(mine[0]?.postedAt.getTime()).toBeLessThan(askedAt.getTime() + 60_000);
    expect(calls.paymentsPosted).toContainEqual({ paymentId: first.paymentId, postedAt: mine[0]?.postedAt });
    expect(calls.paymentsReturned).toEqual([]);
    expect(await app.cards.issuer.balanceOf(account.providerAccountId)).toEqual({
      currentBalanceCents: -10_000,
      availableCreditCents: 260_000,
      creditLimitCents: 250_000,
    });
  });

  it.each([
    [5_001, 'R01'],
    [5_002, 'R02'],
    [5_003, 'R03'],
    [5_029, 'R29'],
  ])('a test amount of %i cents posts, then comes back %s', async (amountCents, code) => {
    const { calls, runPayments } = setUp();
    const account = await sandboxAccount(app);
    const { paymentId } = await pay(account.providerAccountId, amountCents, `key-${amountCents}`);
    await runPayments();
    expect(
      calls.transactions.map((transaction) => [transaction.kind, transaction.paymentId, transaction.returnCode]),
    ).toEqual([
      ['payment', paymentId, null],
      ['payment_return', paymentId, code],
    ]);
    expect(calls.paymentsPosted.map((posted) => posted.paymentId)).toEqual([paymentId]);
    expect(calls.paymentsReturned).toEqual([expect.objectContaining({ paymentId, returnCode: code })]);
    // The return takes the credit back.
    expect((await app.cards.issuer.balanceOf(account.providerAccountId)).currentBalanceCents).toBe(0);
  });

  it('a retried job delivers the same event ids, which post once', async () => {
    const { calls, runPayments, paymentHandler } = setUp();
    const account = await sandboxAccount(app);
    const { paymentId } = await pay(account.providerAccountId, 7_001, 'retry-key');
    const ran = await runPayments();
    const firstDeliveries = [...calls.delivered];
    expect(firstDeliveries).toHaveLength(2);
    // Both steps again, as pg-boss retries a job whose completion was lost.
    await paymentHandler({ id: ran[0] ?? '', data: { paymentId, step: 'post' }, retryCount: 1, finalAttempt: false });
    await paymentHandler({ id: ran[1] ?? '', data: { paymentId, step: 'return' }, retryCount: 1, finalAttempt: false });
    expect(calls.delivered).toEqual([...firstDeliveries, ...firstDeliveries]);
    expect(calls.transactions).toHaveLength(2);
    expect(calls.paymentsPosted).toHaveLength(1);
    expect(calls.paymentsReturned).toHaveLength(1);
    const posted = await receivedEvents(app, 'transaction.posted');
    expect(firstDeliveries.every((id) => posted.filter((eventId) => eventId === id).length === 1)).toBe(true);
  });

  it('cancels until the posting ran, then answers too late', async () => {
    const { calls, runPayments } = setUp();
    const account = await sandboxAccount(app);
    const early = await pay(account.providerAccountId, 4_000, 'cancel-early');
    expect(await app.cards.issuer.cancelPayment(early.paymentId)).toBe(true);
    expect(await app.cards.issuer.cancelPayment(early.paymentId)).toBe(true);
    const late = await pay(account.providerAccountId, 6_000, 'cancel-late');
    await runPayments();
    expect(await app.cards.issuer.cancelPayment(late.paymentId)).toBe(false);
    expect(await app.cards.issuer.cancelPayment('sbx_pay_unknown')).toBe(false);
    expect(calls.transactions.map((transaction) => transaction.paymentId)).toEqual([late.paymentId]);
    expect((await app.cards.issuer.balanceOf(account.providerAccountId)).currentBalanceCents).toBe(-6_000);
  });
});

describe('deposits to the holder’s bank', () => {
  it.each([
    [2_500, [['settled', null]]],
    [
      2_502,
      [
        ['settled', null],
        ['returned', 'R02'],
      ],
    ],
    [
      2_529,
      [
        ['settled', null],
        ['returned', 'R29'],
      ],
    ],
  ])('%i cents: %j, each once', async (amountCents, expected) => {
    const { calls, runDeposits } = setUp();
    const account = await sandboxAccount(app);
    const request = { accountId: account.providerAccountId, bank, amountCents, description: 'Cash back' };
    const first = await app.cards.issuer.depositToBank({ ...request, idempotencyKey: `deposit-${amountCents}` });
    const again = await app.cards.issuer.depositToBank({ ...request, idempotencyKey: `deposit-${amountCents}` });
    expect(again.depositId).toBe(first.depositId);
    await runDeposits();
    await runDeposits();
    expect(calls.deposits.map((deposit) => [deposit.status, deposit.returnCode])).toEqual(expected);
    expect(calls.deposits.every((deposit) => deposit.providerDepositId === first.depositId)).toBe(true);
    // A deposit is cash back leaving, not a posting to the card: the balance does not move.
    expect((await app.cards.issuer.balanceOf(account.providerAccountId)).currentBalanceCents).toBe(0);
  });
});

describe('the balance, credits, limit and closing', () => {
  it('is counted from what was posted: purchases + fees + interest + returns − refunds − payments − credits', async () => {
    const { calls, runDeliveries } = setUp();
    const account = await sandboxAccount(app, { creditLimitCents: 100_000 });
    const postedAt = app.clock.now();
    const rows: [string, number][] = [
      ['purchase', 40_000],
      ['fee', 2_500],
      ['interest', 700],
      ['payment_return', 3_000],
      ['refund', 1_000],
      ['payment', 5_000],
    ];
    for (const [index, [kind, amountCents]] of rows.entries()) {
      await insertSandboxTransaction(app.database.db, {
        transactionId: `sbx_txn_balance_${account.id}_${index}`,
        accountId: account.providerAccountId,
        kind,
        amountCents,
        eventId: `sbx_evt_balance_${account.id}_${index}`,
        postedAt,
      });
    }
    // A statement credit (a cash-back redemption) posts as a credit, once per key, and is announced.
    const credit = {
      accountId: account.providerAccountId,
      amountCents: 1_200,
      idempotencyKey: 'redemption-1',
      description: 'Cash-back redemption',
    };
    await app.cards.issuer.creditAccount(credit);
    await app.cards.issuer.creditAccount(credit);
    await runDeliveries();
    expect(calls.transactions).toEqual([
      expect.objectContaining({ kind: 'credit', amountCents: 1_200, description: 'Cash-back redemption' }),
    ]);
    const balance = 40_000 + 2_500 + 700 + 3_000 - 1_000 - 5_000 - 1_200;
    expect(await app.cards.issuer.balanceOf(account.providerAccountId)).toEqual({
      currentBalanceCents: balance,
      availableCreditCents: 100_000 - balance,
      creditLimitCents: 100_000,
    });
    await app.cards.issuer.setCreditLimit(account.providerAccountId, 150_000);
    expect(await app.cards.issuer.balanceOf(account.providerAccountId)).toMatchObject({
      availableCreditCents: 150_000 - balance,
      creditLimitCents: 150_000,
    });
    // Closed: nothing more to spend, the balance still owed; closing again is fine.
    await app.cards.issuer.closeAccount(account.providerAccountId);
    await app.cards.issuer.closeAccount(account.providerAccountId);
    expect(await app.cards.issuer.balanceOf(account.providerAccountId)).toMatchObject({
      currentBalanceCents: balance,
      availableCreditCents: 0,
    });
    expect((await app.cards.issuer.transactionsOf(account.providerAccountId, null)).map((row) => row.kind)).toEqual([
      'purchase',
      'fee',
      'interest',
      'payment_return',
      'refund',
      'payment',
      'credit',
    ]);
  });

  it('refuses an account it never opened', async () => {
    await expect(app.cards.issuer.balanceOf('sbx_acct_never')).rejects.toThrow(/no sandbox account/);
  });
});

describe('the approval’s APR', () => {
  it('is kept on our account and at the issuer, which charges interest at it', async () => {
    const holder = await approvedWithCard(app, 'Aprson');
    const { rows } = await app.database.sql.executeSql(
      'SELECT apr_bps FROM application_decisions WHERE application_id = $1 AND outcome = $2',
      [holder.applicationId, 'approve'],
    );
    const aprBps = (rows as { apr_bps: number }[])[0]?.apr_bps;
    expect(aprBps).toEqual(expect.any(Number));
    expect(holder.account.aprBps).toBe(aprBps);
    const { rows: atIssuer } = await app.database.sql.executeSql(
      'SELECT apr_bps FROM sandbox_issuer_accounts WHERE account_id = $1',
      [holder.account.providerAccountId],
    );
    expect(atIssuer).toEqual([{ apr_bps: aprBps }]);
  });
});
