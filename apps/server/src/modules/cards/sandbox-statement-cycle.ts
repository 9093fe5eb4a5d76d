import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue } from '../../platform/jobs/job-queue.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import {
  cycleCharges,
  cycleFigures,
  sandboxDueDate,
  signedAmount,
  type LedgerEntry,
  type LedgerKind,
} from './sandbox-cycle-figures.js';
import { sandboxJobId, statementEventOf, transactionEventOf } from './sandbox-issuer-events.js';
import {
  insertSandboxStatement,
  insertSandboxTransaction,
  latestSandboxStatement,
  sandboxAccountById,
  sandboxStatementOfCycle,
  sandboxTransactionById,
  sandboxTransactionsBetween,
  type SandboxTransactionRow,
} from './sandbox-issuer-repository.js';
import { sandboxRateAt } from './sandbox-rate-window.js';

/**
 * The sandbox's statement cycles (decision 079; docs/sandbox.md "Cards"): a
 * statement closes CARD_SANDBOX_CYCLE_MS after activation and every cycle
 * after, one job per (account, cycle), so a retried or repeated job closes
 * its cycle once and queues the next once.
 */
export const sandboxCycleQueue = defineQueue({
  name: 'sandbox-card-cycle',
  data: z.object({ accountId: z.string().min(1), cycle: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
});

export async function queueSandboxCycle(tx: Db, accountId: string, cycle: number, at: Date): Promise<void> {
  await enqueueJob(
    tx,
    sandboxCycleQueue,
    { accountId, cycle },
    { id: sandboxJobId(`cycle:${accountId}:${cycle}`), startAfter: at },
  );
}

const toEntry = (row: SandboxTransactionRow): LedgerEntry => ({
  kind: row.kind as LedgerKind,
  amountCents: row.amountCents,
  paymentId: row.paymentId,
  postedAt: row.postedAt,
});

const chargeDescriptions = {
  interest: 'Interest charge on purchases',
  lateFee: 'Late fee',
  returnedPaymentFee: 'Returned payment fee',
} as const;

export interface ClosedCycle {
  statementId: string;
  balanceCents: number;
  minimumDueCents: number;
  dueDate: string;
  /** The cycle's fees and interest, then the statement: in the order a real issuer sends them. */
  events: CardWebhookEvent[];
}

export interface CloseCycleRequest {
  accountId: string;
  /** Which cycle; the next after the latest when not given (the control route's statement on demand). */
  cycle?: number;
  now: Date;
  dueInDays?: number;
  /** Queue the next cycle this long after the close (the timer); nothing when null. */
  nextCycleAfterMs: number | null;
}

/**
 * Closes a cycle: posts its interest and fees to the ledger, records the
 * statement with its figures (sandbox-cycle-figures.ts) and answers the
 * events to deliver. A cycle already closed answers its events again.
 */
export async function closeSandboxCycle(db: Db, request: CloseCycleRequest): Promise<ClosedCycle | null> {
  return db.transaction(async (tx) => {
    // The account's row lock: one close at a time, and no payment posting half-way through one.
    const account = await sandboxAccountById(tx, request.accountId, { lock: true });
    if (!account) return null;
    const latest = await latestSandboxStatement(tx, account.accountId);
    const cycle = request.cycle ?? (latest?.cycle ?? 0) + 1;
    const closed = await sandboxStatementOfCycle(tx, account.accountId, cycle);
    if (closed) {
      // Closed on demand before its timer came: the timer still goes on from that close.
      if (request.nextCycleAfterMs !== null && request.cycle !== undefined)
        await queueSandboxCycle(
          tx,
          account.accountId,
          cycle + 1,
          new Date(closed.periodEnd.getTime() + request.nextCycleAfterMs),
        );
      return answerOf(tx, closed);
    }
    const previous = latest && latest.cycle < cycle ? latest : null;
    const periodStart = previous?.periodEnd ?? account.createdAt;
    const periodEnd = request.now;
    const before = await sandboxTransactionsBetween(tx, account.accountId, null, periodStart);
    const entries = (await sandboxTransactionsBetween(tx, account.accountId, periodStart, periodEnd)).map(toEntry);
    // Under a rate cap (decision 088) the cycle charges at most the capped APR and no fees (50 U.S.C. §3937(d)(1)).
    const { aprBps, capped } = sandboxRateAt(account, periodEnd);
    const uncapped = cycleCharges(previous, entries, periodEnd, aprBps);
    const charges = capped ? { ...uncapped, lateFeeCents: 0, returnedPaymentFeeCents: 0 } : uncapped;
    const statementId = `sbx_stmt_${account.accountId}_${cycle}`;
    const posted: LedgerEntry[] = [];
    const postCharge = async (name: keyof typeof chargeDescriptions, kind: 'fee' | 'interest', amountCents: number) => {
      if (amountCents <= 0) return;
      const transactionId = `sbx_txn_${statementId}_${name}`;
      await insertSandboxTransaction(tx, {
        transactionId,
        accountId: account.accountId,
        kind,
        amountCents,
        description: chargeDescriptions[name],
        eventId: `sbx_evt_${transactionId}`,
        postedAt: periodEnd,
      });
      posted.push({ kind, amountCents, paymentId: null, postedAt: periodEnd });
    };
    await postCharge('interest', 'interest', charges.interestCents);
    await postCharge('lateFee', 'fee', charges.lateFeeCents);
    await postCharge('returnedPaymentFee', 'fee', charges.returnedPaymentFeeCents);
    const previousBalanceCents = before.reduce(
      (sum, row) => sum + signedAmount(row.kind as LedgerKind, row.amountCents),
      0,
    );
    const figures = cycleFigures(previousBalanceCents, [...entries, ...posted]);
    const statement = {
      statementId,
      accountId: account.accountId,
      cycle,
      periodStart,
      periodEnd,
      dueDate: sandboxDueDate(periodEnd, request.dueInDays),
      ...figures,
      aprBps,
      balanceSubjectToInterestCents: charges.balanceSubjectToInterestCents,
      creditLimitCents: account.creditLimitCents,
      eventId: `sbx_evt_${statementId}`,
    };
    await insertSandboxStatement(tx, statement);
    // A closed account with nothing owed has no more statements to send.
    const keepCycling = account.closedAt === null || figures.balanceCents > 0;
    if (request.nextCycleAfterMs !== null && keepCycling)
      await queueSandboxCycle(
        tx,
        account.accountId,
        cycle + 1,
        new Date(periodEnd.getTime() + request.nextCycleAfterMs),
      );
    return answerOf(tx, statement);
  });
}

async function answerOf(db: Db, statement: Parameters<typeof statementEventOf>[0]): Promise<ClosedCycle> {
  const events: CardWebhookEvent[] = [];
  for (const name of Object.keys(chargeDescriptions)) {
    const charge = await sandboxTransactionById(db, `sbx_txn_${statement.statementId}_${name}`);
    if (charge) events.push(transactionEventOf(charge));
  }
  events.push(statementEventOf(statement));
  return {
    statementId: statement.statementId,
    balanceCents: statement.balanceCents,
    minimumDueCents: statement.minimumDueCents,
    dueDate: statement.dueDate,
    events,
  };
}
