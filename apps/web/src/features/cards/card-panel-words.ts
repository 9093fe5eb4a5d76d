import { cardActivationMessages } from '@waypoint/domain/cards/card-activation';
import type { CardLockReason, CardStatus } from '@waypoint/domain/cards/card-status';
import { ApiError, NetworkError } from '../../lib/api-errors';
import type { CardReplacement } from './api/card-account';

/**
 * The card's status in words (docs/product-rules.md#cards): a headline and what comes next. A card closes
 * on an open account only while its replacement is being made (docs/product-rules.md#card-replacement), so
 * a closed card with a pending replacement says that, not that the account was closed.
 */
export function cardStatusWords(
  status: CardStatus,
  lockReason: CardLockReason | null,
  replacement: CardReplacement | null,
): { headline: string; next: string } {
  switch (status) {
    case 'issued':
      // No post time: nothing measures the post. The address is the application's shipping choice, home or work (product-rules#shipping-choice).
      return {
        headline: 'We are making your card',
        next: 'We will post it to the address on your application and e-mail you when it is on its way.',
      };
    case 'shipped':
      return {
        headline: 'On its way',
        next: 'Your card is in the post. Once it arrives, activate it here with the details printed on it.',
      };
    case 'delivered':
      return { headline: 'Delivered — activate it', next: 'Activate it here with the details printed on it.' };
    case 'active':
      return { headline: 'Active', next: 'Your card is ready to use.' };
    case 'locked':
      return lockReason === 'ssnMissing'
        ? {
            headline: 'Locked',
            next: 'Your card is locked until you add your Social Security number. Adding it unlocks the card.',
          }
        : { headline: 'Locked', next: 'You locked this card: purchases are declined until you unlock it.' };
    case 'closed':
      if (replacement?.status === 'pending')
        return {
          headline: 'Closed',
          next: `You reported this card ${replacement.reason}, so it no longer works.`,
        };
      return {
        headline: 'Closed',
        next: 'You closed this account: the card no longer works. Any balance owed stays payable.',
      };
  }
}

/** Whole dollars, as a limit is written ($2,500). */
export function formatCreditLimit(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A purchase APR from basis points, as the Cardholder Agreement writes it: 2499 -> "24.99%". */
export function formatAprBps(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}%`;
}

/** The server's refusals the card panel explains in its own words; anything else says the server's message. */
const refusalWords: Record<string, string> = {
  CARD_ACTIVATION_NOT_IN_US: cardActivationMessages.notInUs,
  CARD_DETAILS_MISMATCH: cardActivationMessages.mismatch,
  CARD_ACTIVATION_TOO_MANY_TRIES: cardActivationMessages.tooManyTries,
  CARD_ALREADY_ACTIVE: cardActivationMessages.alreadyActive,
  CARD_NOT_ACTIVATABLE:
    'Your card cannot be activated yet: it has not been posted. We will tell you when it is on its way.',
  CARD_NOT_ACTIVE: 'Only an active card can be locked or unlocked.',
  CARD_LOCKED_FOR_SSN: 'This card is locked until you add your Social Security number. Adding it unlocks the card.',
  CARD_ISSUER_UNAVAILABLE:
    'We could not reach our card partner. Nothing has changed; please try again in a few minutes.',
};

/** A failed card request in words for the cardholder. */
export function cardFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && Object.hasOwn(refusalWords, error.code)) return refusalWords[error.code] as string;
    if (error.status >= 500 || !error.message) return 'Something went wrong on our side. Please try again.';
    return error.message;
  }
  if (error instanceof NetworkError) return 'We could not reach Waypoint. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
