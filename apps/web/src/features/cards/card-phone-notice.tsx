import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { useMyCard } from './api/card-account';
import { useHasVerifiedPhone } from './api/cardholder-phone';
import './card-phone-notice.css';

/**
 * "Add your mobile phone so we can send your card" (decision 074,
 * docs/product-rules.md#verified-phone): a real issuer makes the card only
 * for an account with a verified phone, so an approved applicant without one
 * is told here, beside the approval, and by the e-mail the card-issue job
 * sends. The route table mounts it in the progress panel's approved stage
 * only; it shows while there is no card and no verified phone, and asks for
 * the phone only once the card query has answered that there is no card. With
 * the sandbox issuer the card comes at once, so it rarely shows there.
 */
export function CardPhoneNotice() {
  const card = useMyCard();
  const noCard = card.data === null;
  const phone = useHasVerifiedPhone({ enabled: noCard });
  // Loading or failed answers say nothing: the notice is a hint, and the security page is the place to act.
  if (!noCard || phone.data !== false) return null;
  return (
    <aside className="card-phone-notice" aria-labelledby="card-phone-notice-title">
      <h3 id="card-phone-notice-title" className="card-phone-notice__title">
        Add your mobile phone so we can send your card
      </h3>
      <p>
        {`Before our card issuer can make your ${PRODUCT.cardName}, it needs a mobile phone number you have confirmed is yours. `}
        Add your US mobile number and enter the code we text you: we issue your card within about 15 minutes.
      </p>
      <p>
        <Link to={sitePaths.accountSecurity} className="button button--primary">
          Add your mobile phone
        </Link>
      </p>
    </aside>
  );
}
