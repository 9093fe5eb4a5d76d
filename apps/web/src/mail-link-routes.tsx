import type { RouteObject } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { withQueryClient } from './lib/lazy/lazy-route-pages';

/** The pages a mail's link opens, with or without a session: each asks the server with a POST once open. */
export const mailLinkRoutes: RouteObject[] = [
  // The waitlist mails' links (decision 087): no session; each page asks the server with a POST.
  {
    path: sitePaths.waitlistConfirm,
    lazy: withQueryClient(async () => {
      const { WaitlistConfirmPage } = await import('./features/waitlist/waitlist-confirm-page');
      return <WaitlistConfirmPage />;
    }),
  },
  {
    path: sitePaths.waitlistUnsubscribe,
    lazy: withQueryClient(async () => {
      const { WaitlistUnsubscribePage } = await import('./features/waitlist/waitlist-unsubscribe-page');
      return <WaitlistUnsubscribePage />;
    }),
  },
  // The blog subscription mails' links (decision 100): no session; each page asks the server with a POST.
  {
    path: sitePaths.blogSubscriptionConfirm,
    lazy: withQueryClient(async () => {
      const { BlogSubscriptionConfirmPage } = await import('./features/blog/blog-subscription-confirm-page');
      return <BlogSubscriptionConfirmPage />;
    }),
  },
  {
    path: sitePaths.blogSubscriptionUnsubscribe,
    lazy: withQueryClient(async () => {
      const { BlogUnsubscribePage } = await import('./features/blog/blog-unsubscribe-page');
      return <BlogUnsubscribePage />;
    }),
  },
  // The e-mail change's links (decision 075): open signed in or not.
  {
    path: sitePaths.emailChangeConfirm,
    lazy: withQueryClient(async () => {
      const { EmailChangeConfirmPage } = await import('./features/account/security/email-change-confirm-page');
      return <EmailChangeConfirmPage />;
    }),
  },
  {
    path: sitePaths.emailChangeUndo,
    lazy: withQueryClient(async () => {
      const { EmailChangeUndoPage } = await import('./features/account/security/email-change-undo-page');
      return <EmailChangeUndoPage />;
    }),
  },
];
