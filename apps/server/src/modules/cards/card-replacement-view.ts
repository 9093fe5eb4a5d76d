import { alias } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardReplacements } from './card-replacement-tables.js';
import { cards } from './cards-tables.js';

/** CardAccount.replacement (cards.graphql): the latest replacement until its new card is activated. */
export interface CardReplacementView {
  reason: string;
  requestedAt: string;
  replacedLastFour: string;
  status: 'pending' | 'made';
}

const replacedCards = alias(cards, 'replaced_cards');

/**
 * The account's latest replacement as the card panel tells it
 * (docs/product-rules.md#card-replacement): pending while the issuer makes the
 * new card, made until the cardholder activates it; null before any, and once
 * the new card is activated (or closed with the account).
 */
export async function replacementViewOf(db: Db, accountId: number): Promise<CardReplacementView | null> {
  const [row] = await db
    .select({
      reason: cardReplacements.reason,
      requestedAt: cardReplacements.requestedAt,
      replacedLastFour: replacedCards.lastFour,
      newCardStatus: cards.status,
      newCardActivatedAt: cards.activatedAt,
      newCardId: cardReplacements.cardId,
    })
    .from(cardReplacements)
    .innerJoin(replacedCards, eq(replacedCards.id, cardReplacements.replacedCardId))
    .leftJoin(cards, eq(cards.id, cardReplacements.cardId))
    .where(eq(cardReplacements.accountId, accountId))
    .orderBy(desc(cardReplacements.id))
    .limit(1);
  if (!row) return null;
  if (row.newCardActivatedAt !== null || row.newCardStatus === 'closed') return null;
  return {
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    replacedLastFour: row.replacedLastFour,
    status: row.newCardId === null ? 'pending' : 'made',
  };
}
