import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingDeps, sandboxAccount, sandboxTimersEnv } from '../../testing/sandbox-issuer-test-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { reconcileAccount } from './account-reconciliation.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import { postCardEvent } from './card-webhook-receiver.js';
import { insertSandboxTransaction } from './sandbox-issuer-repository.js';
import { closeSandboxCycle } from './sandbox-statement-cycle.js';

/*
 * One entry for the issuer's news (decision 078): each event goes to the
 * module that owns it, and the reconciliation (decision 079) records through
 * the same path what a lost webhook did not bring, nothing twice.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(sandboxTimersEnv);
});
afterAll(async () => {
  await app.close();
});

let events = 0;
const eventId = () => `evt_routing_${(events += 1)}`;
const at = '2027-01-10T12:00:00.000Z';

function transactionEvent(
  accountId: string,
  transaction: Partial<Extract<CardWebhookEvent, { type: 'transaction.posted' }>['transaction']> & {
    kind: 'purchase' | 'refund' | 'payment' | 'payment_return' | 'credit' | 'fee' | 'interest';
  },
): CardWebhookEvent {
  return {
    id: eventId(),
    type: 'transaction.posted',
    createdAt: at,
    accountId,
    transaction: { id: `txn_${eventId()}`, amountCents: 1_000, description: '', postedAt: at, ...transaction },
  };
}

describe('routing the issuer’s events', () => {
  it('sends every transaction to the rewards, and our payments’ postings and returns to the card payments too', async () => {
    const { deps, calls } = recordingDeps(app);
    const { providerAccountId } = await sandboxAccount(app);
    const kinds = ['purchase', 'refund', 'credit', 'fee', 'interest'] as const;
    for (const kind of kinds) await postCardEvent(deps, transactionEvent(providerAccountId, { kind }));
    // A payment made elsewhere (no payment id) is the mirror's alone.
    await postCardEvent(deps, transactionEvent(providerAccountId, { kind: 'payment' }));
    await postCardEvent(deps, transactionEvent(providerAccountId, { kind: 'payment', paymentId: 'pay_1' }));
    await postCardEvent(
      deps,
      transactionEvent(providerAccountId, { kind: 'payment_return', paymentId: 'pay_1', returnCode: 'R01' }),
    );
    expect(calls.transactions.map((transaction) => transaction.kind)).toEqual([
      ...kinds,
      'payment',
      'payment',
      'payment_return',
    ]);
    expect(calls.paymentsPosted).toEqual([{ paymentId: 'pay_1', postedAt: new Date(at) }]);
    expect(calls.paymentsReturned).toEqual([{ paymentId: 'pay_1', returnCode: 'R01', at: new Date(at) }]);
  });

  it('sends a deposit’s news to the rewards, and a statement to the rewards and then the card payments', async () => {
    const { deps, calls } = recordingDeps(app);
    const { providerAccountId } = await sandboxAccount(app);
    await postCardEvent(deps, {
      id: eventId(),
      type: 'deposit.updated',
      createdAt: at,
      accountId: providerAccountId,
      deposit: { id: 'dep_1', status: 'returned', returnCode: 'R03', at },
    });
    expect(calls.deposits).toEqual([
      { providerDepositId: 'dep_1', status: 'returned', returnCode: 'R03', at: new Date(at) },
    ]);
    const statement = {
      id: 'stmt_1',
      periodStart: '2027-01-01T00:00:00.000Z',
      periodEnd: at,
      dueDate: '2027-02-04',
      balanceCents: 5_000,
      minimumDueCents: 2_500,
      feesCents: 0,
      aprBps: 2_499,
    };
    await postCardEvent(deps, {
      id: eventId(),
      type: 'statement.closed',
      createdAt: at,
      accountId: providerAccountId,
      statement,
    });
    const closed = expect.objectContaining({
      providerStatementId: 'stmt_1',
      balanceCents: 5_000,
      feesCents: 0,
      interestCents: null,
      aprBps: 2_499,
    });
    expect(calls.statements).toEqual([closed]);
    expect(calls.statementsClosed).toEqual([closed]);
  });

  it('drops an event for an account we do not hold', async () => {
    const { deps, calls } = recordingDeps(app);
    expect(await postCardEvent(deps, transactionEvent('sbx_acct_not_ours', { kind: 'purchase' }))).toBe(true);
    expect(calls.transactions).toEqual([]);
  });
});

describe('the reconciliation', () => {
  it('records what the webhooks missed, and nothing twice', async () => {
    const { deps, calls } = recordingDeps(app);
    const account = await sandboxAccount(app);
    // A purchase whose webhook arrived, and one whose webhook was lost.
    const purchase = (id: string) => ({
      transactionId: id,
      accountId: account.providerAccountId,
      kind: 'purchase',
      amountCents: 3_000,
      eventId: `sbx_evt_${id}`,
      postedAt: app.clock.now(),
    });
    await insertSandboxTransaction(app.database.db, purchase(`sbx_txn_delivered_${account.id}`));
    await postCardEvent(
      deps,
      transactionEvent(account.providerAccountId, { kind: 'purchase', id: `sbx_txn_delivered_${account.id}` }),
    );
    await insertSandboxTransaction(app.database.db, purchase(`sbx_txn_lost_${account.id}`));
    // A statement whose webhook was lost too.
    app.clock.advance(1_000);
    await closeSandboxCycle(app.database.db, {
      accountId: account.providerAccountId,
      now: app.clock.now(),
      nextCycleAfterMs: null,
    });
    calls.transactions.length = 0;

    expect(await reconcileAccount(deps, account.id)).toBe(3);
    // The rewards mirror is unique by the issuer's ids: the delivered purchase is handed over again and kept once there.
    expect(calls.transactions.map((transaction) => transaction.providerTransactionId).sort()).toEqual(
      [`sbx_txn_delivered_${account.id}`, `sbx_txn_lost_${account.id}`].sort(),
    );
    expect(calls.statements.map((statement) => [statement.providerStatementId, statement.balanceCents])).toEqual([
      [`sbx_stmt_${account.providerAccountId}_1`, 6_000],
    ]);
    expect(calls.statementsClosed).toHaveLength(1);

    // The next look finds nothing new: the same ids post nothing again.
    app.clock.advance(6 * 60 * 60 * 1000);
    expect(await reconcileAccount(deps, account.id)).toBe(0);
    expect(calls.transactions).toHaveLength(2);
    expect(calls.statements).toHaveLength(1);
  });

  it('reads from where it left off, a day overlapped', async () => {
    const { deps } = recordingDeps(app);
    const account = await sandboxAccount(app);
    const asked: (Date | null)[] = [];
    const issuer = {
      ...deps.issuer,
      transactionsOf: async (accountId: string, since: Date | null) => {
        asked.push(since);
        return deps.issuer.transactionsOf(accountId, since);
      },
    };
    const postedAt = new Date('2027-03-01T12:00:00Z');
    await insertSandboxTransaction(app.database.db, {
      transactionId: `sbx_txn_cursor_${account.id}`,
      accountId: account.providerAccountId,
      kind: 'purchase',
      amountCents: 1_000,
      eventId: `sbx_evt_cursor_${account.id}`,
      postedAt,
    });
    await reconcileAccount({ ...deps, issuer }, account.id);
    await reconcileAccount({ ...deps, issuer }, account.id);
    expect(asked).toEqual([null, new Date(postedAt.getTime() - 86_400_000)]);
  });
});
