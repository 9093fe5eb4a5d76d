import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import { formatDay } from '../../../lib/dates';
import { useCashBackDeposits } from '../api/cash-back-deposits';
import { formatCents } from '../money-words';

const statusWords: Record<string, string> = {
  pending: 'On its way',
  settled: 'Paid',
  returned: 'Returned by the bank: the cash back is back in your balance',
};

/** "Deposits to your bank" on the cash-back page (decision 078): each redemption sent to a bank, with its status. */
export function CashBackDeposits() {
  const deposits = useCashBackDeposits();
  if (deposits.data && deposits.data.length === 0) return null;
  return (
    <AccountPart
      id="cash-back-deposits"
      title="Deposits to your bank"
      load={partLoadOf([deposits])}
      failureText="We could not load your deposits."
    >
      {() => (
        <ul className="rewards-panel__rows">
          {(deposits.data ?? []).map((deposit) => (
            <li key={deposit.id} className="rewards-panel__row">
              <span>
                <span className="rewards-panel__row-what">{deposit.destination}</span>
                <span className="rewards-panel__row-when">
                  {`${formatDay(deposit.createdAt)} · ${statusWords[deposit.status] ?? deposit.status}`}
                </span>
              </span>
              <span className="rewards-panel__row-amount">{formatCents(deposit.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </AccountPart>
  );
}
