import { formatDay } from '../../../lib/dates';
import type { CardAccount } from '../api/card-account';
import type { CardAccountTerms } from '../api/card-overview';
import { cardStatusWords } from '../card-panel-words';
import { formatCents } from '../money-words';

/** The one status story the overview tells about the card (decision 078): a headline, what comes next, and the step. */
export interface CardStory {
  headline: string;
  next: string;
  /** What the cardholder can do about it here: activate the card, unlock it on the card page, or nothing. */
  step: 'activate' | 'manage' | 'none';
  tone: 'progress' | 'action' | 'good' | 'warning' | 'closed';
}

/** What happens to the cash back left when the account closed (docs/product-rules.md#closing-the-account). */
function payoutWords(closure: NonNullable<CardAccountTerms['closure']>): string {
  const amount = formatCents(closure.cashBackPayoutCents);
  const to = closure.cashBackPayoutTo === 'bankDeposit' ? 'to your bank account' : 'as a statement credit';
  switch (closure.cashBackPayoutStatus) {
    case 'pending':
      return `Your ${amount} of cash back is paid ${to} by ${formatDay(closure.cashBackPayoutBy)}.`;
    case 'paid':
      return `Your ${amount} of cash back was paid ${to}.`;
    default:
      return 'There was no cash back left to pay out.';
  }
}

/** A closed account's story: when, what is still owed, and where the cash back goes. */
function closedStory(closure: NonNullable<CardAccountTerms['closure']>): CardStory {
  const owed =
    closure.balanceOwedCents > 0
      ? ` The ${formatCents(closure.balanceOwedCents)} you owed when it closed stays payable on the same terms.`
      : '';
  return {
    headline: 'Account closed',
    next: `You closed this account on ${formatDay(closure.closedAt)}; the card no longer works.${owed} ${payoutWords(closure)}`,
    step: 'none',
    tone: 'closed',
  };
}

/**
 * The card's story from its status (product-rules#cards) and, once loaded, the account's terms: made and
 * posted, then activate; active; locked (by the cardholder or for the SSN); closed with its payout.
 */
export function cardStoryOf(account: CardAccount, terms: CardAccountTerms | null | undefined): CardStory {
  if (terms?.closure) return closedStory(terms.closure);
  const { status, lockReason } = account.card;
  const words = cardStatusWords(status, lockReason, account.replacement);
  switch (status) {
    case 'issued':
      return { ...words, step: 'none', tone: 'progress' };
    case 'shipped':
    case 'delivered':
      return { ...words, step: 'activate', tone: 'action' };
    case 'active':
      return { ...words, step: 'none', tone: 'good' };
    case 'locked':
      return { ...words, step: lockReason === 'ssnMissing' ? 'none' : 'manage', tone: 'warning' };
    case 'closed':
      // On an open account a card closes only for its replacement (docs/product-rules.md#card-replacement).
      if (account.replacement?.status === 'pending')
        return {
          ...words,
          next: `${words.next} We are making your new card and will post it to the address on your application.`,
          step: 'none',
          tone: 'progress',
        };
      return { ...words, step: 'none', tone: 'closed' };
  }
}
