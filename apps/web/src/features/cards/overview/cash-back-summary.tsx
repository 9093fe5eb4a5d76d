import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { useMyRewards } from '../api/rewards';
import { onTimeWords } from '../cash-back/on-time-words';
import { formatCents, formatRate } from '../money-words';

/** "Cash back" on the overview (decision 078): the balance, the rate, and where to redeem it. */
export function CashBackSummary() {
  const rewards = useMyRewards();
  if (rewards.status === 'success' && rewards.data === null) return null;
  return (
    <AccountPart
      id="overview-cash-back"
      title="Cash back"
      load={partLoadOf([rewards])}
      failureText="We could not load your cash back."
    >
      {() =>
        rewards.data ? (
          <>
            <dl className="account-details overview-figures">
              <div>
                <dt>Cash-back balance</dt>
                <dd className="overview-figures__big">{formatCents(rewards.data.balanceCents)}</dd>
              </div>
              <div>
                <dt>Your rate</dt>
                <dd className="overview-figures__big">{formatRate(rewards.data.rateBasisPoints)}</dd>
              </div>
            </dl>
            <p className="account-part__note">{onTimeWords(rewards.data)}</p>
            <p>
              <Link to={sitePaths.accountCashBack}>
                {rewards.data.canRedeem ? 'Redeem cash back' : 'Cash back details'}
              </Link>
            </p>
          </>
        ) : null
      }
    </AccountPart>
  );
}
