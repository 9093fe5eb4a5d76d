import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { waitlistConfirmLinkDays } from '@waypoint/domain/waitlist/waitlist';
import { FormAlert } from '../../components/form/form-alert';
import { useConfirmedOnOpen, useLinkToken } from '../../components/mail-link/mail-link-answers';
import { MailLinkActions, MailLinkFrame } from '../../components/mail-link/mail-link-frame';
import { confirmWaitlist } from './api/waitlist-api';
import { waitlistFailure } from './waitlist-failure';

const unsubscribeAddress = (token: string) =>
  `${sitePaths.waitlistUnsubscribe}?${new URLSearchParams({ token }).toString()}`;

/**
 * Where the confirmation mail's link lands: /waitlist/confirm?token=… (decision 087). The page
 * asks the server with a POST once it is open, so a mail scanner fetching the link confirms
 * nothing (components/mail-link/mail-link-answers.tsx).
 */
export function WaitlistConfirmPage() {
  const token = useLinkToken();
  const confirmation = useConfirmedOnOpen('waitlist-confirm', token, confirmWaitlist);

  if (token && confirmation.isPending) {
    return (
      <MailLinkFrame title="Confirming your place on the waitlist">
        <p role="status">Confirming your place on the waitlist…</p>
      </MailLinkFrame>
    );
  }
  if (confirmation.isError) {
    const failure = waitlistFailure(confirmation.error);
    return (
      <MailLinkFrame title="We could not confirm your place yet">
        <FormAlert>
          <p>{failure.kind === 'message' ? failure.text : 'Something went wrong. Please try again in a moment.'}</p>
        </FormAlert>
        <MailLinkActions>
          <button type="button" className="button button--primary" onClick={() => void confirmation.refetch()}>
            Try again
          </button>
        </MailLinkActions>
      </MailLinkFrame>
    );
  }
  if (confirmation.data?.outcome === 'confirmed') {
    return (
      <MailLinkFrame title="You are on the waitlist">
        <FormAlert tone="success">
          <p>Thank you for confirming. Your address is on our waitlist.</p>
        </FormAlert>
        <p>
          We will e-mail you an invitation as soon as we can open more applications, and now and then news about the
          card. Every e-mail from us has a link to leave the list.
        </p>
        <MailLinkActions>
          <Link to={sitePaths.knowledgeCenter} className="button button--primary">
            Read the Knowledge Center while you wait
          </Link>
          <Link to={unsubscribeAddress(confirmation.data.unsubscribeToken)} className="button button--secondary">
            Leave the waitlist
          </Link>
        </MailLinkActions>
      </MailLinkFrame>
    );
  }
  return (
    <MailLinkFrame title="This link cannot be used">
      <FormAlert>
        <p>This confirmation link has expired or is not valid, so nothing changed.</p>
      </FormAlert>
      <p>
        A confirmation link works for {waitlistConfirmLinkDays} days, and only the newest one we sent. Join again on the
        invitation page and we will send you a new link.
      </p>
      <MailLinkActions>
        <Link to={sitePaths.inviteOnly} className="button button--primary">
          Join the waitlist again
        </Link>
      </MailLinkActions>
    </MailLinkFrame>
  );
}
