import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { achReturnReason } from '@waypoint/domain/card-account/ach-return-codes';
import { addCalendarDays, creditDateOf, endOfEasternDay } from '@waypoint/domain/card-account/payment-timing';
import { cardPaymentSubmitQueue, submitJobId } from '../modules/card-payments/card-payment-submit-job.js';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { storedJob } from '../platform/jobs/jobs-test-kit.js';
import {
  codeOf,
  drainAll,
  linkedBank,
  makeQueuesDue,
  optionsQuery,
  pay,
  paymentRows,
  type PaymentAnswer,
} from './card-payments-test-kit.js';
import { approvedWithCard, type Cardholder } from './cards-test-kit.js';
import { post } from './rewards-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// Paying the card (docs/product-rules.md#card-payments, decision 080): one payment per idempotency key
// however often or concurrently it is sent, the 11:59 p.m. Eastern cut-off, the issuer's posting and
// return, a scheduled payment sent by its job on the day and retried while the issuer is unavailable.

const DAY = 86_400_000;
let app: TestApp;
let made = 0;

beforeAll(async () => {
  // The sandbox issuer settles and returns at once: a drain runs the whole life of a payment.
  app = await createTestApp({ CARD_SANDBOX_SETTLE_AFTER_MS: '0', CARD_SANDBOX_RETURN_AFTER_MS: '0' });
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
  app.clock.unpin();
});

afterAll(async () => {
  await app?.close();
});

/** A cardholder who owes $200.00, with a linked checking account. */
async function payer(): Promise<{ holder: Cardholder; bankAccountId: number }> {
  made += 1;
  const holder = await approvedWithCard(app, `Paying${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
  const bank = await linkedBank(app, holder);
  await post(holder, { kind: 'purchase', amountCents: 20_000, description: 'Furniture' });
  return { holder, bankAccountId: bank.id };
}

describe('one payment per idempotency key', () => {
  it('five identical requests at once make one row and one payment at the issuer', async () => {
    const { holder, bankAccountId } = await payer();
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(holder, { idempotencyKey, bankAccountId, amountChoice: 'currentBalance' })),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    await drainAll(app);
    expect(await paymentRows(app, holder)).toHaveLength(1);
    expect(createPayment).toHaveBeenCalledTimes(1);
    expect(createPayment.mock.calls[0]?.[0]).toMatchObject({
      accountId: holder.account.providerAccountId,
      amountCents: 20_000,
      idempotencyKey,
      bank: { routingNumber: '011401533', accountNumber: '1111222233330000', type: 'checking' },
    });
  });

  it('a request whose figures already count the same key’s payment, made a moment before, answers that payment', async () => {
    const { holder, bankAccountId } = await payer();
    const idempotencyKey = randomUUID();
    const args = { idempotencyKey, bankAccountId, amountChoice: 'currentBalance' };
    const issuer = app.cards.issuer;
    const realBalance = issuer.balanceOf.bind(issuer);
    let first: PaymentAnswer | undefined;
    // The first request reads the balance; meanwhile the same key's twin runs to the end and pays it all.
    vi.spyOn(issuer, 'balanceOf').mockImplementationOnce(async (accountId) => {
      first = await pay(holder, args);
      return realBalance(accountId);
    });
    const second = await pay(holder, args);
    expect(second.id).toBe(first?.id);
    expect(await paymentRows(app, holder)).toHaveLength(1);
  });

  it('a request retried after it succeeded answers the same payment, as it is now', async () => {
    const { holder, bankAccountId } = await payer();
    const args = { idempotencyKey: randomUUID(), bankAccountId, amountChoice: 'other', amountCents: 5_000 };
    const first = await pay(holder, args);
    expect(first.status).toBe('pending');
    await drainAll(app);
    const again = await pay(holder, args);
    expect(again).toMatchObject({ id: first.id, status: 'posted', amountCents: 5_000 });
    expect(again.postedAt).not.toBeNull();
    expect(await paymentRows(app, holder)).toHaveLength(1);
  });
});

describe('the cut-off: 11:59 p.m. Eastern (Reg Z 1026.10)', () => {
  it.each([
    ['11:58 p.m. Eastern on the due date is credited on the due date', -2 * 60_000, 0],
    ['12:01 a.m. Eastern the next day is credited the next day', 60_000, 1],
  ])('%s', async (_rule, fromMidnightMs, daysAfterDueDate) => {
    const { holder, bankAccountId } = await payer();
    // The last Eastern midnight before now: the due date is the day that ended there.
    const midnight = endOfEasternDay(addCalendarDays(creditDateOf(app.clock.now()), -1));
    const dueDate = creditDateOf(new Date(midnight.getTime() - 1));
    app.clock.pin(new Date(midnight.getTime() + fromMidnightMs));
    const expected = addCalendarDays(dueDate, daysAfterDueDate);
    const options = await holder.applicant.query<{ myPaymentOptions: { creditDateIfPaidNow: string } }>(optionsQuery);
    expect(options.data?.myPaymentOptions.creditDateIfPaidNow).toBe(expected);
    const payment = await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 2_500 });
    expect(payment).toMatchObject({ status: 'pending', creditDate: expected });
  });
});

describe('what the issuer says became of a payment', () => {
  it('a test amount ending in .01 posts, then comes back R01 with its words; a repeated delivery changes nothing', async () => {
    const { holder, bankAccountId } = await payer();
    const payment = await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 1_001 });
    await drainAll(app);
    const [row] = await paymentRows(app, holder);
    expect(row).toMatchObject({
      id: payment.id,
      status: 'returned',
      returnCode: 'R01',
      returnReason: achReturnReason('R01'),
    });
    expect(row?.postedAt).not.toBeNull();
    expect(row?.returnedAt).not.toBeNull();
    const { payments } = app.cards;
    const providerPaymentId = row?.providerPaymentId ?? '';
    await app.database.db.transaction(async (tx) => {
      await payments.paymentReturned(tx, holder.account.id, {
        paymentId: providerPaymentId,
        returnCode: 'R02',
        at: new Date(app.clock.now().getTime() + DAY),
      });
      await payments.paymentPosted(tx, holder.account.id, { paymentId: providerPaymentId, postedAt: new Date() });
    });
    expect(await paymentRows(app, holder)).toEqual([row]);
    const listed = await holder.applicant.query<{ myPayments: PaymentAnswer[] }>(
      'query { myPayments { id status returnCode returnReason } }',
    );
    expect(listed.data?.myPayments).toEqual([
      {
        id: payment.id,
        status: 'returned',
        returnCode: 'R01',
        returnReason: 'Your bank account did not have enough money for the payment.',
      },
    ]);
  });

  it('an event for a payment the account does not hold changes nothing', async () => {
    const { holder, bankAccountId } = await payer();
    await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 3_000 });
    const before = await paymentRows(app, holder);
    await app.database.db.transaction(async (tx) => {
      await app.cards.payments.paymentReturned(tx, holder.account.id, {
        paymentId: 'sbx_pay_elsewhere',
        returnCode: 'R01',
        at: new Date(),
      });
    });
    expect(await paymentRows(app, holder)).toEqual(before);
  });
});

describe('a payment scheduled for a later day', () => {
  it('is sent by its job on the day, retried while the issuer is unavailable, with the same key', async () => {
    const { holder, bankAccountId } = await payer();
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    const tomorrow = addCalendarDays(creditDateOf(app.clock.now()), 1);
    const scheduled = await pay(holder, { bankAccountId, amountChoice: 'currentBalance', scheduledFor: tomorrow });
    expect(scheduled).toMatchObject({ status: 'scheduled', creditDate: tomorrow });
    await drainAll(app);
    expect(createPayment).not.toHaveBeenCalled();
    const job = await storedJob(app.database, cardPaymentSubmitQueue, submitJobId(scheduled.id));
    // Not before the start of its Eastern day.
    expect(job?.startsInSeconds).toBeGreaterThan(0);

    app.clock.advance(DAY);
    try {
      createPayment.mockRejectedValueOnce(new CardIssuerUnavailableError('issuer down'));
      await makeQueuesDue(app, cardPaymentSubmitQueue.name);
      await drainAll(app);
      expect((await paymentRows(app, holder))[0]).toMatchObject({ status: 'scheduled', providerPaymentId: null });
      expect(await storedJob(app.database, cardPaymentSubmitQueue, submitJobId(scheduled.id))).toMatchObject({
        state: 'retry',
      });
      await makeQueuesDue(app, cardPaymentSubmitQueue.name);
      await drainAll(app);
    } finally {
      app.clock.advance(-DAY);
    }
    expect(createPayment).toHaveBeenCalledTimes(2);
    const keys = createPayment.mock.calls.map(([request]) => [request.idempotencyKey, request.creditDate]);
    expect(keys[0]).toEqual(keys[1]);
    expect(keys[0]?.[1]).toBe(tomorrow);
    const [row] = await paymentRows(app, holder);
    expect(row).toMatchObject({ status: 'pending', creditDate: tomorrow });
    expect(row?.providerPaymentId).toMatch(/^sbx_pay_/);
  });
});

describe('canceling', () => {
  const cancel = (holder: Cardholder, id: number) =>
    holder.applicant.query<{ cancelCardPayment: { status: string } }>(
      'mutation C($id: Int!) { cancelCardPayment(id: $id) { status } }',
      { id },
    );

  it('a payment made now that was not sent yet is canceled and never reaches the issuer', async () => {
    const { holder, bankAccountId } = await payer();
    const createPayment = vi.spyOn(app.cards.issuer, 'createPayment');
    const payment = await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 4_000 });
    expect((await cancel(holder, payment.id)).data).toEqual({ cancelCardPayment: { status: 'canceled' } });
    await drainAll(app);
    expect(createPayment).not.toHaveBeenCalled();
  });

  it('a posted payment answers PAYMENT_NOT_CANCELABLE; another member’s answers PAYMENT_NOT_FOUND', async () => {
    const { holder, bankAccountId } = await payer();
    const payment = await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 4_000 });
    await drainAll(app);
    expect(codeOf(await cancel(holder, payment.id))).toBe('PAYMENT_NOT_CANCELABLE');
    const stranger = await payer();
    expect(codeOf(await cancel(stranger.holder, payment.id))).toBe('PAYMENT_NOT_FOUND');
  });

  it.each([
    ['while the issuer still can, it is canceled there and here', true, 'canceled'],
    ['once the issuer has sent it, PAYMENT_NOT_CANCELABLE', false, 'PAYMENT_NOT_CANCELABLE'],
  ])('a payment pending at the issuer: %s', async (_rule, issuerCancels, outcome) => {
    const { holder, bankAccountId } = await payer();
    const providerPaymentId = `sbx_pay_${randomUUID()}`;
    // The issuer takes the payment and has not posted it yet.
    vi.spyOn(app.cards.issuer, 'createPayment').mockResolvedValueOnce({ paymentId: providerPaymentId });
    const cancelPayment = vi.spyOn(app.cards.issuer, 'cancelPayment').mockResolvedValueOnce(issuerCancels);
    const payment = await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 6_000 });
    await drainAll(app);
    expect((await paymentRows(app, holder))[0]).toMatchObject({ status: 'pending', providerPaymentId });
    const answer = await cancel(holder, payment.id);
    expect(answer.data?.cancelCardPayment.status ?? codeOf(answer)).toBe(outcome);
    expect(cancelPayment).toHaveBeenCalledWith(providerPaymentId);
    expect((await paymentRows(app, holder))[0]?.status).toBe(issuerCancels ? 'canceled' : 'pending');
  });

  it('a payment the issuer posts after it was canceled here reads posted: the issuer is the ledger of record', async () => {
    const { holder, bankAccountId } = await payer();
    const providerPaymentId = `sbx_pay_${randomUUID()}`;
    vi.spyOn(app.cards.issuer, 'createPayment').mockResolvedValueOnce({ paymentId: providerPaymentId });
    // The issuer said it canceled, then posted the payment all the same (an issuer without a cancel, decision 085).
    vi.spyOn(app.cards.issuer, 'cancelPayment').mockResolvedValueOnce(true);
    const payment = await pay(holder, { bankAccountId, amountChoice: 'other', amountCents: 6_100 });
    await drainAll(app);
    expect((await cancel(holder, payment.id)).data).toEqual({ cancelCardPayment: { status: 'canceled' } });
    const postedAt = app.clock.now();
    await app.database.db.transaction((tx) =>
      app.cards.payments.paymentPosted(tx, holder.account.id, { paymentId: providerPaymentId, postedAt }),
    );
    expect((await paymentRows(app, holder))[0]).toMatchObject({ id: payment.id, status: 'posted' });
  });
});
