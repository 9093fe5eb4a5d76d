import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  blogSubscriptionParams,
  blogSubscriptionPaths,
  isBlogSubscriptionOutcome,
  subscriptionTokenPattern,
  type BlogSubscriptionOutcome,
} from '@waypoint/domain/site/blog/blog-subscription-links';
import { useHasHydrated } from '../../lib/use-has-hydrated';

const texts: Record<BlogSubscriptionOutcome, string> = {
  confirmed: 'Your subscription is confirmed. New posts will come to your inbox.',
  unsubscribed: 'You are unsubscribed. We will not send you blog e-mails any more.',
  invalid: 'This link has expired or was replaced by a newer one. Subscribe again below to get a fresh link.',
};

interface Notice {
  outcome: BlogSubscriptionOutcome;
  unsubscribeToken: string | null;
}

function noticeFromSearch(search: string): Notice | null {
  const params = new URLSearchParams(search);
  const outcome = params.get(blogSubscriptionParams.outcome);
  if (!isBlogSubscriptionOutcome(outcome)) return null;
  const token = params.get(blogSubscriptionParams.unsubscribeToken);
  return { outcome, unsubscribeToken: token && subscriptionTokenPattern.test(token) ? token : null };
}

function noticeFromState(state: unknown): Notice | null {
  if (typeof state !== 'object' || state === null || !('blogNotice' in state)) return null;
  const notice = state.blogNotice as Partial<Notice> | undefined;
  if (!notice || !isBlogSubscriptionOutcome(notice.outcome)) return null;
  const token = typeof notice.unsubscribeToken === 'string' ? notice.unsubscribeToken : null;
  return { outcome: notice.outcome, unsubscribeToken: token };
}

/**
 * What the blog page says after a mail link (`?subscription=`). Nothing in
 * the prerendered HTML or during hydration, so the page hydrates as it was
 * built; then the parameters move from the address into the history entry's
 * state, so a shared or bookmarked address does not repeat the notice.
 */
export function BlogSubscriptionNotice() {
  const hydrated = useHasHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = hydrated ? (noticeFromSearch(location.search) ?? noticeFromState(location.state)) : null;

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(blogSubscriptionParams.outcome)) return;
    const blogNotice = noticeFromSearch(location.search);
    params.delete(blogSubscriptionParams.outcome);
    params.delete(blogSubscriptionParams.unsubscribeToken);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: blogNotice ? { blogNotice } : null },
    );
  }, [location, navigate]);
  return (
    <div role="status" aria-atomic="true">
      {notice ? (
        <div className={`blog-notice blog-notice--${notice.outcome}`}>
          <p>{texts[notice.outcome]}</p>
          {notice.outcome === 'confirmed' && notice.unsubscribeToken ? (
            <p>
              Changed your mind?{' '}
              <a href={`${blogSubscriptionPaths.unsubscribe}?token=${notice.unsubscribeToken}`}>Unsubscribe</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
