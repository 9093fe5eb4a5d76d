import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { formatDay } from '../../lib/dates';
import type { SessionUser } from '../../lib/session/session-context';
import { useAccountProfile, type AccountProfile } from './api/account-profile';
import { useMyPromoCode } from './api/my-promo-code';

function ProfileDetails({
  user,
  profile,
  promoCode,
}: {
  user: SessionUser;
  profile: AccountProfile;
  promoCode: string | null;
}) {
  return (
    <>
      <dl className="account-details">
        <div>
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div>
          <dt>Email address</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Home address</dt>
          <dd>{profile.currentAddress || 'Not on file yet'}</dd>
        </div>
        <div>
          <dt>Invite code</dt>
          <dd className="account-details__code">{user.inviteCode}</dd>
        </div>
        {promoCode ? (
          <div>
            <dt>Promo code used at sign-up</dt>
            <dd className="account-details__code">{promoCode}</dd>
          </div>
        ) : null}
      </dl>
      {profile.scraBenefitSince ? (
        <p className="account-details__scra">{`Servicemember (SCRA) benefits since ${formatDay(profile.scraBenefitSince)}`}</p>
      ) : null}
      {/* Decision 036: name and address are what statements and the card go to, so staff check a change first;
          the e-mail is proved by its own link instead (decision 075). */}
      <p className="account-part__note">
        These details are read-only here. Your name and home address change only through a change request, which we
        check against the documents you send. Your e-mail address changes under{' '}
        <Link to={sitePaths.accountSecurity}>Sign-in and security</Link>: it takes effect when you open the link we send
        to the new address.
      </p>
    </>
  );
}

/**
 * The Profile part of `/account` (product-rules#user): the session's name and e-mail, the account's home
 * address and SCRA benefit (getChangeRequest, decision 036), the invite and promo codes; read-only.
 */
export function ProfilePart({ user }: { user: SessionUser }) {
  const profile = useAccountProfile(user.id);
  const promoCode = useMyPromoCode();
  return (
    <AccountPart
      id="account-details"
      title="Your details"
      load={partLoadOf([profile, promoCode])}
      failureText="We could not load your details."
    >
      {() =>
        profile.data ? <ProfileDetails user={user} profile={profile.data} promoCode={promoCode.data ?? null} /> : null
      }
    </AccountPart>
  );
}
