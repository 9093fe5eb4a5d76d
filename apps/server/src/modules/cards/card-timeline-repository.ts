import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardAccountClosures } from './card-account-closing-tables.js';
import { cardReplacements } from './card-replacement-tables.js';
import { cardAccounts, cards } from './cards-tables.js';

/**
 * The credit account an approved application opened and its cards, for the
 * case timeline (decision 068). Cards keep their current state, not a
 * history: a lock shows at the card's last change. A closing by the
 * cardholder (decision 083) comes with what was owed and the cash back's payout.
 */
export async function cardsTimeline(db: Db, applicationId: number, limit: number) {
  const [account] = await db.select().from(cardAccounts).where(eq(cardAccounts.applicationId, applicationId));
  if (!account) return null;
  const rows = await db
    .select({
      lastFour: cards.lastFour,
      status: cards.status,
      lockReason: cards.lockReason,
      issuedAt: cards.createdAt,
      activatedAt: cards.activatedAt,
      updatedAt: cards.updatedAt,
      replacedFor: cardReplacements.reason,
      replacedAt: cardReplacements.requestedAt,
    })
    .from(cards)
    .leftJoin(cardReplacements, eq(cardReplacements.replacedCardId, cards.id))
    .where(eq(cards.accountId, account.id))
    .orderBy(desc(cards.createdAt))
    .limit(limit);
  const [closure] = await db.select().from(cardAccountClosures).where(eq(cardAccountClosures.accountId, account.id));
  return {
    closure: closure
      ? {
          closedAt: closure.closedAt,
          balanceOwedCents: closure.balanceOwedCents,
          statementCreditCents: closure.statementCreditCents,
          depositCents: closure.depositCents,
          forfeitedCents: closure.cashBackForfeitedCents,
          payoutBy: closure.cashBackPayoutBy,
          issuerClosedAt: closure.issuerClosedAt,
        }
      : null,
    accountOpenedAt: account.createdAt,
    creditLimitCents: account.creditLimitCents,
    ssnAddedAt: account.ssnAddedAt,
    cards: rows,
  };
}
