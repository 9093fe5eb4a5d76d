import { PRODUCT } from '@waypoint/domain/product';
import { RewardsPanel } from '../rewards-panel';
import { CashBackDeposits } from './cash-back-deposits';

/**
 * `/account/cash-back` (decision 078): the rewards panel (rate, balance, cap, on-time payments, redeem to a
 * statement or a bank, the ledger), then the deposits sent to a bank.
 */
export function CashBackPage() {
  return (
    <>
      <title>{`Cash back | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Cash back</h1>
      <RewardsPanel />
      <CashBackDeposits />
    </>
  );
}
