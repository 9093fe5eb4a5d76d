import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { formatDay } from '../../lib/dates';
import { useMyRewards, type Rewards } from './api/rewards';
import { onTimeWords } from './cash-back/on-time-words';
import { RedeemAction } from './cash-back/redeem-action';
import { formatCents, formatRate } from './money-words';
import './rewards-panel.css';

export { formatCents, formatRate } from './money-words';

/** A ledger row's amount with its sign: earnings add, reversals and redemptions take away. */
function signedCents(cents: number): string {
  return cents < 0 ? `−${formatCents(-cents)}` : `+${formatCents(cents)}`;
}

export { redeemBlockedReason } from './cash-back/redeem-blocked';

function RateExplained({ rewards }: { rewards: Rewards }) {
  return (
    <div className="rewards-panel__rate">
      <p className="rewards-panel__figure">
        <span className="rewards-panel__label">Your cash-back rate</span>
        <strong>{formatRate(rewards.rateBasisPoints)}</strong>
      </p>
      <ul className="rewards-panel__why">
        <li>{`Base rate ${formatRate(rewards.baseRateBasisPoints)}`}</li>
        {rewards.boosts.map((boost) => (
          <li key={`${boost.activatedAt}-${boost.endsAt}`}>
            {`+1% for a friend you invited who activated a card, until ${formatDay(boost.endsAt)}`}
          </li>
        ))}
      </ul>
      {rewards.capped ? (
        <p className="account-part__note">
          {`The rate is capped at ${formatRate(rewards.rateBasisPoints)}: more boosts than that count, and the extra ones add nothing.`}
        </p>
      ) : null}
    </div>
  );
}

function CycleMeter({ rewards }: { rewards: Rewards }) {
  const text = `${formatCents(rewards.cycleEligibleCents)} of ${formatCents(rewards.cycleCapCents)} earning cash back this billing cycle`;
  return (
    <div className="rewards-panel__cycle">
      <p id="rewards-cycle-text">{text}</p>
      <meter
        className="rewards-panel__meter"
        min={0}
        max={Math.max(rewards.cycleCapCents, 1)}
        value={rewards.cycleEligibleCents}
        aria-labelledby="rewards-cycle-text"
      />
      <p className="account-part__note">
        Purchases earn cash back up to your credit limit each billing cycle, as it stands on the cycle's last day; if
        your limit changes during a cycle, we adjust its cash back when the cycle closes.
      </p>
    </div>
  );
}

function RecentRows({ rewards }: { rewards: Rewards }) {
  if (rewards.recent.length === 0) {
    return <p className="account-part__note">No cash back yet: purchases with your card earn it as they post.</p>;
  }
  return (
    <>
      <h3 className="rewards-panel__subtitle">Recent activity</h3>
      <ul className="rewards-panel__rows">
        {rewards.recent.map((row) => (
          <li key={row.id} className="rewards-panel__row">
            <span>
              <span className="rewards-panel__row-what">{row.description}</span>
              <span className="rewards-panel__row-when">{formatDay(row.createdAt)}</span>
            </span>
            <span className="rewards-panel__row-amount">{signedCents(row.amountCents)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function RewardsContent({ rewards }: { rewards: Rewards }) {
  return (
    <>
      <RateExplained rewards={rewards} />
      <dl className="account-details rewards-panel__numbers">
        <div>
          <dt>Cash-back balance</dt>
          <dd className="rewards-panel__balance">{formatCents(rewards.balanceCents)}</dd>
        </div>
        <div>
          <dt>On-time payments</dt>
          <dd>{onTimeWords(rewards)}</dd>
        </div>
      </dl>
      <CycleMeter rewards={rewards} />
      <RedeemAction rewards={rewards} />
      <RecentRows rewards={rewards} />
    </>
  );
}

/**
 * "Your cash back" on `/account/cash-back` (docs/product-rules.md#cash-back): the rate and why, the balance,
 * the cycle's earning spend against its cap, on-time payments towards redemption, the redeem
 * button with where the cash back goes, and the latest ledger rows. Loads and fails on its own; shows nothing before a card.
 */
export function RewardsPanel() {
  const rewards = useMyRewards();
  if (rewards.status === 'success' && rewards.data === null) return null;
  return (
    <AccountPart
      id="rewards"
      title="Your cash back"
      load={partLoadOf([rewards])}
      failureText="We could not load your cash back."
    >
      {() => (rewards.data ? <RewardsContent rewards={rewards.data} /> : null)}
    </AccountPart>
  );
}
