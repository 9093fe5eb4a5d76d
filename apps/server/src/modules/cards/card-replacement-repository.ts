import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { cardReplacements, type CardReplacementRow } from './card-replacement-tables.js';
import { cards, type CardRow } from './cards-tables.js';

/*
 * The replacements' SQL (decision 106): one row per replaced card, the new
 * card recorded on it once the issuer made it.
 */

/** The replacement of a card of the member's; null when the card was never replaced (or is not theirs). */
export async function replacementOfCard(db: Db, replacedCardId: number, userId: string) {
  const [row] = await db
    .select()
    .from(cardReplacements)
    .where(and(eq(cardReplacements.replacedCardId, replacedCardId), eq(cardReplacements.userId, userId)));
  return row ?? null;
}

export async function replacementById(db: Db, id: number): Promise<CardReplacementRow | null> {
  const [row] = await db.select().from(cardReplacements).where(eq(cardReplacements.id, id));
  return row ?? null;
}

/** When the account's replacements were asked for: the limit counts them. */
export async function replacementTimesOf(db: Db, accountId: number): Promise<Date[]> {
  const rows = await db
    .select({ requestedAt: cardReplacements.requestedAt })
    .from(cardReplacements)
    .where(eq(cardReplacements.accountId, accountId));
  return rows.map((row) => row.requestedAt);
}

export async function insertReplacement(
  tx: Db,
  replacement: typeof cardReplacements.$inferInsert,
): Promise<CardReplacementRow> {
  const [row] = await tx.insert(cardReplacements).values(replacement).returning();
  if (!row) throw new Error(`no replacement recorded for card ${replacement.replacedCardId}`);
  return row;
}

/**
 * Records the new card once (unique by the issuer's card id) and ties it to
 * its replacement, if not tied already: a retried job records one card.
 */
export async function recordReplacementCard(
  tx: Db,
  replacementId: number,
  card: Omit<typeof cards.$inferInsert, 'id'>,
): Promise<CardRow> {
  await tx.insert(cards).values(card).onConflictDoNothing();
  const [stored] = await tx.select().from(cards).where(eq(cards.providerCardId, card.providerCardId));
  if (!stored) throw new Error(`replacement card ${card.providerCardId} vanished`);
  await tx
    .update(cardReplacements)
    .set({ cardId: stored.id })
    .where(and(eq(cardReplacements.id, replacementId), isNull(cardReplacements.cardId)));
  return stored;
}

const replacedCards = alias(cards, 'replaced_cards');

/** The account's latest replacement, with the last four digits it replaced and its new card's state (none while pending). */
export async function latestReplacementOf(db: Db, accountId: number) {
  const [row] = await db
    .select({
      reason: cardReplacements.reason,
      requestedAt: cardReplacements.requestedAt,
      replacedLastFour: replacedCards.lastFour,
      newCardId: cardReplacements.cardId,
      newCardStatus: cards.status,
      newCardActivatedAt: cards.activatedAt,
    })
    .from(cardReplacements)
    .innerJoin(replacedCards, eq(replacedCards.id, cardReplacements.replacedCardId))
    .leftJoin(cards, eq(cards.id, cardReplacements.cardId))
    .where(eq(cardReplacements.accountId, accountId))
    .orderBy(desc(cardReplacements.id))
    .limit(1);
  return row ?? null;
}
