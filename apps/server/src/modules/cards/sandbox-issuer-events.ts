import { createHash } from 'node:crypto';
import type { IssuerStatement, IssuerTransaction } from './card-issuing-provider.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import type { LedgerKind } from './sandbox-cycle-figures.js';
import type { SandboxDepositRow, SandboxStatementRow, SandboxTransactionRow } from './sandbox-issuer-repository.js';

/*
 * The events the sandbox issuer sends from its records (decision 079). Every
 * id is kept on (or made from) the record, so a retried job or a repeated
 * close delivers the same event id, which the receiver posts once.
 */

/** A stable UUID from a name (pg-boss job ids are UUIDs): a job queued twice under one name is queued once. */
export function sandboxJobId(name: string): string {
  const hex = createHash('sha256').update(`sandbox-card-issuer:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A short stable id from parts that may be long (our idempotency keys). */
export function sandboxIdOf(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 32)}`;
}

/**
 * The documented test amounts (docs/sandbox.md "Cards"): a payment or deposit
 * whose cents are .01, .02, .03 or .29 comes back with that ACH return code;
 * any other amount settles.
 */
export function testAmountReturnCode(amountCents: number): string | null {
  const cents = amountCents % 100;
  if (cents === 1) return 'R01';
  if (cents === 2) return 'R02';
  if (cents === 3) return 'R03';
  if (cents === 29) return 'R29';
  return null;
}

export function issuerTransactionOf(row: SandboxTransactionRow): IssuerTransaction {
  return {
    id: row.transactionId,
    kind: row.kind as LedgerKind,
    amountCents: row.amountCents,
    description: row.description,
    ...(row.refundsTransactionId ? { refundsTransactionId: row.refundsTransactionId } : {}),
    ...(row.paymentId ? { paymentId: row.paymentId } : {}),
    ...(row.returnCode ? { returnCode: row.returnCode } : {}),
    postedAt: row.postedAt.toISOString(),
  };
}

export function transactionEventOf(row: SandboxTransactionRow): CardWebhookEvent {
  return {
    id: row.eventId,
    type: 'transaction.posted',
    createdAt: row.postedAt.toISOString(),
    accountId: row.accountId,
    transaction: issuerTransactionOf(row),
  };
}

export function issuerStatementOf(row: SandboxStatementRow): IssuerStatement {
  return {
    id: row.statementId,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    dueDate: row.dueDate,
    balanceCents: row.balanceCents,
    minimumDueCents: row.minimumDueCents,
    previousBalanceCents: row.previousBalanceCents,
    paymentsCents: row.paymentsCents,
    creditsCents: row.creditsCents,
    purchasesCents: row.purchasesCents,
    feesCents: row.feesCents,
    interestCents: row.interestCents,
    aprBps: row.aprBps,
    balanceSubjectToInterestCents: row.balanceSubjectToInterestCents,
    interestBalanceMethod: 'unpaid_statement_balance',
    creditLimitCents: row.creditLimitCents,
  };
}

export function statementEventOf(row: SandboxStatementRow): CardWebhookEvent {
  return {
    id: row.eventId,
    type: 'statement.closed',
    createdAt: row.periodEnd.toISOString(),
    accountId: row.accountId,
    statement: issuerStatementOf(row),
  };
}

/** The deposit's news so far: settled, then (a test amount) returned; each its own event id. */
export function depositEventsOf(row: SandboxDepositRow): CardWebhookEvent[] {
  const events: CardWebhookEvent[] = [];
  if (row.settledAt)
    events.push({
      id: `sbx_evt_${row.depositId}_settled`,
      type: 'deposit.updated',
      createdAt: row.settledAt.toISOString(),
      accountId: row.accountId,
      deposit: { id: row.depositId, status: 'settled', at: row.settledAt.toISOString() },
    });
  if (row.returnedAt && row.returnCode)
    events.push({
      id: `sbx_evt_${row.depositId}_returned`,
      type: 'deposit.updated',
      createdAt: row.returnedAt.toISOString(),
      accountId: row.accountId,
      deposit: {
        id: row.depositId,
        status: 'returned',
        returnCode: row.returnCode,
        at: row.returnedAt.toISOString(),
      },
    });
  return events;
}
