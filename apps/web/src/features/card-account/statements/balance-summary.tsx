import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { balanceWords, formatCents } from '../common/money-words';
import { useMyCardBalance } from './api/card-balance';

/** Current balance, available credit and the limit, as the issuer keeps them (decision 078). */
export function BalanceSummary() {
  const balance = useMyCardBalance();
  return (
    <AccountPart
      id="card-balance"
      title="Your balance"
      load={partLoadOf([balance])}
      failureText="We could not load your balance."
    >
      {() =>
        balance.data ? (
          <dl className="account-details card-account__figures">
            <div>
              <dt>Current balance</dt>
              <dd className="card-account__figure">{balanceWords(balance.data.currentBalanceCents)}</dd>
            </div>
            <div>
              <dt>Available credit</dt>
              <dd className="card-account__figure">{formatCents(balance.data.availableCreditCents)}</dd>
            </div>
            <div>
              <dt>Credit limit</dt>
              <dd className="card-account__figure">{formatCents(balance.data.creditLimitCents)}</dd>
            </div>
          </dl>
        ) : (
          <p>You do not have a card account yet.</p>
        )
      }
    </AccountPart>
  );
}
