import { useMyCard } from '../api/card-account';
import { SsnFollowUpPanel } from '../ssn-follow-up-panel';
import { CardStatusStory } from './card-status-story';
import { CashBackSummary } from './cash-back-summary';
import { PaymentDuePanel } from './payment-due-panel';
import { RecentTransactions } from './recent-transactions';
import './overview.css';

/** A card not yet in use: activating it is what needs doing first. */
const waitingStatuses = new Set(['issued', 'shipped', 'delivered']);

/**
 * The cardholder's overview parts (decision 078), what needs doing first: while the card is on its way
 * its story (and activation) leads; once in use, the balance and the payment due lead and the card's
 * story follows. The SSN follow-up shows when it applies; then recent transactions and cash back.
 */
export function CardholderOverview() {
  const card = useMyCard();
  const storyFirst = card.data ? waitingStatuses.has(card.data.card.status) : false;
  // Keyed, so a part that changes place moves (keeping its state and the keyboard's place) rather than remounts.
  const story = <CardStatusStory key="story" />;
  const payments = <PaymentDuePanel key="payments" />;
  return (
    <>
      {storyFirst ? [story, payments] : [payments, story]}
      <SsnFollowUpPanel />
      <RecentTransactions />
      <CashBackSummary />
    </>
  );
}
