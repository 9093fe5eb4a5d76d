import { AccountLayout } from '../../features/account/account-home/account-layout';
import { useHasCard } from './has-card';

/** The account area's layout (decision 078), with the card feature's answer to whether a card exists. */
export function AccountArea() {
  return <AccountLayout hasCard={useHasCard()} />;
}
