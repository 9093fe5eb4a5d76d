import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { useMyCard } from '../api/card-account';
import { useCardAccountTerms } from '../api/card-overview';
import { CardActivationForm } from '../card-panel-activation';
import { cardStoryOf } from './card-story-words';

/**
 * "Your card" on the overview (decision 078): the card's state told once: being made, on its way or
 * delivered (with the activation form right here), active, locked, or closed with its payout. The
 * approval's shipping words are not shown beside it (the route table shows the approval only before a
 * card exists). The account's terms (closing) load on their own; while they have not answered, the
 * card's own status tells the story.
 */
export function CardStatusStory() {
  const card = useMyCard();
  const terms = useCardAccountTerms();
  if (card.data === null) return null;
  return (
    <AccountPart
      id="overview-card"
      title="Your card"
      load={partLoadOf([card])}
      failureText="We could not load your card."
    >
      {() => {
        if (!card.data) return null;
        const story = cardStoryOf(card.data, terms.data);
        return (
          <div className={`card-story card-story--${story.tone}`}>
            <p className="card-story__headline">
              <strong>{story.headline}</strong>
              <span className="card-story__card">{`${PRODUCT.cardName} ending in ${card.data.card.lastFour}`}</span>
            </p>
            <p>{story.next}</p>
            {story.step === 'activate' ? <CardActivationForm /> : null}
            <p>
              <Link
                to={sitePaths.accountCard}
                className={story.step === 'manage' ? 'button button--primary' : undefined}
              >
                {story.step === 'manage' ? 'Unlock or manage your card' : 'Card details and settings'}
              </Link>
            </p>
          </div>
        );
      }}
    </AccountPart>
  );
}
