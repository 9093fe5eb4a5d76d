import { Link } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { UnsubscribeButton, useLinkToken, useUnsubscribePress } from '../../components/mail-link/mail-link-answers';
import { MailLinkActions, MailLinkFrame } from '../../components/mail-link/mail-link-frame';
import { unsubscribeFromBlog } from './api/blog-subscription-links-api';
import { blogSubscribeFailure } from './blog-subscribe-failure';

/**
 * Where every blog mail's unsubscribe link lands: /blog-subscription/unsubscribe?token=…
 * (decision 100). No sign-in; one press of the button stops the e-mails. Opening the page does
 * nothing by itself (mail scanners open links), so the server is asked only by the button's POST.
 */
export function BlogUnsubscribePage() {
  const token = useLinkToken();
  const leave = useUnsubscribePress(token, unsubscribeFromBlog);

  if (leave.data === 'unsubscribed') {
    return (
      <MailLinkFrame title="You are unsubscribed">
        <FormAlert tone="success">
          <p>You are unsubscribed. We will not send you blog e-mails any more.</p>
        </FormAlert>
        <p>Changed your mind? You can subscribe again on the blog at any time.</p>
        <MailLinkActions>
          <Link to={sitePaths.blog} className="button button--secondary">
            Back to the blog
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
        <p>If you still get blog e-mails from us, use the link in the newest one, or contact us.</p>
        <MailLinkActions>
          <Link to={sitePaths.contact} className="button button--primary">
            Contact us
          </Link>
        </MailLinkActions>
      </MailLinkFrame>
    );
  }
  return (
    <MailLinkFrame title="Stop blog e-mails">
      <p>Press the button and we will stop sending this address an e-mail for each new post.</p>
      {leave.isError ? (
        <FormAlert>
          <p>{blogSubscribeFailure(leave.error).text}</p>
        </FormAlert>
      ) : null}
      <UnsubscribeButton pending={leave.isPending} onPress={() => leave.mutate()} />
    </MailLinkFrame>
  );
}
