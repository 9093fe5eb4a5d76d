import type { CardReplacementStatus } from '@waypoint/domain/cards/card-replacement';
import type { Db } from '../../db/database.js';
import { latestReplacementOf } from './card-replacement-repository.js';

/** CardAccount.replacement (cards.graphql): the latest replacement until its new card is activated. */
export interface CardReplacementView {
  reason: string;
  requestedAt: string;
  replacedLastFour: string;
  status: CardReplacementStatus;
}

/**
 * The account's latest replacement as the card panel tells it
 * (docs/product-rules.md#card-replacement): pending while the issuer makes the
 * new card, made until the cardholder activates it; null before any, and once
 * the new card is activated (or closed with the account).
 */
export async function replacementViewOf(db: Db, accountId: number): Promise<CardReplacementView | null> {
  const row = await latestReplacementOf(db, accountId);
  if (!row) return null;
  if (row.newCardActivatedAt !== null || row.newCardStatus === 'closed') return null;
  return {
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    replacedLastFour: row.replacedLastFour,
    status: row.newCardId === null ? 'pending' : 'made',
  };
}
