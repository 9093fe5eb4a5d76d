import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordingDeps,
  runQueued,
  sandboxAccount,
  sandboxJobDeps,
  sandboxTimersEnv,
} from '../../testing/sandbox-issuer-test-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { sandboxCycleHandler, sandboxCycleQueue } from './sandbox-issuer-jobs.js';
import { insertSandboxTransaction, sandboxStatementOfCycle } from './sandbox-issuer-repository.js';
import { closeSandboxCycle, queueSandboxCycle } from './sandbox-statement-cycle.js';

/*
 * The sandbox's statement cycles (decision 079; docs/sandbox.md "Cards"):
 * what a close posts and prints over two cycles, each closed once, and the
 * timer that closes them and queues the next.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(sandboxTimersEnv);
});
afterAll(async () => {
  await app.close();
});

const DAY = 86_400_000;
// A winter month: Eastern is UTC−5 all through it.
const opened = new Date('2027-01-01T17:00:00Z');
let posted = 0;

async function postAt(accountId: string, kind: string, amountCents: number, at: Date, paymentId?: string) {
  posted += 1;
  await insertSandboxTransaction(app.database.db, {
    transactionId: `sbx_txn_cycle_${posted}`,
    accountId,
    kind,
    amountCents,
    paymentId: paymentId ?? null,
    eventId: `sbx_evt_cycle_${posted}`,
    postedAt: at,
  });
}

const close = (accountId: string, daysAfterOpening: number) =>
  closeSandboxCycle(app.database.db, {
    accountId,
    now: new Date(opened.getTime() + daysAfterOpening * DAY),
    nextCycleAfterMs: null,
  });

async function accountOpenedOnJanuaryFirst(aprBps: number | null = null) {
  const account = await sandboxAccount(app, { aprBps });
  await app.database.sql.executeSql('UPDATE sandbox_issuer_accounts SET created_at = $1 WHERE account_id = $2', [
    opened,
    account.providerAccountId,
  ]);
  return account;
}

/** A $1,000 first statement (minimum $25, due Feb 25), then what the second cycle brings. */
async function secondStatement(
  aprBps: number | null,
  payments: { amountCents: number; at: string; returned?: boolean }[],
) {
  const { providerAccountId } = await accountOpenedOnJanuaryFirst(aprBps);
  await postAt(providerAccountId, 'purchase', 100_000, new Date('2027-01-10T12:00:00Z'));
  const first = await close(providerAccountId, 30);
  expect(first).toMatchObject({ balanceCents: 100_000, minimumDueCents: 2_500, dueDate: '2027-02-25' });
  for (const [index, payment] of payments.entries()) {
    const paymentId = `pay_${providerAccountId}_${index}`;
    await postAt(providerAccountId, 'payment', payment.amountCents, new Date(payment.at), paymentId);
    if (payment.returned)
      await postAt(
        providerAccountId,
        'payment_return',
        payment.amountCents,
        new Date('2027-02-27T12:00:00Z'),
        paymentId,
      );
  }
  await postAt(providerAccountId, 'purchase', 5_000, new Date('2027-02-10T12:00:00Z'));
  await close(providerAccountId, 60);
  return sandboxStatementOfCycle(app.database.db, providerAccountId, 2);
}

describe('a cycle’s close', () => {
  it.each<[string, number | null, { amountCents: number; at: string; returned?: boolean }[], Record<string, number>]>([
    [
      'paid in full by the due date: no interest, no fee',
      null,
      [{ amountCents: 100_000, at: '2027-02-20T12:00:00Z' }],
      {
        previousBalanceCents: 100_000,
        paymentsCents: 100_000,
        feesCents: 0,
        interestCents: 0,
        balanceCents: 5_000,
        balanceSubjectToInterestCents: 0,
      },
    ],
    [
      'the minimum paid: interest on the rest at the default 24.99%, no fee',
      null,
      [{ amountCents: 2_500, at: '2027-02-25T23:00:00Z' }],
      // 97500 × 2499 / 120000 = 2030.4 → 2030.
      {
        balanceSubjectToInterestCents: 97_500,
        interestCents: 2_030,
        feesCents: 0,
        balanceCents: 100_000 - 2_500 + 5_000 + 2_030,
        aprBps: 2_499,
      },
    ],
    [
      'nothing paid: the late fee ($25) and interest at the account’s APR',
      1_999,
      [],
      // 100000 × 1999 / 120000 = 1665.8 → 1666; minimum = $25 + 1,666 + 2,500.
      {
        balanceSubjectToInterestCents: 100_000,
        interestCents: 1_666,
        feesCents: 2_500,
        balanceCents: 109_166,
        minimumDueCents: 2_500 + 1_666 + 2_500,
        aprBps: 1_999,
      },
    ],
    [
      'paid a minute after 11:59 p.m. Eastern on the due date: late',
      null,
      [{ amountCents: 100_000, at: '2027-02-26T05:01:00Z' }],
      { feesCents: 2_500, interestCents: 2_083, balanceSubjectToInterestCents: 100_000 },
    ],
    [
      'the payment came back: one fee, the late one',
      null,
      [{ amountCents: 2_500, at: '2027-02-20T12:00:00Z', returned: true }],
      { feesCents: 2_500, interestCents: 2_083, paymentsCents: 0, balanceSubjectToInterestCents: 100_000 },
    ],
    [
      'one payment came back, another paid the minimum: the returned-payment fee',
      null,
      [
        { amountCents: 10_000, at: '2027-02-20T12:00:00Z', returned: true },
        { amountCents: 3_000, at: '2027-02-21T12:00:00Z' },
      ],
      // Carried 97000 × 2499 / 120000 = 2020.04 → 2020.
      { feesCents: 2_500, interestCents: 2_020, paymentsCents: 3_000, balanceSubjectToInterestCents: 97_000 },
    ],
  ])('%s', async (_name, aprBps, payments, expected) => {
    const statement = await secondStatement(aprBps, payments);
    expect(statement).toMatchObject({ ...expected, dueDate: '2027-03-27' });
  });

  it('posts the fees and interest as transactions before the statement, and closes a cycle once', async () => {
    const { providerAccountId } = await accountOpenedOnJanuaryFirst();
    await postAt(providerAccountId, 'purchase', 100_000, new Date('2027-01-10T12:00:00Z'));
    await close(providerAccountId, 30);
    const second = await close(providerAccountId, 60);
    expect(second?.events.map((event) => event.type)).toEqual([
      'transaction.posted',
      'transaction.posted',
      'statement.closed',
    ]);
    const [interest, fee, statement] = second?.events ?? [];
    expect(interest).toMatchObject({ transaction: { kind: 'interest', amountCents: 2_083 } });
    expect(fee).toMatchObject({ transaction: { kind: 'fee', amountCents: 2_500, description: 'Late fee' } });
    expect(statement).toMatchObject({
      statement: {
        previousBalanceCents: 100_000,
        purchasesCents: 0,
        feesCents: 2_500,
        interestCents: 2_083,
        // Reg Z 1026.7(b)(5): the whole statement balance was carried past its due date.
        balanceSubjectToInterestCents: 100_000,
        interestBalanceMethod: 'unpaid_statement_balance',
      },
    });
    // The same cycle again (a retried job) answers the same events and posts nothing more.
    const again = await closeSandboxCycle(app.database.db, {
      accountId: providerAccountId,
      cycle: 2,
      now: new Date(opened.getTime() + 61 * DAY),
      nextCycleAfterMs: null,
    });
    expect(again?.events.map((event) => event.id)).toEqual(second?.events.map((event) => event.id));
    expect((await app.cards.issuer.balanceOf(providerAccountId)).currentBalanceCents).toBe(100_000 + 2_500 + 2_083);
    expect(await app.cards.issuer.statementsOf(providerAccountId, null)).toHaveLength(2);
    expect(await app.cards.issuer.statementsOf(providerAccountId, new Date(opened.getTime() + 30 * DAY))).toHaveLength(
      1,
    );
  });
});

describe('the cycle timer', () => {
  it('closes the cycle, delivers its statement once and queues the next; a closed account with nothing owed stops', async () => {
    const { deps, calls } = recordingDeps(app);
    const jobs = { ...sandboxJobDeps(app, deps, calls), timers: { cycleMs: 30 * DAY, returnAfterMs: 0 } };
    const account = await sandboxAccount(app);
    await postAt(account.providerAccountId, 'purchase', 4_000, app.clock.now());
    await app.database.db.transaction((tx) => queueSandboxCycle(tx, account.providerAccountId, 1, app.clock.now()));
    // Queued twice for one cycle, it runs once.
    await app.database.db.transaction((tx) => queueSandboxCycle(tx, account.providerAccountId, 1, app.clock.now()));
    const runOne = async () => {
      const { rows } = await app.database.sql.executeSql(
        `SELECT id, data FROM pgboss.job WHERE name = $1 AND state = 'created' AND data->>'accountId' = $2`,
        [sandboxCycleQueue.name, account.providerAccountId],
      );
      return rows as { id: string; data: { cycle: number } }[];
    };
    expect((await runOne()).map((job) => job.data.cycle)).toEqual([1]);
    await runQueuedOnce(jobs, 1);
    expect(calls.statements.map((statement) => statement.balanceCents)).toEqual([4_000]);
    expect(calls.statementsClosed).toHaveLength(1);
    expect((await runOne()).map((job) => job.data.cycle)).toEqual([2]);

    await postAt(account.providerAccountId, 'payment', 4_000, app.clock.now());
    await app.cards.issuer.closeAccount(account.providerAccountId);
    app.clock.advance(1_000);
    // Cycle 2 comes due, as if its 30 days had passed.
    await app.database.sql.executeSql(
      `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND data->>'accountId' = $2`,
      [sandboxCycleQueue.name, account.providerAccountId],
    );
    await runQueuedOnce(jobs, 2);
    expect(calls.statements.map((statement) => statement.balanceCents)).toEqual([4_000, 0]);
    expect(await runOne()).toEqual([]);

    async function runQueuedOnce(deps: typeof jobs, cycle: number) {
      const ran = await runQueued(app, sandboxCycleQueue, sandboxCycleHandler(deps), { onlyDue: true });
      expect(ran).toHaveLength(1);
      expect(await sandboxStatementOfCycle(app.database.db, account.providerAccountId, cycle)).not.toBeNull();
    }
  });
});
