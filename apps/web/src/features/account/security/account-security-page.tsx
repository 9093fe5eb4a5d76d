import { PRODUCT } from '@waypoint/domain/product';
import { EmailChangePanel } from './email-change-panel';
import { PasskeysPanel } from './passkeys-panel';
import { PhonePanel } from './phone-panel';
import { SessionsPanel } from './sessions-panel';
import '../account-page.css';

/**
 * Sign-in and security (decisions 073–076): the account's ways in and where
 * it is signed in. Only shown inside a protected route, in the account area's
 * layout (decision 078). Each part of account security adds its panel here.
 */
export function AccountSecurityPage() {
  return (
    <>
      <title>{`Sign-in and security | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Sign-in and security</h1>
      <EmailChangePanel />
      <PhonePanel />
      <PasskeysPanel />
      <SessionsPanel />
    </>
  );
}
