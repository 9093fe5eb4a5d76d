import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@waypoint/domain/card-account/payment-timing';
import { dayInWords, usd } from '../modules/card-payments/card-notice-mails.js';
import {
  paymentReminderJobId,
  paymentReminderQueue,
  queuePaymentReminderSweep,
} from '../modules/card-payments/card-notice-reminder-job.js';
import { startOfEasternDay } from '../modules/card-payments/card-payment-submit-job.js';
import { storedJob } from '../platform/jobs/jobs-test-kit.js';
import {
  closedStatement,
  codeOf,
  deliverStatementAgain,
  noticesOf,
  payer,
  preferencesOf,
  setAutopay,
  setPreference,
  type Payer,
} from './autopay-test-kit.js';
import { makeQueuesDue, pay } from './card-payments-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// The card notices (docs/product-rules.md#card-notices, decision 081): the cardholder's choices, the
// required ones that cannot be turned off, receipts and returns once per payment, and the payment
// reminder's sweep 5 days before the due date, once, and not when the minimum is paid.

let app: TestApp;

beforeAll(async () => {
  // The sandbox issuer settles and returns at once: a drain runs a payment's whole life.
  app = await createTestApp({
    CARD_SANDBOX_CYCLE_MS: '0',
    CARD_SANDBOX_SETTLE_AFTER_MS: '0',
    CARD_SANDBOX_RETURN_AFTER_MS: '0',
  });
}, 120_000);

afterEach(() => {
  app.clock.unpin();
});

afterAll(async () => {
  await app?.close();
});

describe('the notice choices', () => {
  it('lists every kind on, with the required ones marked', async () => {
    const someone = await payer(app, 0);
    expect(await preferencesOf(someone.holder)).toEqual([
      { kind: 'statementReady', enabled: true, required: true },
      { kind: 'paymentDue', enabled: true, required: false },
      { kind: 'paymentReceived', enabled: true, required: false },
      { kind: 'paymentReturned', enabled: true, required: true },
      { kind: 'autopayScheduled', enabled: true, required: false },
    ]);
  });

  it.each([
    ['statementReady', null, 'NOTICE_REQUIRED'],
    ['paymentReturned', null, 'NOTICE_REQUIRED'],
    ['autopayScheduled', 'minimum', 'NOTICE_REQUIRED'],
    ['autopayScheduled', 'statementBalance', 'NOTICE_REQUIRED'],
    ['autopayScheduled', 'fixed', null],
    ['autopayScheduled', null, null],
    ['paymentDue', null, null],
    ['paymentReceived', null, null],
    ['autopayFailed', null, 'BAD_USER_INPUT'],
  ])('turning %s off with autopay %s: %s', async (kind, autopay, refusal) => {
    const someone = await payer(app, 0);
    if (autopay) {
      await setAutopay(someone.holder, {
        bankAccountId: someone.bankAccountId,
        amountChoice: autopay,
        fixedAmountCents: autopay === 'fixed' ? 5_000 : null,
      });
    }
    const before = await preferencesOf(someone.holder);
    const answer = await setPreference(someone.holder, kind, false);
    if (refusal) {
      expect(codeOf(answer)).toBe(refusal);
      expect(await preferencesOf(someone.holder)).toEqual(before);
      return;
    }
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.setCardNoticePreference).toContainEqual({ kind, enabled: false, required: false });
    expect(await preferencesOf(someone.holder)).toContainEqual({ kind, enabled: false, required: false });
  });
});

describe('receipts and returns', () => {
  it('a posted payment sends one receipt with its amount and day; turned off, none', async () => {
    const someone = await payer(app, 20_000);
    const payment = await pay(someone.holder, {
      bankAccountId: someone.bankAccountId,
      amountChoice: 'other',
      amountCents: 4_250,
    });
    expect(payment.status).toBe('pending');
    await app.jobs.drain();
    await app.jobs.drain();
    const receipts = await noticesOf(app, someone, 'paymentReceived');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('We received your $42.50 payment');
    expect(receipts[0]?.text).toContain(
      `from the account ending 0000 was credited to your card on ${dayInWords(payment.creditDate)}.`,
    );
    expect(receipts[0]?.text).toContain('/account/payments');

    await setPreference(someone.holder, 'paymentReceived', false);
    await pay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'other', amountCents: 1_000 });
    await app.jobs.drain();
    await app.jobs.drain();
    expect(await noticesOf(app, someone, 'paymentReceived')).toHaveLength(1);
  });

  it('a returned payment sends the required notice with the bank’s reason, even with receipts off', async () => {
    const someone = await payer(app, 20_000);
    await setPreference(someone.holder, 'paymentReceived', false);
    // Cents ending .01: the sandbox's bank returns it R01 (docs/sandbox.md "Cards").
    await pay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'other', amountCents: 5_001 });
    for (let round = 0; round < 3; round += 1) await app.jobs.drain();
    const returned = await noticesOf(app, someone, 'paymentReturned');
    expect(returned).toHaveLength(1);
    expect(returned[0]?.subject).toBe('Your $50.01 payment was returned');
    expect(returned[0]?.text).toContain('The bank’s reason:');
  });
});

describe('the payment reminder', () => {
  /** The app's clock on the reminder's day and its sweep run. */
  async function sweepOn(day: string) {
    app.clock.pin(new Date(startOfEasternDay(day).getTime() + 3_600_000));
    await makeQueuesDue(app, paymentReminderQueue.name);
    await app.jobs.drain();
  }

  async function statementDue(someone: Payer) {
    const statement = await closedStatement(someone);
    await app.jobs.drain();
    return { ...statement, remindOn: addCalendarDays(statement.dueDate, -5) };
  }

  it('goes 5 days before the due date while the minimum is not received, once', async () => {
    const someone = await payer(app, 20_000);
    const statement = await statementDue(someone);
    // The day's sweep waits for the start of that Eastern day.
    const sweep = await storedJob(
      app.database,
      paymentReminderQueue,
      paymentReminderJobId(someone.holder.account.id, statement.statementId),
    );
    expect(sweep?.state).toBe('created');
    expect(sweep?.startsInSeconds).toBeGreaterThan(0);
    expect(await noticesOf(app, someone, 'paymentDue')).toEqual([]);

    await sweepOn(statement.remindOn);
    const reminders = await noticesOf(app, someone, 'paymentDue');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toContain(`payment is due ${dayInWords(statement.dueDate)}`);
    expect(reminders[0]?.text).toContain(`Pay at least ${usd(statement.minimumDueCents)} by 11:59 p.m.`);

    // The statement delivered again queues no second sweep; a later sweep finds the reminder done; one made
    // to look at it again finds its notice sent.
    await deliverStatementAgain(app, someone, statement.statementId);
    await sweepOn(statement.remindOn);
    const nextDay = addCalendarDays(statement.remindOn, 1);
    await queuePaymentReminderSweep(app.database.db, { accountId: 0, providerStatementId: 'later', day: nextDay });
    await sweepOn(nextDay);
    await app.database.sql.executeSql('UPDATE card_payment_reminders SET done_at = NULL WHERE account_id = $1', [
      someone.holder.account.id,
    ]);
    await queuePaymentReminderSweep(app.database.db, { accountId: 0, providerStatementId: 'again', day: nextDay });
    await sweepOn(nextDay);
    expect(await noticesOf(app, someone, 'paymentDue')).toHaveLength(1);
  });

  it.each([
    ['the minimum was paid', 'paid'],
    ['autopay will pay the minimum', 'autopay'],
    ['the cardholder turned reminders off', 'off'],
  ])('is not sent when %s', async (_name, why) => {
    const someone = await payer(app, 20_000);
    if (why === 'autopay') {
      await setAutopay(someone.holder, { bankAccountId: someone.bankAccountId, amountChoice: 'minimum' });
    }
    if (why === 'off') await setPreference(someone.holder, 'paymentDue', false);
    const statement = await statementDue(someone);
    if (why === 'paid') {
      await pay(someone.holder, {
        bankAccountId: someone.bankAccountId,
        amountChoice: 'other',
        amountCents: statement.minimumDueCents,
      });
      await app.jobs.drain();
    }
    await sweepOn(statement.remindOn);
    // The sweep looked at the reminder (done) and sent nothing.
    const { rows } = await app.database.sql.executeSql(
      'SELECT done_at FROM card_payment_reminders WHERE account_id = $1',
      [someone.holder.account.id],
    );
    expect(rows).toEqual([{ done_at: expect.any(Date) }]);
    expect(await noticesOf(app, someone, 'paymentDue')).toEqual([]);
    // The statement's own notice went regardless: it is the statement's delivery.
    expect(await noticesOf(app, someone, 'statementReady')).toHaveLength(1);
  });
});
