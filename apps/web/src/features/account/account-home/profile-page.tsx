import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { SignOutButton } from '../../../components/sign-out-button';
import { useSession } from '../../../lib/session/session-context';
import { ProfilePart } from '../profile-part';

/** `/account/profile` (decision 078): the member's details, the way to sign-in and security, and signing out. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <title>{`Profile and security | ${PRODUCT.name}`}</title>
      <p className="account-page__eyebrow">Your account</p>
      <h1>Profile and security</h1>
      <ProfilePart user={user} />
      <section className="account-card" aria-labelledby="account-security-link-title">
        <h2 id="account-security-link-title">Sign-in and security</h2>
        <p>Your e-mail address, mobile phone, passkeys and the devices where you are signed in.</p>
        <p>
          <Link to={sitePaths.accountSecurity} className="button button--secondary">
            Manage sign-in and security
          </Link>
        </p>
      </section>
      <section className="account-card" aria-labelledby="account-signout-title">
        <h2 id="account-signout-title">Signing out</h2>
        <p>On a shared or public computer, always sign out when you are done.</p>
        <SignOutButton />
      </section>
    </>
  );
}
