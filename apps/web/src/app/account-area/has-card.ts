import { useMyCard } from '../../features/cards/api/card-account';
import { useSession } from '../../lib/session/session-context';

/**
 * Whether the member has a card (decision 078): the card query's answer once in; until then, or when it
 * failed, the session's word that they are a cardholder, so the navigation does not jump for them.
 */
export function useHasCard(): boolean {
  const { user } = useSession();
  const card = useMyCard();
  if (card.data !== undefined) return card.data !== null;
  return user?.isCardHolder ?? false;
}
