import type { Db } from '../../db/database.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import type { CardsDeps, ClosedStatement } from './cards-deps.js';
import { lockCardAccountAtProvider } from './cards-repository.js';

export type ActivityEvent = Extract<
  CardWebhookEvent,
  { type: 'transaction.posted' | 'statement.closed' | 'deposit.updated' }
>;

type ActivityDeps = Pick<CardsDeps, 'rewards' | 'payments' | 'now'>;

/**
 * What the issuer posted to an account (decisions 037 and 078): transactions,
 * deposits and statements, on the webhook's transaction under the account's
 * row lock, so postings to one account are counted one at a time. The rewards
 * module mirrors them (the issuer is the ledger of record) and counts their
 * cash back (decision 061); the card-payments module hears of its own
 * payments posting or coming back and of each closed statement (autopay, the
 * notices). An event for an account we do not hold is dropped (recorded as
 * received, posting nothing). The reconciliation job (account-reconciliation.ts)
 * records what a webhook missed through this same path.
 */
export async function recordAccountActivity(tx: Db, deps: ActivityDeps, event: ActivityEvent): Promise<void> {
  const account = await lockCardAccountAtProvider(tx, event.accountId);
  if (!account) return;
  if (event.type === 'transaction.posted') return recordTransaction(tx, deps, account.id, event.transaction);
  if (event.type === 'deposit.updated') {
    const { deposit } = event;
    await deps.rewards.recordDepositUpdate(
      tx,
      account.id,
      {
        providerDepositId: deposit.id,
        status: deposit.status,
        returnCode: deposit.returnCode ?? null,
        at: new Date(deposit.at),
      },
      deps.now(),
    );
    return;
  }
  const statement = closedStatementOf(event.statement);
  await deps.rewards.recordStatement(tx, account.id, statement, deps.now());
  // After the mirror has it: autopay reads the statement it schedules from (decision 081).
  await deps.payments.statementClosed(tx, account.id, statement);
}

async function recordTransaction(
  tx: Db,
  deps: ActivityDeps,
  accountId: number,
  transaction: Extract<ActivityEvent, { type: 'transaction.posted' }>['transaction'],
): Promise<void> {
  const postedAt = new Date(transaction.postedAt);
  await deps.rewards.recordTransaction(
    tx,
    accountId,
    {
      providerTransactionId: transaction.id,
      kind: transaction.kind,
      amountCents: transaction.amountCents,
      description: transaction.description,
      refundsTransactionId: transaction.refundsTransactionId ?? null,
      paymentId: transaction.paymentId ?? null,
      returnCode: transaction.returnCode ?? null,
      postedAt,
    },
    deps.now(),
  );
  // Only our own payments carry the issuer's payment id; a payment made elsewhere (a cheque) is the mirror's alone.
  if (!transaction.paymentId) return;
  if (transaction.kind === 'payment')
    await deps.payments.paymentPosted(tx, accountId, { paymentId: transaction.paymentId, postedAt });
  if (transaction.kind === 'payment_return')
    await deps.payments.paymentReturned(tx, accountId, {
      paymentId: transaction.paymentId,
      // A return without a code is still a return; R00 is no ACH code, so the payments module shows it as unexplained.
      returnCode: transaction.returnCode ?? 'R00',
      at: postedAt,
    });
}

export function closedStatementOf(statement: Extract<ActivityEvent, { type: 'statement.closed' }>['statement']) {
  return {
    providerStatementId: statement.id,
    periodStart: new Date(statement.periodStart),
    periodEnd: new Date(statement.periodEnd),
    dueDate: statement.dueDate,
    balanceCents: statement.balanceCents,
    minimumDueCents: statement.minimumDueCents,
    previousBalanceCents: statement.previousBalanceCents ?? null,
    paymentsCents: statement.paymentsCents ?? null,
    creditsCents: statement.creditsCents ?? null,
    purchasesCents: statement.purchasesCents ?? null,
    feesCents: statement.feesCents ?? null,
    interestCents: statement.interestCents ?? null,
    aprBps: statement.aprBps ?? null,
    balanceSubjectToInterestCents: statement.balanceSubjectToInterestCents ?? null,
    interestBalanceMethod: statement.interestBalanceMethod ?? null,
    creditLimitCents: statement.creditLimitCents ?? null,
  } satisfies ClosedStatement;
}
