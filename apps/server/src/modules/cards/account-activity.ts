import type { Db } from '../../db/database.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import type { CardsDeps } from './cards-deps.js';
import { lockCardAccountAtProvider } from './cards-repository.js';

type ActivityEvent = Extract<CardWebhookEvent, { type: 'transaction.posted' | 'statement.closed' }>;

/**
 * What the issuer posted to an account (decision 037): transactions and
 * statements, on the webhook's transaction under the account's row lock, so
 * postings to one account are counted one at a time. The rewards module
 * records them and counts their cash back (decision 061). An event for an
 * account we do not hold is dropped (recorded as received, posting nothing).
 */
export async function recordAccountActivity(
  tx: Db,
  deps: Pick<CardsDeps, 'rewards' | 'now'>,
  event: ActivityEvent,
): Promise<void> {
  const account = await lockCardAccountAtProvider(tx, event.accountId);
  if (!account) return;
  if (event.type === 'transaction.posted') {
    const { transaction } = event;
    await deps.rewards.recordTransaction(
      tx,
      account.id,
      {
        providerTransactionId: transaction.id,
        kind: transaction.kind,
        amountCents: transaction.amountCents,
        description: transaction.description,
        refundsTransactionId: transaction.refundsTransactionId ?? null,
        postedAt: new Date(transaction.postedAt),
      },
      deps.now(),
    );
    return;
  }
  const { statement } = event;
  await deps.rewards.recordStatement(
    tx,
    account.id,
    {
      providerStatementId: statement.id,
      periodStart: new Date(statement.periodStart),
      periodEnd: new Date(statement.periodEnd),
      dueDate: statement.dueDate,
      balanceCents: statement.balanceCents,
      minimumDueCents: statement.minimumDueCents,
    },
    deps.now(),
  );
}
