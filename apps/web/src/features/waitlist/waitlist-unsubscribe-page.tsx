import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { UnsubscribeButton, useLinkToken, useUnsubscribePress } from '../../components/mail-link/mail-link-answers';
import { MailLinkActions, MailLinkFrame } from '../../components/mail-link/mail-link-frame';
import { unsubscribeWaitlist } from './api/waitlist-api';
import { waitlistFailure } from './waitlist-failure';

/**
 * Where every waitlist mail's unsubscribe link lands: /waitlist/unsubscribe?token=… (decision
 * 087). No sign-in; one press of the button leaves the list. Opening the page does nothing by
 * itself (mail scanners open links), so the server is asked only by the button's POST.
 */
export function WaitlistUnsubscribePage() {
  const token = useLinkToken();
  const leave = useUnsubscribePress(token, unsubscribeWaitlist);

  if (leave.data === 'unsubscribed') {
    return (
      <MailLinkFrame title="You have left the waitlist">
        <FormAlert tone="success">
          <p>Your address is off our waitlist. We will not send it invitations or news about the card.</p>
        </FormAlert>
        <p>
          We keep a note that you unsubscribed, so the address stays off the list. Changed your mind? You can join again
          at any time.
        </p>
        <MailLinkActions>
          <Link to={sitePaths.inviteOnly} className="button button--secondary">
            Join the waitlist again
          </Link>
        </MailLinkActions>
      </MailLinkFrame>
    );
  }
  if (leave.data === 'invalid' || !token) {
    return (
      <MailLinkFrame title="This link cannot be used">
        <FormAlert>
          <p>This unsubscribe link is not valid, so nothing changed.</p>
        </FormAlert>
        <p>
          An address that never confirmed its place is not on the list, and we delete it after 30 days. If you still get
          e-mails from us, use the link in the newest one, or contact us.
        </p>
        <MailLinkActions>
          <Link to={sitePaths.contact} className="button button--primary">
            Contact us
          </Link>
        </MailLinkActions>
      </MailLinkFrame>
    );
  }
  const failure = leave.isError ? waitlistFailure(leave.error) : null;
  return (
    <MailLinkFrame title="Leave the waitlist">
      <p>Press the button to take your address off our waitlist. We will stop sending it invitations and news.</p>
      {failure ? (
        <FormAlert>
          <p>{failure.kind === 'message' ? failure.text : 'Something went wrong. Please try again in a moment.'}</p>
        </FormAlert>
      ) : null}
      <UnsubscribeButton pending={leave.isPending} onPress={() => leave.mutate()} />
    </MailLinkFrame>
  );
}
