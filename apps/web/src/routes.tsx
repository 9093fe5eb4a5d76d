import type { RouteObject } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths, type SitePathId } from '@waypoint/domain/site/site-paths';
import { workEmailLinkRoute } from '@waypoint/domain/employers/work-email-link';
import { RequireSession } from './features/auth/session/require-session';
import { disclosureRoutes } from './features/disclosures/disclosure-routes';
import type { legalDocumentPathIds } from './features/disclosures/legal-documents';
import { HomePage } from './features/site/home-page';
import { NotFoundPage } from './features/site/not-found-page';
import { TitledPage } from './features/site/titled-page';
import { SiteLayout } from './features/site-layout/site-layout';

/** Paths whose screen a capability has built; every other path shows its title for now. */
type BuiltPathId =
  | 'home'
  | 'notFound'
  | 'notFoundHtml'
  | 'signIn'
  | 'signUp'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'account'
  | 'emailConfirmation'
  | 'application'
  | (typeof legalDocumentPathIds)[number];

/** Spec §2's screens. Each capability replaces its entries' pages as it lands. */
const pageTitles: Record<Exclude<SitePathId, BuiltPathId>, [string, string]> = {
  blog: ['Blog', 'Stories and practical guides on money, credit and settling in the US.'],
  contact: ['Contact us', 'Questions about the card or your application? Our team answers every message.'],
  faq: ['Frequently asked questions', 'Answers about eligibility, documents, SSNs, fees and cash back.'],
  faqClose: ['Closing your account', 'How to close your card account, and what happens to your balance and cash back.'],
  faqSection: ['Frequently asked questions', 'Answers about eligibility, documents, SSNs, fees and cash back.'],
  about: ['About us', `Why we built ${PRODUCT.name} for people starting their financial life in the US.`],
  selfEmployed: [
    'Self-employed applicants',
    'How to apply when you work for yourself, and which documents show your income.',
  ],
  rewards: ['Rewards', 'How cash back works, how referrals raise it, and when you can redeem it.'],
  careers: ['Careers', `Join the team building ${PRODUCT.name}.`],
  jobPosition: ['Open position', 'The role, the team and how to apply.'],
  benefits: ['Benefits', 'What comes with the card, from day one.'],
  mediaRoom: ['Media room', `News, press releases and brand assets from ${PRODUCT.name}.`],
  partner: ['Partners', `Refer or invite the people you support to ${PRODUCT.name}.`],
  invite: ['You have been invited', 'Enter your invitation code to start your application.'],
  inviteCode: ['You have been invited', 'A friend invited you to apply for the card.'],
  unavailable: ['We are unavailable right now', 'The card is not available in your location at the moment.'],
  knowledgeCenter: ['Knowledge Center', 'Guides to credit, banking and money in the US.'],
  financialEducation: ['Financial Education', 'Understand credit scores, interest and budgeting in the US.'],
  quiz: ['Is this card right for you?', 'Answer a few questions to see whether the card fits your situation.'],
  quizCode: [
    'Is this card right for you?',
    'A friend sent you this quiz. Answer a few questions to see whether the card fits.',
  ],
  inviteOnly: ['Invitation only', 'Applications are open by invitation. Here is how to get one.'],
};

const titledRoutes: RouteObject[] = Object.entries(pageTitles).map(([id, [title, summary]]) => ({
  path: sitePaths[id as SitePathId],
  element: <TitledPage title={title} summary={summary} />,
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
      { path: sitePaths.home, element: <HomePage /> },
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
      ...titledRoutes,
      ...disclosureRoutes,
      { path: sitePaths.notFound, element: <NotFoundPage /> },
      { path: sitePaths.notFoundHtml, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
