import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import type { CardsDeps } from './cards-deps.js';
import { cardAccounts, cardStatements, cardTransactions } from './cards-tables.js';
import { postStatementRewards, postTransactionRewards } from './rewards-posting.js';

type ActivityEvent = Extract<CardWebhookEvent, { type: 'transaction.posted' | 'statement.closed' }>;

/**
 * What the issuer posted to an account (decision 037): transactions and
 * statements, on the webhook's transaction under the account's row lock, so
 * postings to one account are counted one at a time. An event for an account
 * we do not hold is dropped (recorded as received, posting nothing).
 */
export async function recordAccountActivity(tx: Db, deps: CardsDeps, event: ActivityEvent): Promise<void> {
  const [account] = await tx
    .select()
    .from(cardAccounts)
    .where(eq(cardAccounts.providerAccountId, event.accountId))
    .for('update');
  if (!account) return;
  if (event.type === 'transaction.posted') {
    const { transaction } = event;
    const [recorded] = await tx
      .insert(cardTransactions)
      .values({
        accountId: account.id,
        providerTransactionId: transaction.id,
        kind: transaction.kind,
        amountCents: transaction.amountCents,
        description: transaction.description,
        refundsTransactionId: transaction.refundsTransactionId ?? null,
        postedAt: new Date(transaction.postedAt),
      })
      .onConflictDoNothing()
      .returning({ id: cardTransactions.id });
    // The cash back it earns or reverses, or the statements a payment pays (rewards-posting.ts).
    if (recorded) await postTransactionRewards(tx, deps, account.id, recorded.id, deps.now());
    return;
  }
  const { statement } = event;
  await tx
    .insert(cardStatements)
    .values({
      accountId: account.id,
      providerStatementId: statement.id,
      periodStart: new Date(statement.periodStart),
      periodEnd: new Date(statement.periodEnd),
      dueDate: statement.dueDate,
      balanceCents: statement.balanceCents,
      minimumDueCents: statement.minimumDueCents,
    })
    .onConflictDoNothing();
  // Payments posted before the statement arrived may already pay it on time.
  await postStatementRewards(tx, account.id, deps.now());
}
