import type { RouteObject } from 'react-router';
import { sitePaths, type SitePathId } from '@waypoint/domain/site/site-paths';
import { workEmailLinkRoute } from '@waypoint/domain/employers/work-email-link';
import { ContentRoute, contentLoader, ContentRouteError, samePathNoReload } from './app/content-route';
import { RequireSession } from './features/auth/session/require-session';
import { disclosureRoutes } from './features/disclosures/disclosure-routes';
import { NotFoundPage } from './features/site/not-found-page';
import { SiteLayout } from './features/site-layout/site-layout';

/** Spec §2's content pages: each is prerendered and loads its page data on navigation (decision 012). */
export const contentPathIds = [
  'home',
  'blog',
  'blogPost',
  'contact',
  'faq',
  'faqClose',
  'faqSection',
  'about',
  'selfEmployed',
  'rewards',
  'careers',
  'jobPosition',
  'benefits',
  'mediaRoom',
  'partner',
  'invite',
  'inviteCode',
  'unavailable',
  'knowledgeCenter',
  'financialEducation',
  'financialEducationArticle',
  'quiz',
  'quizCode',
  'inviteOnly',
] as const satisfies readonly SitePathId[];

const contentRoutes: RouteObject[] = contentPathIds.map((id) => ({
  id: `content:${id}`,
  path: sitePaths[id],
  loader: contentLoader,
  shouldRevalidate: samePathNoReload,
  Component: ContentRoute,
  ErrorBoundary: ContentRouteError,
}));

/** Account pages load on first visit (spec §2: lazily loaded pages); the forms' code stays out of the home page. */
const accountRoutes: RouteObject[] = [
  {
    path: sitePaths.signUp,
    lazy: async () => {
      const { RegisterPage } = await import('./features/auth/register/register-page');
      return { element: <RegisterPage title="Sign up" /> };
    },
  },
  {
    path: sitePaths.register,
    lazy: async () => {
      const { RegisterPage } = await import('./features/auth/register/register-page');
      return { element: <RegisterPage title="Register" /> };
    },
  },
  {
    path: sitePaths.signIn,
    lazy: async () => ({ Component: (await import('./features/auth/login/login-page')).LoginPage }),
  },
  {
    path: sitePaths.forgotPassword,
    lazy: async () => ({
      Component: (await import('./features/auth/forgot-password/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: sitePaths.resetPassword,
    lazy: async () => ({
      Component: (await import('./features/auth/reset-password/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: sitePaths.emailConfirmation,
    lazy: async () => ({
      Component: (await import('./features/auth/email-confirmation/email-confirmation-page')).EmailConfirmationPage,
    }),
  },
  {
    path: sitePaths.account,
    lazy: async () => {
      const { AccountPage } = await import('./features/account/account-page');
      return {
        element: (
          <RequireSession>
            <AccountPage />
          </RequireSession>
        ),
      };
    },
  },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown only while a lazily loaded page's code arrives on the first visit: a few
    // milliseconds of blank beat a flash of a page that is about to be replaced.
    HydrateFallback: () => null,
    children: [
      ...accountRoutes,
      // The work-e-mail link (issue 7) opens without a session, often on a phone: before the wizard's wildcard.
      {
        path: workEmailLinkRoute,
        lazy: async () => ({
          Component: (await import('./features/application/work-email/work-email-link-page')).WorkEmailLinkPage,
        }),
      },
      // The wizard's steps have no paths of their own; the wizard owns its prefix.
      {
        path: `${sitePaths.application}/*`,
        lazy: async () => {
          const { ApplicationPage } = await import('./features/application/application-page');
          return {
            element: (
              <RequireSession>
                <ApplicationPage />
              </RequireSession>
            ),
          };
        },
      },
      ...contentRoutes,
      ...disclosureRoutes,
      { path: sitePaths.notFound, element: <NotFoundPage /> },
      { path: sitePaths.notFoundHtml, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
