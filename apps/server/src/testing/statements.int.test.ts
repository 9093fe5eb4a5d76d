import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardIssuerUnavailableError } from '../modules/cards/card-issuing-provider.js';
import { rewardsLedger } from '../modules/rewards/rewards-tables.js';
import { approvedWithCard, type Cardholder } from './cards-test-kit.js';
import { TestBrowser } from './graphql-client.js';
import { codeOf, rewardsOf } from './rewards-test-kit.js';
import { closed, posted, statementFields, statementsOf, transactionsAnswer } from './statements-test-kit.js';
import { registerUser } from './test-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';

// Statements and transactions (docs/product-rules.md#statements, decision 082): what the issuer posted,
// the on-time rule with the Eastern cut-off and returned payments, the queries, and the statement's PDF.

let app: TestApp;
let made = 0;

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
});

async function cardholder(): Promise<Cardholder> {
  made += 1;
  return approvedWithCard(app, `Statement${'abcdefghijklmnopqrstuvwxyz'[made % 26]}`, 2500);
}

// A cycle in September 2026, due Monday October 26 (EDT, UTC-4): the cut-off is 2026-10-27T04:00:00Z.
const cycle = {
  periodStart: '2026-09-01T04:00:00.000Z',
  periodEnd: '2026-10-01T04:00:00.000Z',
  dueDate: '2026-10-26',
  balanceCents: 10_000,
  minimumDueCents: 2_500,
};
const inCycle = (day: number) => `2026-09-${String(day).padStart(2, '0')}T16:00:00.000Z`;

async function paid(holder: Cardholder, paymentId: string, amountCents: number, postedAt: string) {
  return posted(app, holder, { kind: 'payment', paymentId, amountCents, postedAt, description: 'Payment, thank you' });
}

async function returned(holder: Cardholder, paymentId: string, amountCents: number, postedAt: string) {
  return posted(app, holder, { kind: 'payment_return', paymentId, amountCents, postedAt, returnCode: 'R01' });
}

async function onTime(holder: Cardholder): Promise<boolean> {
  const [statement] = await statementsOf(holder);
  return statement?.paidOnTime ?? false;
}

describe('a statement paid on time: by 11:59 p.m. Eastern on the due date, less returned payments', () => {
  it.each([
    ['the minimum at 11:30 p.m. Eastern on the due date', true, [['p1', 2_500, '2026-10-27T03:30:00.000Z']], []],
    ['the minimum at 12:01 a.m. Eastern the day after', false, [['p1', 2_500, '2026-10-27T04:01:00.000Z']], []],
    ['the minimum, then returned', false, [['p1', 2_500, '2026-10-10T16:00:00.000Z']], [['p1', 2_500]]],
    [
      'two payments, one returned, the other still enough',
      true,
      [
        ['p1', 3_000, '2026-10-05T16:00:00.000Z'],
        ['p2', 2_000, '2026-10-10T16:00:00.000Z'],
      ],
      [['p2', 2_000]],
    ],
    [
      'two payments, one returned, the rest below the minimum',
      false,
      [
        ['p1', 1_000, '2026-10-05T16:00:00.000Z'],
        ['p2', 2_000, '2026-10-10T16:00:00.000Z'],
      ],
      [['p2', 2_000]],
    ],
  ] as const)('%s: on time %s', async (_case, expected, payments, returns) => {
    const holder = await cardholder();
    await closed(app, holder, cycle);
    const suffix = `${made}`;
    for (const [id, cents, at] of payments) await paid(holder, `${id}_${suffix}`, cents, at);
    for (const [id, cents] of returns) await returned(holder, `${id}_${suffix}`, cents, '2026-10-20T16:00:00.000Z');
    expect(await onTime(holder)).toBe(expected);
    expect((await rewardsOf(holder)).onTimePayments).toBe(expected ? 1 : 0);
  });

  it('a return flips a statement already marked on time back, and a new payment in time marks it again', async () => {
    const holder = await cardholder();
    await closed(app, holder, cycle);
    await paid(holder, `flip_${made}`, 2_500, '2026-10-10T16:00:00.000Z');
    expect(await onTime(holder)).toBe(true);
    await returned(holder, `flip_${made}`, 2_500, '2026-10-13T16:00:00.000Z');
    expect(await onTime(holder)).toBe(false);
    await paid(holder, `again_${made}`, 2_500, '2026-10-26T20:00:00.000Z');
    expect(await onTime(holder)).toBe(true);
  });

  it('a payment that posts before the statement closes pays it when it closes', async () => {
    const holder = await cardholder();
    await paid(holder, `early_${made}`, 2_500, '2026-10-02T16:00:00.000Z');
    await closed(app, holder, cycle);
    expect(await onTime(holder)).toBe(true);
  });
});

describe('what the issuer posts, and the statement it closes', () => {
  it('stores every figure of the statement, counts every kind with its sign, and only purchases earn', async () => {
    const holder = await cardholder();
    const purchase = await posted(app, holder, { kind: 'purchase', amountCents: 10_000, postedAt: inCycle(3) });
    await posted(app, holder, {
      kind: 'refund',
      amountCents: 1_000,
      postedAt: inCycle(4),
      refundsTransactionId: purchase,
    });
    await posted(app, holder, { kind: 'fee', amountCents: 2_500, postedAt: inCycle(5), description: 'Late fee' });
    await posted(app, holder, { kind: 'interest', amountCents: 100, postedAt: inCycle(6) });
    await posted(app, holder, { kind: 'payment', amountCents: 3_000, postedAt: inCycle(7), paymentId: `pp_${made}` });
    await posted(app, holder, { kind: 'payment_return', amountCents: 500, postedAt: inCycle(8), paymentId: 'other' });
    await posted(app, holder, { kind: 'credit', amountCents: 200, postedAt: inCycle(9), description: 'Cash back' });
    // Before the cycle: counted in none of its figures.
    await posted(app, holder, { kind: 'purchase', amountCents: 50_000, postedAt: '2026-08-20T16:00:00.000Z' });

    const balance = await app.cards.rewards.periodBalanceCents(
      app.database.db,
      holder.account.id,
      new Date(cycle.periodStart),
      new Date(cycle.periodEnd),
    );
    expect(balance).toBe(10_000 - 1_000 + 2_500 + 100 - 3_000 + 500 - 200);

    const ledger = await app.database.db
      .select({ kind: rewardsLedger.kind, amountCents: rewardsLedger.amountCents })
      .from(rewardsLedger)
      .where(eq(rewardsLedger.accountId, holder.account.id))
      .orderBy(rewardsLedger.id);
    expect(ledger).toEqual([
      { kind: 'earning', amountCents: 100 },
      { kind: 'reversal', amountCents: -10 },
      { kind: 'earning', amountCents: 500 },
    ]);

    await closed(app, holder, {
      ...cycle,
      balanceCents: 58_900,
      minimumDueCents: 2_500,
      previousBalanceCents: 50_000,
      paymentsCents: 3_000,
      creditsCents: 1_200,
      purchasesCents: 10_500,
      feesCents: 2_500,
      interestCents: 100,
      aprBps: 2_499,
    });
    const [statement] = await statementsOf(holder);
    expect(statement).toMatchObject({
      dueDate: '2026-10-26',
      previousBalanceCents: 50_000,
      paymentsCents: 3_000,
      creditsCents: 1_200,
      purchasesCents: 10_500,
      feesCents: 2_500,
      interestCents: 100,
      balanceCents: 58_900,
      minimumDueCents: 2_500,
      aprBps: 2_499,
      // The cycle's purchase earned $1.00, its refund took back $0.10; August's purchase is another cycle's.
      cashBackEarnedCents: 90,
      paidOnTime: false,
      pdfPath: `/api/v1/card/statements/${statement?.id}.pdf`,
    });
  });

  it('an event without the figures stores them as 0 and the APR as unknown', async () => {
    const holder = await cardholder();
    await closed(app, holder, cycle);
    expect((await statementsOf(holder))[0]).toMatchObject({ previousBalanceCents: 0, purchasesCents: 0, aprBps: null });
  });
});

describe('myStatement', () => {
  it('answers the owner, and NOT_FOUND for another cardholder’s statement or a missing one', async () => {
    const owner = await cardholder();
    const other = await cardholder();
    await closed(app, owner, cycle);
    const [mine] = await statementsOf(owner);
    const query = `query S($id: Int!) { myStatement(id: $id) { ${statementFields} } }`;
    const own = await owner.applicant.query<{ myStatement: { id: number } }>(query, { id: mine?.id });
    expect(own.data?.myStatement.id).toBe(mine?.id);
    expect(codeOf(await other.applicant.query(query, { id: mine?.id }))).toBe('NOT_FOUND');
    expect(codeOf(await owner.applicant.query(query, { id: 999_999_999 }))).toBe('NOT_FOUND');
    expect(await statementsOf(other)).toEqual([]);
  });
});

describe('myTransactions', () => {
  it('searches the description case-blind, with % and _ matched as themselves', async () => {
    const holder = await cardholder();
    for (const [day, description] of [
      [2, '100% cotton shirt'],
      [3, '100 COTTON socks'],
      [4, 'A_B Hardware'],
      [5, 'AxB Hardware'],
      [6, 'Back\\slash books'],
    ] as const) {
      await posted(app, holder, { kind: 'purchase', amountCents: 1_000, postedAt: inCycle(day), description });
    }
    const found = async (search: string) =>
      (await transactionsAnswer(holder, { search })).data?.myTransactions.items.map((item) => item.description);
    expect(await found('%')).toEqual(['100% cotton shirt']);
    expect(await found('_')).toEqual(['A_B Hardware']);
    expect(await found('Cotton')).toEqual(['100 COTTON socks', '100% cotton shirt']);
    expect(await found('\\')).toEqual(['Back\\slash books']);
    expect(await found('hardware')).toEqual(['AxB Hardware', 'A_B Hardware']);
    const tooLong = await transactionsAnswer(holder, { search: 'x'.repeat(101) });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
  });

  it('pages newest first by an opaque cursor on (postedAt, id), with no line twice or missed', async () => {
    const holder = await cardholder();
    const ids: string[] = [];
    for (const day of [2, 3, 3, 4, 5]) {
      ids.push(await posted(app, holder, { kind: 'purchase', amountCents: 1_000 + day, postedAt: inCycle(day) }));
    }
    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    for (let page = 0; page < 5; page += 1) {
      const answer = await transactionsAnswer(holder, { first: 2, after });
      const result = answer.data?.myTransactions;
      if (!result) throw new Error(JSON.stringify(answer.errors));
      sizes.push(result.items.length);
      seen.push(...result.items.map((item) => item.id));
      expect(result.items.every((item) => item.status === 'posted')).toBe(true);
      after = result.nextCursor;
      if (!after) break;
      expect(after).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(sizes).toEqual([2, 2, 1]);
    // Newest first; the two posted at the same instant, the later-recorded first.
    expect(seen).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(codeOf(await transactionsAnswer(holder, { after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await transactionsAnswer(holder, { first: 101 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await transactionsAnswer(holder, { first: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('keeps one statement’s cycle, with the cash back each purchase earned or refund reversed', async () => {
    const holder = await cardholder();
    const purchase = await posted(app, holder, { kind: 'purchase', amountCents: 20_000, postedAt: inCycle(10) });
    await posted(app, holder, {
      kind: 'refund',
      amountCents: 5_000,
      postedAt: inCycle(11),
      refundsTransactionId: purchase,
    });
    await posted(app, holder, { kind: 'fee', amountCents: 2_500, postedAt: inCycle(12) });
    await posted(app, holder, { kind: 'purchase', amountCents: 7_000, postedAt: '2026-10-03T16:00:00.000Z' });
    await closed(app, holder, cycle);
    const [statement] = await statementsOf(holder);
    const answer = await transactionsAnswer(holder, { statementId: statement?.id });
    expect(answer.data?.myTransactions.items.map((item) => [item.kind, item.amountCents, item.cashBackCents])).toEqual([
      ['fee', 2_500, null],
      ['refund', 5_000, -50],
      ['purchase', 20_000, 200],
    ]);
    const other = await cardholder();
    expect(codeOf(await transactionsAnswer(other, { statementId: statement?.id }))).toBe('NOT_FOUND');
  });
});

describe('myCardBalance', () => {
  const balanceQuery = 'query { myCardBalance { currentBalanceCents availableCreditCents creditLimitCents } }';

  it('is the issuer’s answer, and CARD_ISSUER_UNAVAILABLE when the issuer cannot answer', async () => {
    const holder = await cardholder();
    const balanceOf = vi
      .spyOn(app.cards.issuer, 'balanceOf')
      .mockResolvedValueOnce({ currentBalanceCents: 12_345, availableCreditCents: 237_655, creditLimitCents: 250_000 })
      .mockRejectedValueOnce(new CardIssuerUnavailableError('timeout'));
    const answer = await holder.applicant.query<{ myCardBalance: unknown }>(balanceQuery);
    expect(answer.data?.myCardBalance).toEqual({
      currentBalanceCents: 12_345,
      availableCreditCents: 237_655,
      creditLimitCents: 250_000,
    });
    expect(balanceOf).toHaveBeenCalledWith(holder.account.providerAccountId);
    expect(codeOf(await holder.applicant.query(balanceQuery))).toBe('CARD_ISSUER_UNAVAILABLE');
    balanceOf.mockRestore();
  });

  it('is null before a card account exists', async () => {
    const browser = new TestBrowser(app.app);
    await registerUser(browser, { email: `no-card-${randomUUID()}@example.com` });
    const answer = await browser.query<{ myCardBalance: unknown }>(balanceQuery);
    expect(answer.data?.myCardBalance).toBeNull();
  });
});
