import { z } from 'zod';
import { fieldMessages } from '../notifications/field-messages.js';
import { canMoveCard, type CardLockReason, type CardStatus } from './card-status.js';

/**
 * Replacing a card (docs/product-rules.md#card-replacement, decision 106):
 * the cardholder reports it lost, stolen or damaged; the card closes at once
 * and a new one is made and posted, free (the fee schedule's "$0 to replace a
 * lost, stolen or damaged card"). One card works at a time.
 */
export const cardReplacementReasons = ['lost', 'stolen', 'damaged'] as const;
export type CardReplacementReason = (typeof cardReplacementReasons)[number];

export function isCardReplacementReason(value: unknown): value is CardReplacementReason {
  return typeof value === 'string' && (cardReplacementReasons as readonly string[]).includes(value);
}

/**
 * A replacement's progress as the card panel tells it: pending while the
 * issuer makes the new card (the account's card is still the old one, closed),
 * made once the new card is the account's card, until it is activated.
 */
export const cardReplacementStatuses = ['pending', 'made'] as const;
export type CardReplacementStatus = (typeof cardReplacementStatuses)[number];

/** The choices as the card panel offers them. */
export const cardReplacementReasonLabels: Record<CardReplacementReason, string> = {
  lost: 'It is lost, or it never arrived',
  stolen: 'It was stolen',
  damaged: 'It is damaged or does not work',
};

/**
 * Whether the new card gets a new number: a lost or stolen card's number may
 * be in someone else's hands; a damaged one's is not, so the issuer may keep
 * it (with a new expiry date), as public issuing APIs do.
 */
export function replacementGetsNewNumber(reason: CardReplacementReason): boolean {
  return reason !== 'damaged';
}

/**
 * At most this many replacements in a rolling window; more are a matter for a
 * person on the phone (a card going missing every few weeks is itself a sign
 * of fraud, and every card made is mailed).
 */
export const CARD_REPLACEMENT_LIMIT = { count: 3, windowDays: 365 } as const;

export const cardReplacementMessages = {
  reason: 'Choose why you need a new card',
  /** The card has not left the issuer yet: nothing to lose or damage. */
  notSent: 'Your card has not been sent yet. We will e-mail you when it is on its way.',
  /** The SSN follow-up is open (docs/product-rules.md#ssn-follow-up). */
  ssnNeeded:
    'We can send you a new card once your SSN is on file: add it on this page. Meanwhile, if your card is lost or stolen, lock it so no one can use it.',
  limit: `You have asked for ${CARD_REPLACEMENT_LIMIT.count} new cards in the last 12 months. Please call us at 1-800-555-0142 and we will help.`,
} as const;

/**
 * Whether a card in this status may be replaced, and why not. A card the
 * issuer has not sent yet is refused; one in the post may be lost in it.
 * While the SSN follow-up's 60 days run (docs/product-rules.md#ssn-follow-up:
 * a card was activated and the SSN is still missing) no new card is made:
 * the deadline locks the card in use, and a new card still in the post when
 * it passed would activate unlocked. A first card that never arrived may be
 * replaced: the 60 days start when its replacement is activated.
 */
export function replacementRefusal(
  status: CardStatus,
  lockReason: CardLockReason | null,
  ssnFollowUpRunning: boolean,
): 'notSent' | 'ssnNeeded' | 'closed' | null {
  if (status !== 'closed' && ssnFollowUpRunning) return 'ssnNeeded';
  if (canMoveCard(status, 'closed', 'replacement', lockReason)) return null;
  if (status === 'issued') return 'notSent';
  return status === 'locked' ? 'ssnNeeded' : 'closed';
}

/** Whether another replacement fits the limit, given when the earlier ones were asked for. */
export function replacementWithinLimit(earlierRequestedAt: readonly Date[], now: Date): boolean {
  const windowStart = now.getTime() - CARD_REPLACEMENT_LIMIT.windowDays * 24 * 60 * 60 * 1000;
  const recent = earlierRequestedAt.filter((at) => at.getTime() > windowStart).length;
  return recent < CARD_REPLACEMENT_LIMIT.count;
}

export const cardReplacementSchema = z.object({
  cardId: z.number({ error: fieldMessages.required }).int().positive(),
  reason: z.enum(cardReplacementReasons, { error: cardReplacementMessages.reason }),
});

export type CardReplacementInput = z.infer<typeof cardReplacementSchema>;
