import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cashBackDeposits, rewardsLedger } from '../modules/rewards/rewards-tables.js';
import { linkedBank, makeQueuesDue } from './card-payments-test-kit.js';
import { approvedWithCard, type Cardholder } from './cards-test-kit.js';
import { codeOf, rewardsFields, rewardsOf, type Rewards } from './rewards-test-kit.js';
import { closed, depositUpdated, posted } from './statements-test-kit.js';
import { stepUpAs } from './step-up-test-kit.js';
import { createTestApp, type TestApp } from './test-app.js';

// Cash back to a bank, and the cash back when the account closes (docs/product-rules.md#cash-back,
// decision 082; the Rewards Terms "Closing your account").

let app: TestApp;
let made = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

async function cardholder(): Promise<Cardholder> {
  made += 1;
  return approvedWithCard(app, `Deposit${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
}

/** `count` statements (June, July, August 2026), each paid its minimum on time; and $10.00 of cash back. */
async function withCashBack(holder: Cardholder, count = 3) {
  await posted(app, holder, { kind: 'purchase', amountCents: 100_000, postedAt: '2026-05-20T16:00:00.000Z' });
  for (const month of [6, 7, 8].slice(0, count)) {
    const mm = String(month).padStart(2, '0');
    await closed(app, holder, {
      periodStart: `2026-${String(month - 1).padStart(2, '0')}-01T04:00:00.000Z`,
      periodEnd: `2026-${mm}-01T04:00:00.000Z`,
      dueDate: `2026-${mm}-26`,
      balanceCents: 5_000,
      minimumDueCents: 2_500,
    });
    await posted(app, holder, {
      kind: 'payment',
      amountCents: 2_500,
      paymentId: `pay_${made}_${month}`,
      postedAt: `2026-${mm}-10T16:00:00.000Z`,
    });
  }
}

const redeemMutation = `mutation R($requestId: String!, $amountCents: Int, $destination: String, $bankAccountId: Int) {
  redeemCashBack(requestId: $requestId, amountCents: $amountCents, destination: $destination, bankAccountId: $bankAccountId) {
    ${rewardsFields} deposits { id amountCents destination status createdAt }
  }
}`;

type WithDeposits = Rewards & { deposits: { amountCents: number; destination: string; status: string }[] };

function redeemToBank(holder: Cardholder, requestId: string, bankAccountId: number, amountCents?: number) {
  return holder.applicant.query<{ redeemCashBack: WithDeposits }>(redeemMutation, {
    requestId,
    bankAccountId,
    amountCents,
    destination: 'bankDeposit',
  });
}

async function depositRows(holder: Cardholder) {
  return app.database.db
    .select()
    .from(cashBackDeposits)
    .where(eq(cashBackDeposits.accountId, holder.account.id))
    .orderBy(cashBackDeposits.id);
}

async function ledgerKinds(holder: Cardholder) {
  return (
    await app.database.db
      .select({ kind: rewardsLedger.kind, amountCents: rewardsLedger.amountCents })
      .from(rewardsLedger)
      .where(eq(rewardsLedger.accountId, holder.account.id))
      .orderBy(rewardsLedger.id)
  ).map((row) => `${row.kind} ${row.amountCents}`);
}

async function runDepositJobs() {
  await makeQueuesDue(app, 'card-cash-back-deposit', 'card-statement-credit');
  await app.jobs.drain();
}

describe('cash back to a bank account', () => {
  it('to an account never paid into needs a recent step-up, then pays once: one row, one transfer by the request id', async () => {
    const holder = await cardholder();
    await withCashBack(holder);
    const bank = await linkedBank(app, holder);
    app.clock.advance(11 * MINUTE); // the link's step-up is no longer recent

    const requestId = `deposit-${made}-first`;
    expect(codeOf(await redeemToBank(holder, requestId, bank.id))).toBe('STEP_UP_REQUIRED');
    expect(await depositRows(holder)).toEqual([]);

    await stepUpAs(app, holder.applicant, holder.userId);
    const answer = await redeemToBank(holder, requestId, bank.id);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.redeemCashBack).toMatchObject({ balanceCents: 0 });
    expect(answer.data?.redeemCashBack.deposits).toEqual([
      expect.objectContaining({ amountCents: 1_000, status: 'pending', destination: expect.stringContaining('0000') }),
    ]);

    const depositToBank = vi.spyOn(app.cards.issuer, 'depositToBank');
    await runDepositJobs();
    expect(depositToBank).toHaveBeenCalledTimes(1);
    expect(depositToBank).toHaveBeenCalledWith(
      expect.objectContaining({
        accountId: holder.account.providerAccountId,
        amountCents: 1_000,
        idempotencyKey: requestId,
        bank: expect.objectContaining({ routingNumber: expect.stringMatching(/^\d{9}$/), type: 'checking' }),
      }),
    );
    const [row] = await depositRows(holder);
    expect(row?.providerDepositId).toBeTruthy();

    // The same request id again: answered as it is, nothing paid twice.
    const again = await redeemToBank(holder, requestId, bank.id);
    expect(again.errors).toBeUndefined();
    await runDepositJobs();
    expect(depositToBank).toHaveBeenCalledTimes(1);
    expect(await depositRows(holder)).toHaveLength(1);
    expect(await ledgerKinds(holder)).toEqual(['earning 1000', 'redemption -1000']);
    depositToBank.mockRestore();
  });

  it('returned: the cash back goes back into the balance once, however often the news comes', async () => {
    const holder = await cardholder();
    await withCashBack(holder);
    const bank = await linkedBank(app, holder);
    expect((await redeemToBank(holder, `deposit-${made}-ret`, bank.id, 600)).errors).toBeUndefined();
    await runDepositJobs();
    const [row] = await depositRows(holder);
    if (!row?.providerDepositId) throw new Error('no deposit at the issuer');
    await depositUpdated(app, holder, { id: row.providerDepositId, status: 'returned', returnCode: 'R03' });
    await depositUpdated(app, holder, { id: row.providerDepositId, status: 'returned', returnCode: 'R03' });
    await depositUpdated(app, holder, { id: row.providerDepositId, status: 'settled' });
    expect(await ledgerKinds(holder)).toEqual(['earning 1000', 'redemption -600', 'deposit_return 600']);
    const rewards = await rewardsOf(holder);
    expect(rewards.balanceCents).toBe(1_000);
    expect(rewards.recent[0]?.description).toMatch(/^Returned deposit: /);
    expect((await depositRows(holder))[0]).toMatchObject({ status: 'returned', returnCode: 'R03' });
  });

  it('settled: done, and the next deposit to that account needs no new step-up', async () => {
    const holder = await cardholder();
    await withCashBack(holder);
    const bank = await linkedBank(app, holder);
    expect((await redeemToBank(holder, `deposit-${made}-one`, bank.id, 300)).errors).toBeUndefined();
    await runDepositJobs();
    const [row] = await depositRows(holder);
    await depositUpdated(app, holder, { id: row?.providerDepositId ?? '', status: 'settled' });
    expect((await depositRows(holder))[0]?.status).toBe('settled');
    app.clock.advance(11 * MINUTE);
    const next = await redeemToBank(holder, `deposit-${made}-two`, bank.id, 300);
    expect(next.errors).toBeUndefined();
    expect(next.data?.redeemCashBack.deposits.map((deposit) => deposit.status)).toEqual(['pending', 'settled']);
  });

  it.each([
    ['another member’s bank account', 'bankDeposit', 'theirs', 'BANK_ACCOUNT_NOT_FOUND'],
    ['a deposit without a bank account', 'bankDeposit', null, 'BAD_USER_INPUT'],
    ['a statement credit naming a bank account', 'statementCredit', 'mine', 'BAD_USER_INPUT'],
    ['an unknown destination', 'check', null, 'BAD_USER_INPUT'],
  ] as const)('%s is refused: %s → %s', async (_case, destination, which, code) => {
    const holder = await cardholder();
    await withCashBack(holder);
    const mine = await linkedBank(app, holder);
    const other = await cardholder();
    const theirs = await linkedBank(app, other);
    const bankAccountId = which === 'mine' ? mine.id : which === 'theirs' ? theirs.id : null;
    const answer = await holder.applicant.query(redeemMutation, {
      requestId: `refused-${made}-${destination}`,
      destination,
      bankAccountId,
    });
    expect(codeOf(answer)).toBe(code);
    expect((await rewardsOf(holder)).balanceCents).toBe(1_000);
  });

  it('opens after 3 on-time payments, as a statement credit does', async () => {
    const holder = await cardholder();
    await withCashBack(holder, 2);
    const bank = await linkedBank(app, holder);
    expect(codeOf(await redeemToBank(holder, `early-${made}-x`, bank.id))).toBe('REDEMPTION_NOT_YET');
  });
});

describe('the cash back when the account closes (Rewards Terms "Closing your account")', () => {
  const port = () => app.cards.closing.rewards;

  it('before three on-time payments it is forfeited, once', async () => {
    const holder = await cardholder();
    await withCashBack(holder, 2);
    expect(await port().cashBackBalanceOf(app.database.db, holder.account.id)).toEqual({
      balanceCents: 1_000,
      payableCents: 0,
    });
    const request = { balanceOwedCents: 5_000, bankAccountId: null, requestId: `closing-${made}` };
    const payout = await app.database.db.transaction((tx) => port().payOutOnClosing(tx, holder.account.id, request));
    expect(payout).toEqual({ statementCreditCents: 0, depositCents: 0, forfeitedCents: 1_000 });
    const retried = await app.database.db.transaction((tx) => port().payOutOnClosing(tx, holder.account.id, request));
    expect(retried).toEqual(payout);
    expect(await ledgerKinds(holder)).toEqual(['earning 1000', 'forfeiture -1000']);
  });

  it.each([
    ['owes $4: $4 credited, $6 to the bank', 400, true, { statementCreditCents: 400, depositCents: 600 }],
    ['owes more than the cash back: all credited', 50_000, true, { statementCreditCents: 1_000, depositCents: 0 }],
    ['owes nothing: all to the bank', 0, true, { statementCreditCents: 0, depositCents: 1_000 }],
    ['no bank account given: all credited', 400, false, { statementCreditCents: 1_000, depositCents: 0 }],
  ] as const)('%s', async (_case, owed, withBank, expected) => {
    const holder = await cardholder();
    await withCashBack(holder);
    const bank = await linkedBank(app, holder);
    const request = { balanceOwedCents: owed, bankAccountId: withBank ? bank.id : null, requestId: `closing-${made}` };
    const payout = await app.database.db.transaction((tx) => port().payOutOnClosing(tx, holder.account.id, request));
    expect(payout).toEqual({ ...expected, forfeitedCents: 0 });
    const retried = await app.database.db.transaction((tx) => port().payOutOnClosing(tx, holder.account.id, request));
    expect(retried).toEqual(payout);
    expect((await rewardsOf(holder)).balanceCents).toBe(0);
    expect(await depositRows(holder)).toHaveLength(expected.depositCents > 0 ? 1 : 0);
    // Paid only once the issuer took the credit and the deposit settled (decision 083): nothing before the jobs.
    const paid = () => port().closingPayoutPaid(app.database.db, holder.account.id, request.requestId);
    expect(await paid()).toBe(false);
    await runDepositJobs();
    expect(await paid()).toBe(expected.depositCents === 0);
  });
});
