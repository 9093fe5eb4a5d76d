import { describe, expect, it } from 'vitest';
import { lithicTestBank, useLithicIssuer } from '../../testing/lithic-issuer-fixture.js';
import { CardIssuerRefusedError } from './card-issuing-provider.js';

/**
 * Contract tests for reading the card account's ledger on Lithic (decision 085):
 * balances, statements with every figure, and account activity as our
 * transactions, paged and bounded, against the stand-in.
 */
const lithic = useLithicIssuer();
const bank = lithicTestBank;

describe('balances', () => {
  it.each([
    ['nothing spent', null, { currentBalanceCents: 0, availableCreditCents: 200_000 }],
    [
      'spent and held by authorisations',
      { available_amount: 150_000, pending_amount: 5_000 },
      { currentBalanceCents: 45_000, availableCreditCents: 150_000 },
    ],
    [
      'over the limit',
      { available_amount: -2_000, pending_amount: 0 },
      { currentBalanceCents: 202_000, availableCreditCents: 0 },
    ],
    [
      'a credit balance',
      { available_amount: 203_000, pending_amount: 0 },
      { currentBalanceCents: -3_000, availableCreditCents: 203_000 },
    ],
  ])('%s', async (_case, balance, expected) => {
    const { accountId, issuing } = await lithic.openedAccount();
    if (balance) lithic.standIn.balances.set(issuing, balance);
    expect(await lithic.issuer.balanceOf(accountId)).toEqual({ creditLimitCents: 200_000, ...expected });
  });
});

describe('statements', () => {
  const lithicStatement = (overrides: Record<string, unknown> = {}) => ({
    financial_account_token: 'set-below',
    statement_start_date: '2026-10-01',
    statement_end_date: '2026-10-31',
    payment_due_date: '2026-11-25',
    starting_balance: -10_000,
    ending_balance: -52_345,
    amount_due: { amount: -3_500, past_due: 0 },
    period_totals: { payments: 10_000, purchases: 51_000, fees: 500, credits: 150, interest: 995 },
    interest_details: { effective_apr: { purchases: '24.99', cash_advances: '29.99', balance_transfers: '0' } },
    credit_limit: 250_000,
    statement_type: 'PERIOD_END',
    ...overrides,
  });

  it('maps every figure, oldest first, leaving out the initial statement', async () => {
    const { accountId, issuing } = await lithic.openedAccount();
    const october = lithic.standIn.addStatement(issuing, lithicStatement());
    lithic.standIn.addStatement(issuing, lithicStatement({ statement_type: 'INITIAL' }));
    const november = lithic.standIn.addStatement(
      issuing,
      lithicStatement({
        statement_start_date: '2026-11-01',
        statement_end_date: '2026-11-30',
        payment_due_date: '2026-12-25',
        starting_balance: -52_345,
      }),
    );
    const statements = await lithic.issuer.statementsOf(accountId, null);
    expect(statements.map((statement) => statement.id)).toEqual([october.token, november.token]);
    expect(statements[0]).toEqual({
      id: october.token,
      // Eastern days: October 1 begins at 04:00 UTC (EDT); October 31 ends before 04:00 UTC on November 1.
      periodStart: '2026-10-01T04:00:00.000Z',
      periodEnd: '2026-11-01T03:59:59.999Z',
      dueDate: '2026-11-25',
      balanceCents: 52_345,
      minimumDueCents: 3_500,
      previousBalanceCents: 10_000,
      paymentsCents: 10_000,
      creditsCents: 150,
      purchasesCents: 51_000,
      feesCents: 500,
      interestCents: 995,
      aprBps: 2_499,
      creditLimitCents: 250_000,
    });
  });

  it.each([
    [
      'no payment due date (nothing owed): due on its closing day',
      { payment_due_date: null },
      { dueDate: '2026-10-31' },
    ],
    [
      'a net credit: nothing due, balance 0',
      { ending_balance: 1_200, amount_due: { amount: 1_200, past_due: 0 } },
      { balanceCents: 0, minimumDueCents: 0 },
    ],
  ])('%s', async (_case, overrides, expected) => {
    const { accountId, issuing } = await lithic.openedAccount();
    lithic.standIn.addStatement(issuing, lithicStatement(overrides));
    const [statement] = await lithic.issuer.statementsOf(accountId, null);
    expect(statement).toMatchObject(expected);
  });

  it.each([
    ['a percentage', { effective_apr: { purchases: '19.5' } }, 1_950],
    ['zero (a promotion)', { effective_apr: { purchases: '0' } }, 0],
    ['no interest details', null, null],
    ['not a number', { effective_apr: { purchases: 'n/a' } }, null],
    ['over 100%', { effective_apr: { purchases: '150' } }, null],
  ])('the APR given as %s', async (_case, interestDetails, expected) => {
    const { accountId, issuing } = await lithic.openedAccount();
    lithic.standIn.addStatement(issuing, lithicStatement({ interest_details: interestDetails }));
    const [statement] = await lithic.issuer.statementsOf(accountId, null);
    if (expected === null) expect(statement).not.toHaveProperty('aprBps');
    else expect(statement?.aprBps).toBe(expected);
  });

  it.each([
    [
      'whole cents, by average daily balance',
      { interest_calculation_method: 'AVERAGE_DAILY', daily_balance_amounts: { purchases: '48210' } },
      { balanceSubjectToInterestCents: 48_210, interestBalanceMethod: 'average_daily_balance' },
    ],
    [
      'whole cents, by daily balance',
      { interest_calculation_method: 'DAILY', daily_balance_amounts: { purchases: '0' } },
      { balanceSubjectToInterestCents: 0, interestBalanceMethod: 'daily_balance' },
    ],
    ['dollars and cents (not Lithic’s cents)', { daily_balance_amounts: { purchases: '482.10' } }, {}],
    ['a negative amount', { daily_balance_amounts: { purchases: '-100' } }, {}],
    ['a method we do not know', { interest_calculation_method: 'ADB_MONTHLY' }, {}],
    ['no interest details', null, {}],
  ])('the balance subject to interest rate given as %s (Reg Z 1026.7(b)(5))', async (_case, details, expected) => {
    const { accountId, issuing } = await lithic.openedAccount();
    lithic.standIn.addStatement(issuing, lithicStatement({ interest_details: details }));
    const [statement] = await lithic.issuer.statementsOf(accountId, null);
    // What is not Lithic's whole cents or a method we know is left out, never guessed.
    expect({
      balanceSubjectToInterestCents: statement?.balanceSubjectToInterestCents,
      interestBalanceMethod: statement?.interestBalanceMethod,
    }).toEqual({ balanceSubjectToInterestCents: undefined, interestBalanceMethod: undefined, ...expected });
  });

  it.each([
    ['whole cents', 480_000, 480_000],
    ['zero', 0, 0],
    ['not given', undefined, undefined],
    ['null', null, undefined],
    ['negative', -100, undefined],
    ['a fraction of a cent', 1_000.5, undefined],
    ['more than any amount we take', 100_000_001, undefined],
  ])("the credit limit on the cycle's last day given as %s (decision 104)", async (_case, creditLimit, expected) => {
    const { accountId, issuing } = await lithic.openedAccount();
    lithic.standIn.addStatement(issuing, lithicStatement({ credit_limit: creditLimit }));
    const [statement] = await lithic.issuer.statementsOf(accountId, null);
    // Anything but Lithic's whole cents is left out, and the cycle is then counted at the limit we mirror.
    expect(statement?.creditLimitCents).toBe(expected);
  });

  it('reads only statements made since the date given, through every page', async () => {
    const { accountId, issuing } = await lithic.openedAccount();
    for (let month = 0; month < 5; month += 1) lithic.standIn.addStatement(issuing, lithicStatement());
    const small = lithic.adapter();
    expect(await small.statementsOf(accountId, new Date(Date.now() + 86_400_000 * 2))).toEqual([]);
    expect(await small.statementsOf(accountId, new Date(Date.now() - 60_000))).toHaveLength(5);
  });
});

describe('transactions', () => {
  it('maps settled purchases, refunds, payments, returns, credits, fees and interest; leaves out the rest', async () => {
    const { accountId } = await lithic.openedAccount();
    const add = (entry: Record<string, unknown>) => lithic.standIn.addActivity(accountId, entry);
    const purchase = add({
      family: 'CARD',
      account_token: accountId,
      status: 'SETTLED',
      settled_amount: 4_250,
      merchant: { descriptor: 'COFFEE SHOP' },
      events: [{ type: 'AUTHORIZATION' }, { type: 'CLEARING' }],
    });
    const refund = add({
      family: 'CARD',
      account_token: accountId,
      status: 'SETTLED',
      settled_amount: -1_000,
      events: [{ type: 'RETURN' }],
    });
    add({ family: 'CARD', account_token: accountId, status: 'PENDING', settled_amount: 0, events: [] });
    const interest = add({
      family: 'INTERNAL',
      status: 'SETTLED',
      settled_amount: 995,
      events: [{ type: 'INTEREST' }],
    });
    const fee = add({
      family: 'INTERNAL',
      status: 'SETTLED',
      settled_amount: 2_900,
      events: [{ type: 'LATE_PAYMENT' }],
    });
    const credit = add({
      family: 'MANAGEMENT_OPERATION',
      status: 'SETTLED',
      category: 'MANAGEMENT_REWARD',
      direction: 'CREDIT',
      settled_amount: 1_500,
      events: [{ type: 'CASH_BACK' }],
    });
    add({
      family: 'MANAGEMENT_OPERATION',
      status: 'SETTLED',
      settled_amount: 300,
      events: [{ type: 'INTEREST_REVERSAL' }],
    });
    const { paymentId: settled } = await lithic.issuer.createPayment({
      accountId,
      bank,
      amountCents: 7_500,
      idempotencyKey: 'tx-pay-1',
      creditDate: '2026-11-28',
    });
    const { paymentId: returned } = await lithic.issuer.createPayment({
      accountId,
      bank,
      amountCents: 2_001,
      idempotencyKey: 'tx-pay-2',
      creditDate: '2026-11-28',
    });
    await lithic.issuer.createPayment({
      accountId,
      bank,
      amountCents: 300,
      idempotencyKey: 'tx-pay-3',
      creditDate: '2026-11-28',
    });
    lithic.standIn.settlePayment(settled);
    lithic.standIn.returnPayment(returned, 'R01');

    const transactions = await lithic.issuer.transactionsOf(accountId, null);
    const byId = new Map(transactions.map((transaction) => [transaction.id, transaction]));
    expect(transactions).toHaveLength(8);
    expect(byId.get(purchase.token)).toMatchObject({
      kind: 'purchase',
      amountCents: 4_250,
      description: 'COFFEE SHOP',
    });
    expect(byId.get(refund.token)).toMatchObject({ kind: 'refund', amountCents: 1_000 });
    expect(byId.get(interest.token)).toMatchObject({ kind: 'interest', amountCents: 995 });
    expect(byId.get(fee.token)).toMatchObject({ kind: 'fee', amountCents: 2_900 });
    expect(byId.get(credit.token)).toMatchObject({ kind: 'credit', amountCents: 1_500 });
    const payment = lithic.standIn.payments.get(settled);
    expect(byId.get(settled)).toEqual({
      id: settled,
      kind: 'payment',
      amountCents: 7_500,
      description: 'Payment',
      paymentId: settled,
      postedAt: new Date(String(payment?.created)).toISOString(),
    });
    expect(byId.get(returned)).toMatchObject({ kind: 'payment', amountCents: 2_001, paymentId: returned });
    expect(byId.get(`${returned}-return`)).toMatchObject({
      kind: 'payment_return',
      amountCents: 2_001,
      paymentId: returned,
      returnCode: 'R01',
    });
    const times = transactions.map((transaction) => transaction.postedAt);
    expect(times).toEqual([...times].sort());
  });

  it('reads every page of a long history, and refuses one longer than its bound instead of cutting it', async () => {
    const { accountId } = await lithic.openedAccount();
    for (let index = 0; index < 250; index += 1)
      lithic.standIn.addActivity(accountId, {
        family: 'CARD',
        account_token: accountId,
        status: 'SETTLED',
        settled_amount: 100 + index,
        events: [],
      });
    const before = lithic.standIn.requests.length;
    expect(await lithic.issuer.transactionsOf(accountId, null)).toHaveLength(250);
    const pages = lithic.standIn.requests
      .slice(before)
      .filter((request) => request.path.startsWith('/v1/account_activity'));
    expect(pages).toHaveLength(3);
    expect(pages[1]?.path).toContain('starting_after=');
    await expect(lithic.adapter({ maxPages: 2 }).transactionsOf(accountId, null)).rejects.toThrow(
      CardIssuerRefusedError,
    );
  });

  it('asks from some days before `since` and keeps what changed since', async () => {
    const { accountId } = await lithic.openedAccount();
    const old = new Date(Date.now() - 30 * 86_400_000).toISOString();
    lithic.standIn.addActivity(accountId, {
      family: 'CARD',
      account_token: accountId,
      status: 'SETTLED',
      settled_amount: 900,
      created: old,
      updated: old,
    });
    const recent = lithic.standIn.addActivity(accountId, {
      family: 'CARD',
      account_token: accountId,
      status: 'SETTLED',
      settled_amount: 800,
    });
    const since = new Date(Date.now() - 60_000);
    const before = lithic.standIn.requests.length;
    const transactions = await lithic.issuer.transactionsOf(accountId, since);
    expect(transactions.map((transaction) => transaction.id)).toEqual([recent.token]);
    const asked = new URL(lithic.standIn.requests[before]?.path ?? '', 'http://x').searchParams.get('begin');
    expect(new Date(asked ?? '').getTime()).toBe(since.getTime() - 10 * 86_400_000);
  });
});
