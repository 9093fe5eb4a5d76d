import { PRODUCT } from '@waypoint/domain/product';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { useSession } from '../../lib/session/session-context';
import { useMyCard, type CardAccount } from './api/card-account';
import { useCardAccountTerms } from './api/card-overview';
import { useScraRateCap } from './api/scra-rate-cap';
import { CardActivationForm } from './card-panel-activation';
import { CardLockToggle } from './card-panel-lock';
import { CardReplacementControls, ReplacedCardNote } from './card-panel-replacement';
import { cardStatusWords, formatAprBps, formatCreditLimit } from './card-panel-words';
import './card-panel.css';

/** A card-like picture of the card: only the last four digits and the printed expiry, as we hold no more. */
function CardFace({ account }: { account: CardAccount }) {
  const { lastFour, expiry, status } = account.card;
  return (
    <div
      className={`card-face${status === 'locked' || status === 'closed' ? ` card-face--${status}` : ''}`}
      role="img"
      aria-label={`${PRODUCT.cardName} ending in ${lastFour}, expires ${expiry}`}
    >
      <span className="card-face__brand">{PRODUCT.name}</span>
      <span className="card-face__number">•••• •••• •••• {lastFour}</span>
      <span className="card-face__expiry">
        <span className="card-face__label">Expires</span> {expiry}
      </span>
      {status === 'locked' ? <span className="card-face__lock">Locked</span> : null}
    </div>
  );
}

/**
 * The purchase APR (CardAccount.aprBps) once the account's terms answered; nothing while they have not.
 * Under an applied SCRA cap (docs/product-rules.md#scra-rate-cap) the capped rate is the one charged.
 */
function AprDetail() {
  const terms = useCardAccountTerms();
  const cap = useScraRateCap().data;
  const aprBps = terms.data?.aprBps;
  const capped = cap?.status === 'applied' ? cap.cappedAprBps : null;
  if (capped !== null && capped !== undefined) {
    return (
      <div>
        <dt>Purchase APR</dt>
        <dd>{`${formatAprBps(capped)} (SCRA cap)`}</dd>
      </div>
    );
  }
  if (aprBps === null || aprBps === undefined) return null;
  return (
    <div>
      <dt>Purchase APR</dt>
      <dd>{formatAprBps(aprBps)}</dd>
    </div>
  );
}

function CardSummary({ account }: { account: CardAccount }) {
  const { status, lockReason, lastFour, expiry } = account.card;
  const words = cardStatusWords(status, lockReason, account.replacement);
  return (
    <>
      <div className="card-panel__summary">
        <CardFace account={account} />
        <div className="card-panel__facts">
          <p className="card-panel__status">
            <span className="card-panel__status-label">Status</span>{' '}
            <strong className={`card-status card-status--${status}`}>{words.headline}</strong>
          </p>
          <p className="card-panel__next">{words.next}</p>
          <ReplacedCardNote account={account} />
          <dl className="card-panel__details">
            <div>
              <dt>Credit limit</dt>
              <dd>{formatCreditLimit(account.creditLimitCents)}</dd>
            </div>
            <AprDetail />
            <div>
              <dt>Card number</dt>
              <dd>{`Ending in ${lastFour}`}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{expiry}</dd>
            </div>
          </dl>
        </div>
      </div>
      {status === 'shipped' || status === 'delivered' ? <CardActivationForm /> : null}
      <CardLockToggle account={account} />
      <CardReplacementControls account={account} />
    </>
  );
}

/**
 * "Your card" on `/account/card` (docs/product-rules.md#cards): the card as a bank's page shows it, with
 * its status in words, the credit limit and APR, the activation form once it is posted, the lock, and asking for
 * a new card in place of one lost, stolen or damaged (docs/product-rules.md#card-replacement). It loads and
 * fails on its own (AccountPart). A member without a card sees nothing of it; while the first answer is on
 * its way only a cardholder sees it loading, so an applicant's page does not flash an empty card.
 */
export function CardPanel() {
  const { user } = useSession();
  const query = useMyCard();
  const load = partLoadOf([query]);
  if (!user) return null;
  if (query.data === null) return null;
  if (load.status !== 'success' && load.status !== 'fail' && !user.isCardHolder) return null;
  return (
    <AccountPart id="account-card" title="Your card" load={load} failureText="We could not load your card.">
      {() => (query.data ? <CardSummary account={query.data} /> : null)}
    </AccountPart>
  );
}
