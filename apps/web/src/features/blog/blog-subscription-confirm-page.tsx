import { Link } from 'react-router';
import { blogSubscriptionPageAddress } from '@waypoint/domain/site/blog/blog-subscription-links';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { useConfirmedOnOpen, useLinkToken } from '../../components/mail-link/mail-link-answers';
import { MailLinkActions, MailLinkFrame } from '../../components/mail-link/mail-link-frame';
import { confirmBlogSubscription } from './api/blog-subscription-links-api';
import { blogSubscribeFailure } from './blog-subscribe-failure';

/**
 * Where the confirmation mail's link lands: /blog-subscription/confirm?token=… (decision 100).
 * The page asks the server with a POST once it is open, so a mail scanner fetching the link
 * confirms nothing (components/mail-link/mail-link-answers.tsx).
 */
export function BlogSubscriptionConfirmPage() {
  const token = useLinkToken();
  const confirmation = useConfirmedOnOpen('blog-subscription-confirm', token, confirmBlogSubscription);

  if (token && confirmation.isPending) {
    return (
      <MailLinkFrame title="Confirming your blog subscription">
        <p role="status">Confirming your subscription…</p>
      </MailLinkFrame>
    );
  }
  if (confirmation.isError) {
    return (
      <MailLinkFrame title="We could not confirm your subscription yet">
        <FormAlert>
          <p>{blogSubscribeFailure(confirmation.error).text}</p>
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
      <MailLinkFrame title="Your subscription is confirmed">
        <FormAlert tone="success">
          <p>Thank you for confirming. New posts will come to your inbox.</p>
        </FormAlert>
        <p>We send one e-mail for each new post, and every one of them has a link to stop them.</p>
        <MailLinkActions>
          <Link to={sitePaths.blog} className="button button--primary">
            Read the blog
          </Link>
          <Link
            to={blogSubscriptionPageAddress('unsubscribe', confirmation.data.unsubscribeToken)}
            className="button button--secondary"
          >
            Unsubscribe
          </Link>
        </MailLinkActions>
      </MailLinkFrame>
    );
  }
  return (
    <MailLinkFrame title="This link cannot be used">
      <FormAlert>
        <p>This link has expired or was replaced by a newer one, so nothing changed.</p>
      </FormAlert>
      <p>
        A confirmation link works for 7 days, and only the newest one we sent. Subscribe again on the blog and we will
        send you a new link.
      </p>
      <MailLinkActions>
        <Link to={sitePaths.blog} className="button button--primary">
          Subscribe on the blog
        </Link>
      </MailLinkActions>
    </MailLinkFrame>
  );
}
