import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { postCardEvent } from './card-webhook-receiver.js';
import type { CardsDeps } from './cards-deps.js';
import { cardAccountById } from './cards-repository.js';
import { reconciliationCursorOf, saveReconciliationCursor } from './reconciliation-repository.js';

/**
 * The reconciliation (decisions 078 and 079): a real issuer's webhook can be
 * lost (our outage outlasting its retries, a delivery it gave up on), so every
 * 6 hours each account's statements and transactions since the last look are
 * read from the issuer's APIs and recorded through the webhook's own path
 * (postCardEvent → recordAccountActivity). Each is posted under an event id
 * made from the issuer's id, so a second look posts nothing again; one the
 * webhook did bring is recorded once by the mirror, which is unique by the
 * issuer's ids. One job per account per round, each queuing the next: a
 * bounded chain, started when the account is opened. The sandbox, whose
 * events never get lost, is not reconciled.
 */
export const reconciliationIntervalMs = 6 * 60 * 60 * 1000;
/** Each look reaches back this far before the last one: a posting can be dated before it reached the API. */
const overlapMs = 24 * 60 * 60 * 1000;
const closedFollowUpMs = 180 * 24 * 60 * 60 * 1000;

export const accountReconciliationQueue = defineQueue({
  name: 'card-account-reconciliation',
  data: z.object({ accountId: z.number().int().positive(), round: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
});

function roundJobId(accountId: number, round: number): string {
  const hex = createHash('sha256').update(`card-reconciliation:${accountId}:${round}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues round `round` of the account's reconciliation, once however often asked. */
export async function queueAccountReconciliation(tx: Db, accountId: number, round: number, at: Date): Promise<void> {
  await enqueueJob(
    tx,
    accountReconciliationQueue,
    { accountId, round },
    { id: roundJobId(accountId, round), startAfter: at },
  );
}

const earlier = (at: Date | null) => (at ? new Date(at.getTime() - overlapMs) : null);
const latest = (dates: Date[], floor: Date | null) =>
  dates.reduce<Date | null>((max, at) => (max === null || at > max ? at : max), floor);

/** Reads the issuer since the last look and records what is missing; answers how many postings were new here. */
export async function reconcileAccount(deps: CardsDeps, accountId: number): Promise<number> {
  const account = await cardAccountById(deps.db, accountId);
  if (!account) return 0;
  const cursor = await reconciliationCursorOf(deps.db, accountId);
  const providerAccountId = account.providerAccountId;
  const transactions = await deps.issuer.transactionsOf(providerAccountId, earlier(cursor?.transactionsSince ?? null));
  const statements = await deps.issuer.statementsOf(providerAccountId, earlier(cursor?.statementsSince ?? null));
  let recorded = 0;
  const createdAt = deps.now().toISOString();
  for (const transaction of transactions) {
    const isNew = await postCardEvent(deps, {
      id: `reconciled_txn_${transaction.id}`,
      type: 'transaction.posted',
      createdAt,
      accountId: providerAccountId,
      transaction,
    });
    if (isNew) recorded += 1;
  }
  // Statements after the transactions they count, as the issuer's webhooks come.
  for (const statement of statements) {
    const isNew = await postCardEvent(deps, {
      id: `reconciled_stmt_${statement.id}`,
      type: 'statement.closed',
      createdAt,
      accountId: providerAccountId,
      statement,
    });
    if (isNew) recorded += 1;
  }
  await saveReconciliationCursor(deps.db, {
    accountId,
    transactionsSince: latest(
      transactions.map((transaction) => new Date(transaction.postedAt)),
      cursor?.transactionsSince ?? null,
    ),
    statementsSince: latest(
      statements.map((statement) => new Date(statement.periodEnd)),
      cursor?.statementsSince ?? null,
    ),
    checkedAt: deps.now(),
  });
  return recorded;
}

export function accountReconciliationHandler(deps: CardsDeps): JobHandler<{ accountId: number; round: number }> {
  return async (job) => {
    const { accountId, round } = job.data;
    const account = await cardAccountById(deps.db, accountId);
    if (!account) return;
    const now = deps.now();
    // Half a year after closing, what the account owed has been paid or charged off at the issuer: the chain ends.
    const settled = account.closedAt !== null && now.getTime() - account.closedAt.getTime() > closedFollowUpMs;
    // The next round first: an issuer down past this round's retries still gets looked at again.
    if (!settled)
      await deps.db.transaction((tx) =>
        queueAccountReconciliation(tx, accountId, round + 1, new Date(now.getTime() + reconciliationIntervalMs)),
      );
    await reconcileAccount(deps, accountId);
  };
}
