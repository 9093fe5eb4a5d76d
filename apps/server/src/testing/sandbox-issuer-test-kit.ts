import { randomUUID } from 'node:crypto';
import type { CardWebhookEvent } from '../modules/cards/card-webhook-events.js';
import { createSandboxDelivery } from '../modules/cards/card-webhook-receiver.js';
import type { CardsDeps, ClosedStatement, DepositUpdate, PostedTransaction } from '../modules/cards/cards-deps.js';
import { cardAccounts } from '../modules/cards/cards-tables.js';
import type { SandboxJobDeps } from '../modules/cards/sandbox-issuer-jobs.js';
import { jobSchema } from '../platform/jobs/enqueue-job.js';
import type { JobHandler, JobQueue } from '../platform/jobs/job-queue.js';
import type { TestApp } from './test-app.js';

/**
 * The sandbox issuer's test helpers (decision 079): a card account held at
 * the sandbox without the approval's journey, the issuer's events delivered
 * through the real receiver to stand-ins of the rewards and card-payments
 * ports (what each was told, in order), and the sandbox's jobs run by hand.
 */

export const sandboxTimersEnv = {
  CARD_SANDBOX_CYCLE_MS: '0',
  CARD_SANDBOX_SETTLE_AFTER_MS: '0',
  CARD_SANDBOX_RETURN_AFTER_MS: '0',
};

export interface PortCalls {
  transactions: PostedTransaction[];
  statements: ClosedStatement[];
  deposits: DepositUpdate[];
  paymentsPosted: { paymentId: string; postedAt: Date }[];
  paymentsReturned: { paymentId: string; returnCode: string; at: Date }[];
  statementsClosed: ClosedStatement[];
  /** Every delivered event's id, in order, repeats included. */
  delivered: string[];
}

/** The cards' deps with the rewards and card-payments ports recording what they are told. */
export function recordingDeps(app: TestApp): { deps: CardsDeps; calls: PortCalls } {
  const calls: PortCalls = {
    transactions: [],
    statements: [],
    deposits: [],
    paymentsPosted: [],
    paymentsReturned: [],
    statementsClosed: [],
    delivered: [],
  };
  const deps: CardsDeps = {
    ...app.cards,
    rewards: {
      ...app.cards.rewards,
      recordTransaction: async (_tx, _accountId, transaction) => void calls.transactions.push(transaction),
      recordStatement: async (_tx, _accountId, statement) => void calls.statements.push(statement),
      recordDepositUpdate: async (_tx, _accountId, deposit) => void calls.deposits.push(deposit),
    },
    payments: {
      ...app.cards.payments,
      paymentPosted: async (_tx, _accountId, posted) => void calls.paymentsPosted.push(posted),
      paymentReturned: async (_tx, _accountId, returned) => void calls.paymentsReturned.push(returned),
      statementClosed: async (_tx, _accountId, statement) => void calls.statementsClosed.push(statement),
    },
  };
  return { deps, calls };
}

/** The sandbox jobs' deps, delivering through the receiver to the recording ports. */
export function sandboxJobDeps(app: TestApp, deps: CardsDeps, calls: PortCalls): SandboxJobDeps {
  const deliver = createSandboxDelivery(deps);
  return {
    db: app.database.db,
    deliver: async (event: CardWebhookEvent) => {
      calls.delivered.push(event.id);
      await deliver(event);
    },
    timers: { cycleMs: 0, returnAfterMs: 0 },
    now: () => app.clock.now(),
  };
}

let accountsMade = 0;

/** An account opened at the sandbox and held by us (a card_accounts row), as the issuing job leaves it. */
export async function sandboxAccount(
  app: TestApp,
  terms: { creditLimitCents?: number; aprBps?: number | null } = {},
): Promise<{ id: number; providerAccountId: string }> {
  accountsMade += 1;
  const reference = `${Date.now()}${accountsMade}`;
  const creditLimitCents = terms.creditLimitCents ?? 250_000;
  const { accountId } = await app.cards.issuer.openAccount({
    reference,
    creditLimitCents,
    aprBps: terms.aprBps ?? null,
    holder: { firstName: 'Test', lastName: 'Holder', email: `holder-${reference}@example.com` },
  });
  const [row] = await app.database.db
    .insert(cardAccounts)
    .values({
      userId: randomUUID(),
      applicationId: 900_000 + accountsMade,
      provider: 'sandbox',
      providerAccountId: accountId,
      creditLimitCents,
      aprBps: terms.aprBps ?? null,
    })
    .returning({ id: cardAccounts.id });
  if (!row) throw new Error('no card account');
  return { id: row.id, providerAccountId: accountId };
}

/**
 * Runs a sandbox queue's jobs that are waiting, as the runner would (pg-boss
 * compares start times with the database's clock), and marks them done.
 * Answers the ids it ran.
 */
export async function runQueued<Data>(
  app: TestApp,
  queue: JobQueue<Data>,
  handler: JobHandler<Data>,
  { onlyDue = false }: { onlyDue?: boolean } = {},
): Promise<string[]> {
  const ran: string[] = [];
  for (;;) {
    // All waiting jobs run (a test may have moved its clock ahead of the database's) unless `onlyDue`:
    // a job that queues its own next round, as a cycle does, would otherwise never end.
    const due = onlyDue ? 'AND start_after <= now()' : '';
    const { rows } = await app.database.sql.executeSql(
      `SELECT id, data FROM ${jobSchema}.job WHERE name = $1 AND state = 'created' ${due} ORDER BY created_on LIMIT 1`,
      [queue.name],
    );
    const job = (rows as { id: string; data: unknown }[])[0];
    if (!job) return ran;
    await handler({ id: job.id, data: queue.data.parse(job.data), retryCount: 0, finalAttempt: false });
    await app.database.sql.executeSql(`UPDATE ${jobSchema}.job SET state = 'completed' WHERE id = $1`, [job.id]);
    ran.push(job.id);
  }
}

/** The events the receiver recorded, by type, oldest first. */
export async function receivedEvents(app: TestApp, type: string): Promise<string[]> {
  const { rows } = await app.database.sql.executeSql(
    'SELECT event_id FROM card_webhook_events WHERE type = $1 ORDER BY received_at, event_id',
    [type],
  );
  return (rows as { event_id: string }[]).map((row) => row.event_id);
}
