import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import { cardPaymentSubmitQueue, submitJobId } from '../modules/card-payments/card-payment-submit-job.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { cardStatements } from '../modules/rewards/rewards-tables.js';
import { makeJobDue, storedJob } from '../platform/jobs/jobs-test-kit.js';
import {
  closedStatement,
  codeOf,
  deliverStatementAgain,
  myAutopay,
  noticesOf,
  onTheDay,
  payer,
  setAutopay,
  setAutopayAnswer,
  setPreference,
  type Payer,
} from './autopay-test-kit.js';
import { fieldErrorsOf, pay, paymentRows } from './card-payments-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// Autopay (docs/product-rules.md#autopay, decision 081): a closed statement schedules one payment on its
// due date, whatever is redelivered; the amount is fixed at the close and lowered on the day by what the
// cardholder paid meanwhile; the day's job retries while the issuer is unavailable, then gives up and mails.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ CARD_SANDBOX_CYCLE_MS: '0', CARD_SANDBOX_SETTLE_AFTER_MS: '0' });
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
  app.clock.unpin();
});

afterAll(async () => {
  await app?.close();
});

async function autopayPayments(someone: Payer) {
  return (await paymentRows(app, someone.holder)).filter((row) => row.autopay);
}

describe('setting autopay', () => {
  it.each([
    [
      'fixed without an amount',
      { amountChoice: 'fixed' },
      'fixedAmountCents',
      'Enter the amount autopay pays each month.',
    ],
    [
      'fixed under $1',
      { amountChoice: 'fixed', fixedAmountCents: 99 },
      'fixedAmountCents',
      'Autopay pays at least $1.00.',
    ],
    [
      'an amount for the minimum',
      { amountChoice: 'minimum', fixedAmountCents: 5_000 },
      'fixedAmountCents',
      'Only a fixed-amount autopay has an amount.',
    ],
    [
      'the current balance, which autopay does not pay',
      { amountChoice: 'currentBalance' },
      'amountChoice',
      'Choose the minimum payment, the statement balance or a fixed amount.',
    ],
    [
      'a bank account not linked',
      { amountChoice: 'minimum', bankAccountId: 999_999 },
      'bankAccountId',
      'Choose one of your linked bank accounts.',
    ],
  ])('refuses %s', async (_name, args, field, message) => {
    const someone = await payer(app, 0);
    const answer = await setAutopayAnswer(someone.holder, { bankAccountId: someone.bankAccountId, ...args });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(answer)).toEqual([{ field, message }]);
    expect(await myAutopay(someone.holder)).toBeNull();
  });

  it('is off until set; set, it answers its choice and bank account; turned off, it is null again', async () => {
    const someone = await payer(app, 0);
    expect(await myAutopay(someone.holder)).toBeNull();
    const set = await setAutopay(someone.holder, {
      bankAccountId: someone.bankAccountId,
      amountChoice: 'fixed',
      fixedAmountCents: 7_500,
    });
    expect(set).toEqual({
      amountChoice: 'fixed',
      fixedAmountCents: 7_500,
      nextPaymentDate: null,
      bankAccount: { id: someone.bankAccountId, mask: '0000' },
    });
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'minimum' });
    expect(await myAutopay(someone.holder)).toMatchObject({ amountChoice: 'minimum', fixedAmountCents: null });
    const off = await someone.holder.applicant.query<{ turnOffAutopay: boolean }>('mutation { turnOffAutopay }');
    expect(off.data).toEqual({ turnOffAutopay: true });
    expect(await myAutopay(someone.holder)).toBeNull();
  });
});

describe('a statement closing with autopay on', () => {
  it('schedules one payment of the minimum on the due date and one notice, however often it is delivered', async () => {
    const someone = await payer(app, 20_000);
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'minimum' });
    const statement = await closedStatement(someone);
    expect(statement.dueDate).toBe(addCalendarDays(creditDateOf(app.clock.now()), 25));
    await deliverStatementAgain(app, someone, statement.statementId);
    await deliverStatementAgain(app, someone, statement.statementId);
    await app.jobs.drain();

    const payments = await autopayPayments(someone);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountChoice: 'autopay',
      amountCents: statement.minimumDueCents,
      status: 'scheduled',
      scheduledFor: statement.dueDate,
      creditDate: statement.dueDate,
      bankAccountId: someone.bankAccountId,
    });
    expect(await myAutopay(someone.holder)).toMatchObject({ nextPaymentDate: statement.dueDate });
    const notices = await noticesOf(app, someone, 'autopayScheduled');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`we will take $${(statement.minimumDueCents / 100).toFixed(2)}`);
    const ready = await noticesOf(app, someone, 'statementReady');
    expect(ready).toHaveLength(1);
    const [statementRow] = await app.database.db
      .select({ id: cardStatements.id })
      .from(cardStatements)
      .where(eq(cardStatements.providerStatementId, statement.statementId));
    expect(ready[0]?.text).toContain(`/account/statements/${statementRow?.id}\n`);
  });

  it.each([
    ['fixed, its notice turned off: none', { amountChoice: 'fixed', fixedAmountCents: 4_000 }, 0],
    ['the minimum, its notice turned off while fixed: sent, as the law requires', { amountChoice: 'minimum' }, 1],
  ])('autopay %s', async (_name, setting, notices) => {
    const someone = await payer(app, 20_000);
    await setAutopay(someone.holder, {
      bankAccountId: someone.bankAccountId,
      amountChoice: 'fixed',
      fixedAmountCents: 4_000,
    });
    expect((await setPreference(someone.holder, 'autopayScheduled', false)).errors).toBeUndefined();
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, ...setting });
    await closedStatement(someone);
    expect(await autopayPayments(someone)).toHaveLength(1);
    expect(await noticesOf(app, someone, 'autopayScheduled')).toHaveLength(notices);
  });

  it.each([
    ['the statement balance', { amountChoice: 'statementBalance' }, 20_000],
    ['a fixed amount under the balance', { amountChoice: 'fixed', fixedAmountCents: 5_000 }, 5_000],
    ['a fixed amount over the balance, capped at it', { amountChoice: 'fixed', fixedAmountCents: 50_000 }, 20_000],
  ])('for %s schedules the amount fixed at the close', async (_name, setting, amountCents) => {
    const someone = await payer(app, 20_000);
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, ...setting });
    const statement = await closedStatement(someone);
    expect(statement.balanceCents).toBe(20_000);
    const [payment, ...more] = await autopayPayments(someone);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amountCents, status: 'scheduled', creditDate: statement.dueDate });
  });

  it('schedules nothing for a statement with nothing owed, or with autopay off', async () => {
    const nothingOwed = await payer(app, 0);
    await setAutopay(nothingOwed.holder, {
      bankAccountId: nothingOwed.bankAccountId,
      amountChoice: 'statementBalance',
    });
    await closedStatement(nothingOwed);
    expect(await autopayPayments(nothingOwed)).toEqual([]);
    expect(await noticesOf(app, nothingOwed, 'autopayScheduled')).toEqual([]);
    expect(await noticesOf(app, nothingOwed, 'statementReady')).toHaveLength(1);

    const autopayOff = await payer(app, 20_000);
    await closedStatement(autopayOff);
    expect(await autopayPayments(autopayOff)).toEqual([]);
  });

  it('turning autopay off cancels the payment still waiting for its day', async () => {
    const someone = await payer(app, 20_000);
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'statementBalance' });
    await closedStatement(someone);
    await someone.holder.applicant.query('mutation { turnOffAutopay }');
    const [payment] = await autopayPayments(someone);
    expect(payment).toMatchObject({ status: 'canceled' });
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    await onTheDay(app, payment?.creditDate ?? '', payment?.id ?? 0);
    await app.jobs.drain();
    expect(createPayment).not.toHaveBeenCalled();
  });
});

describe('on the due date', () => {
  async function scheduledFor(someone: Payer, setting: { amountChoice: string; fixedAmountCents?: number }) {
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, ...setting });
    const statement = await closedStatement(someone);
    const [payment] = await autopayPayments(someone);
    if (!payment) throw new Error('no autopay payment');
    return { statement, payment };
  }

  it('pays only what is still due after the cardholder paid part of it', async () => {
    const someone = await payer(app, 20_000);
    const { statement, payment } = await scheduledFor(someone, { amountChoice: 'statementBalance' });
    await pay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'other', amountCents: 6_000 });
    await app.jobs.drain();
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    await onTheDay(app, statement.dueDate, payment.id);
    await app.jobs.drain();
    expect(createPayment).toHaveBeenCalledTimes(1);
    expect(createPayment.mock.calls[0]?.[0]).toMatchObject({ amountCents: 14_000, creditDate: statement.dueDate });
    const [sent] = await autopayPayments(someone);
    expect(sent).toMatchObject({ status: 'pending', amountCents: 14_000 });
  });

  it('a statement that comes in on its due date is paid at once, in full', async () => {
    const someone = await payer(app, 20_000);
    await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'statementBalance' });
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    const statement = await closedStatement(someone, 0);
    expect(statement.dueDate).toBe(creditDateOf(app.clock.now()));
    await app.jobs.drain();
    expect(createPayment).toHaveBeenCalledTimes(1);
    expect(createPayment.mock.calls[0]?.[0]).toMatchObject({ amountCents: 20_000, creditDate: statement.dueDate });
    expect((await autopayPayments(someone))[0]).toMatchObject({ amountCents: 20_000, autopay: true });
  });

  it('is skipped when the minimum was paid before the due date', async () => {
    const someone = await payer(app, 20_000);
    const { statement, payment } = await scheduledFor(someone, { amountChoice: 'minimum' });
    await pay(someone.holder, {
      bankAccountId: someone.bankAccountId,
      amountChoice: 'other',
      amountCents: statement.minimumDueCents,
    });
    await app.jobs.drain();
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    await onTheDay(app, statement.dueDate, payment.id);
    await app.jobs.drain();
    expect(createPayment).not.toHaveBeenCalled();
    const [skipped] = await autopayPayments(someone);
    expect(skipped).toMatchObject({ status: 'canceled' });
  });

  it('retries while the issuer is unavailable: it fails twice, then one payment with the same key', async () => {
    const someone = await payer(app, 20_000);
    const { statement, payment } = await scheduledFor(someone, { amountChoice: 'fixed', fixedAmountCents: 3_000 });
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    createPayment
      .mockRejectedValueOnce(new CardIssuerUnavailableError('issuer down'))
      .mockRejectedValueOnce(new CardIssuerUnavailableError('issuer down'));
    await onTheDay(app, statement.dueDate, payment.id);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await app.jobs.drain();
      expect(createPayment).toHaveBeenCalledTimes(attempt);
      expect(await storedJob(app.database, cardPaymentSubmitQueue, submitJobId(payment.id))).toMatchObject({
        state: 'retry',
      });
      expect((await autopayPayments(someone))[0]).toMatchObject({ status: 'scheduled', providerPaymentId: null });
      await makeJobDue(app.database, cardPaymentSubmitQueue, submitJobId(payment.id));
    }
    await app.jobs.drain();
    expect(createPayment).toHaveBeenCalledTimes(3);
    const keys = new Set(createPayment.mock.calls.map(([request]) => request.idempotencyKey));
    expect(keys.size).toBe(1);
    const [sent] = await autopayPayments(someone);
    expect(sent).toMatchObject({ status: 'pending', amountCents: 3_000, idempotencyKey: [...keys][0] });
    expect(sent?.providerPaymentId).toMatch(/^sbx_pay_/);
    expect(await noticesOf(app, someone, 'autopayFailed')).toEqual([]);
  });

  it('gives up after its last try: the payment failed and the cardholder is told to pay', async () => {
    const someone = await payer(app, 20_000);
    const { statement, payment } = await scheduledFor(someone, { amountChoice: 'minimum' });
    const createPayment = vi
      .spyOn(app.cards.issuer, 'createPayment')
      .mockRejectedValue(new CardIssuerUnavailableError('issuer down'));
    await onTheDay(app, statement.dueDate, payment.id);
    const tries = cardPaymentSubmitQueue.retryLimit + 1;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      await app.jobs.drain();
      await makeJobDue(app.database, cardPaymentSubmitQueue, submitJobId(payment.id));
    }
    expect(createPayment).toHaveBeenCalledTimes(tries);
    expect((await autopayPayments(someone))[0]).toMatchObject({ status: 'failed', providerPaymentId: null });
    const mails = await noticesOf(app, someone, 'autopayFailed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Autopay was to pay $${(statement.minimumDueCents / 100).toFixed(2)}`);
  });
});
