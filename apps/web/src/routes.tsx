import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { workEmailLinkRoute } from '@waypoint/domain/employer-verification/work-email-link';
import { sitePaths, type SitePathId } from '@waypoint/domain/site/paths/site-paths';
import { legalDocumentPathIds } from './features/disclosures/legal-documents';
import { HelpLauncher } from './features/help-desk/help-launcher';
import { SiteLayout } from './features/site-layout/site-layout';
import { Island } from './lib/islands/island';
import { pageWithoutQueries, withQueryClient } from './lib/lazy/lazy-route-pages';
import { mailLinkRoutes } from './mail-link-routes';

/** product-rules#site-routes's content pages: each is prerendered and loads its page data on navigation (decision 012). */
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
  'enroll',
] as const satisfies readonly SitePathId[];

/**
 * A content route's code: the page loader and every page kind's loaders come with the first content
 * page the app shows, not with every app page's entry (decision 091). Prerendered content pages load
 * the islands' entry instead (decision 090), so the app meets them only on a navigation or the 404 page.
 */
async function loadContentRoute() {
  const { ContentRoute, contentLoader, ContentRouteError, samePathNoReload } = await import('./app/content-route');
  return {
    loader: contentLoader,
    shouldRevalidate: samePathNoReload,
    Component: ContentRoute,
    ErrorBoundary: ContentRouteError,
  };
}

/** The not-found page, loaded when an address matches no page (decision 091). */
async function loadNotFoundPage() {
  const { NotFoundPage } = await import('./features/site/not-found-page');
  return { Component: NotFoundPage };
}

const contentRoutes: RouteObject[] = [...contentPathIds, ...legalDocumentPathIds].map((id) => ({
  id: `content:${id}`,
  path: sitePaths[id],
  lazy: loadContentRoute,
}));

/** The decision's progress and the requested-document upload, under the wizard's Completed screen. */
const WizardProgressPanel = lazy(async () => {
  const [{ ApplicationProgressPanel }, { RequestedDocumentUpload }] = await Promise.all([
    import('./features/decisions/application-progress-panel'),
    import('./features/application/documents/requested-document-upload'),
  ]);
  return { default: () => <ApplicationProgressPanel upload={RequestedDocumentUpload} /> };
});

/** One page of the account area, lazily loaded on its own (the layout around it loads once). */
function accountPage(load: () => Promise<ReactNode>) {
  return async () => ({ element: await load() });
}

/**
 * The account area (decision 078): one layout with the account navigation around every `/account/*`
 * page, signed in only; each page is its own lazily loaded part. Pages of other features add their
 * entry to `children` (statements, payments, closing, the limit increase).
 */
function accountArea(): RouteObject {
  return {
    path: sitePaths.account,
    lazy: withQueryClient(async () => {
      const [{ AccountArea }, { RequireSession }] = await Promise.all([
        import('./app/account-area/account-area'),
        import('./features/auth/session/require-session'),
      ]);
      return (
        <RequireSession>
          <AccountArea />
        </RequireSession>
      );
    }),
    children: [
      {
        index: true,
        lazy: accountPage(async () => {
          const { AccountOverviewRoute } = await import('./app/account-area/overview-route');
          return <AccountOverviewRoute />;
        }),
      },
      {
        path: sitePaths.accountCard,
        lazy: accountPage(async () => {
          const { CardPage } = await import('./features/cards/card-page');
          return <CardPage />;
        }),
      },
      {
        path: sitePaths.accountCashBack,
        lazy: accountPage(async () => {
          const { CashBackPage } = await import('./features/cards/cash-back/cash-back-page');
          return <CashBackPage />;
        }),
      },
      {
        path: sitePaths.accountProfile,
        lazy: accountPage(async () => {
          const { ProfilePage } = await import('./features/account/account-home/profile-page');
          return <ProfilePage />;
        }),
      },
      // Sign-in and security (decisions 073–076): passkeys and sessions.
      {
        path: sitePaths.accountSecurity,
        lazy: accountPage(async () => {
          const { AccountSecurityPage } = await import('./features/account/security/account-security-page');
          return <AccountSecurityPage />;
        }),
      },
      // E-sign consent, paper copies and letters (decision 089).
      {
        path: sitePaths.accountPaperDocuments,
        lazy: accountPage(async () => {
          const { PaperDocumentsPage } = await import('./features/account/paper-documents/paper-documents-page');
          return <PaperDocumentsPage />;
        }),
      },
      {
        path: sitePaths.accountRequests,
        lazy: accountPage(async () => {
          const { AccountRequestsRoute } = await import('./app/account-area/requests-route');
          return <AccountRequestsRoute />;
        }),
      },
      // Statements, transactions and paying the card (docs/product-rules.md#statements, #card-payments).
      {
        path: sitePaths.accountStatements,
        lazy: accountPage(async () => {
          const { StatementsPage } = await import('./features/card-account/statements/statements-page');
          return <StatementsPage />;
        }),
      },
      {
        path: sitePaths.accountStatement,
        lazy: accountPage(async () => {
          const { StatementPage } = await import('./features/card-account/statements/statement-page');
          return <StatementPage />;
        }),
      },
      {
        path: sitePaths.accountPay,
        lazy: accountPage(async () => {
          const { PayPage } = await import('./features/card-account/payments/pay-page');
          return <PayPage />;
        }),
      },
      {
        path: sitePaths.accountPayments,
        lazy: accountPage(async () => {
          const { PaymentsPage } = await import('./features/card-account/payments/payments-page');
          return <PaymentsPage />;
        }),
      },
      // Closing the account (decision 083).
      {
        path: sitePaths.accountClose,
        lazy: accountPage(async () => {
          const { CloseAccountPage } = await import('./features/cards/closing/close-account-page');
          return <CloseAccountPage />;
        }),
      },
      // Asking for a higher limit (decision 084).
      {
        path: sitePaths.accountCreditLimit,
        lazy: accountPage(async () => {
          const { CreditLimitPage } = await import('./features/cards/credit-limit/credit-limit-page');
          return <CreditLimitPage />;
        }),
      },
    ],
  };
}

/** Account pages load on first visit (product-rules#site-routes: lazily loaded pages); the forms' code stays out of the home page. */
const accountRoutes: RouteObject[] = [
  {
    path: sitePaths.signUp,
    // These four forms call the server without a query client, so their pages load none (decision 091).
    lazy: pageWithoutQueries(async () => {
      const { RegisterPage } = await import('./features/auth/register/register-page');
      return <RegisterPage title="Sign up" />;
    }),
  },
  {
    path: sitePaths.register,
    lazy: pageWithoutQueries(async () => {
      const { RegisterPage } = await import('./features/auth/register/register-page');
      return <RegisterPage title="Register" />;
    }),
  },
  {
    path: sitePaths.signIn,
    lazy: pageWithoutQueries(async () => {
      const { LoginPage } = await import('./features/auth/login/login-page');
      return <LoginPage />;
    }),
  },
  {
    path: sitePaths.forgotPassword,
    lazy: pageWithoutQueries(async () => {
      const { ForgotPasswordPage } = await import('./features/auth/forgot-password/forgot-password-page');
      return <ForgotPasswordPage />;
    }),
  },
  {
    path: sitePaths.resetPassword,
    lazy: pageWithoutQueries(async () => {
      const { ResetPasswordPage } = await import('./features/auth/reset-password/reset-password-page');
      return <ResetPasswordPage />;
    }),
  },
  {
    path: sitePaths.emailConfirmation,
    lazy: withQueryClient(async () => {
      const { EmailConfirmationPage } = await import('./features/auth/email-confirmation/email-confirmation-page');
      return <EmailConfirmationPage />;
    }),
  },
  ...mailLinkRoutes,
  {
    path: sitePaths.prequalify,
    lazy: pageWithoutQueries(async () => {
      const { PrequalificationPage } = await import('./features/credit-report/prequalification/prequalification-page');
      return <PrequalificationPage />;
    }),
  },
  accountArea(),
];

/** A back-office page from the one part that holds them all (decision 029). */
const opsPage =
  (
    name:
      | 'OpsHomePage'
      | 'OpsSignInPage'
      | 'OpsEnrolPage'
      | 'OpsApplicationPage'
      | 'OpsChangeRequestsPage'
      | 'OpsChangeRequestPage'
      | 'OpsCreditLimitsPage'
      | 'OpsAuditPage'
      | 'OpsSummaryPage'
      | 'OpsSecurityPage'
      | 'OpsStaffPage'
      | 'OpsWaitlistPage',
  ) =>
  async () => {
    const pages = await import('./features/back-office/back-office-pages');
    return { Component: pages[name] };
  };

/**
 * The back office: its own layout (no site header or footer) and its own lazily loaded code, so none of
 * it reaches applicant or content pages.
 */
const opsRoutes: RouteObject = {
  path: sitePaths.opsHome,
  HydrateFallback: () => null,
  lazy: withQueryClient(async () => {
    const { OpsLayout } = await import('./features/back-office/back-office-layout');
    return <OpsLayout />;
  }),
  children: [
    { index: true, lazy: opsPage('OpsHomePage') },
    { path: sitePaths.opsSignIn, lazy: opsPage('OpsSignInPage') },
    { path: sitePaths.opsEnrol, lazy: opsPage('OpsEnrolPage') },
    { path: sitePaths.opsApplication, lazy: opsPage('OpsApplicationPage') },
    { path: sitePaths.opsChangeRequests, lazy: opsPage('OpsChangeRequestsPage') },
    { path: sitePaths.opsChangeRequest, lazy: opsPage('OpsChangeRequestPage') },
    { path: sitePaths.opsCreditLimits, lazy: opsPage('OpsCreditLimitsPage') },
    { path: sitePaths.opsAudit, lazy: opsPage('OpsAuditPage') },
    { path: sitePaths.opsSecurity, lazy: opsPage('OpsSecurityPage') },
    { path: sitePaths.opsStaff, lazy: opsPage('OpsStaffPage') },
    { path: sitePaths.opsSummary, lazy: opsPage('OpsSummaryPage') },
    { path: sitePaths.opsWaitlist, lazy: opsPage('OpsWaitlistPage') },
  ],
};

export const routes: RouteObject[] = [
  opsRoutes,
  {
    element: <SiteLayout help={<Island name="help-launcher" component={HelpLauncher} props={{}} />} />,
    // Shown only while a lazily loaded page's code arrives on the first visit: a few
    // milliseconds of blank beat a flash of a page that is about to be replaced.
    HydrateFallback: () => null,
    children: [
      ...accountRoutes,
      // The work-e-mail link opens without a session, often on a phone: before the wizard's wildcard.
      {
        path: workEmailLinkRoute,
        lazy: withQueryClient(async () => {
          const { WorkEmailLinkPage } =
            await import('./features/application/employer-verification/work-email-link-page');
          return <WorkEmailLinkPage />;
        }),
      },
      // The wizard's steps have no paths of their own; the wizard owns its prefix.
      {
        path: `${sitePaths.application}/*`,
        lazy: withQueryClient(async () => {
          const [{ ApplicationPage, WizardShell }, { FeatureFlagsProvider }, { RequireSession }] = await Promise.all([
            import('./features/application/application-page'),
            import('./lib/flags/feature-flags-provider'),
            import('./features/auth/session/require-session'),
          ]);
          // Shown on the Completed screen only, so it loads when that screen draws (decision 050).
          const progressPanel = (
            <Suspense fallback={null}>
              <WizardProgressPanel />
            </Suspense>
          );
          return (
            <RequireSession pending={<WizardShell status="Checking that you are signed in…" />}>
              <FeatureFlagsProvider>
                <ApplicationPage progressPanel={progressPanel} />
              </FeatureFlagsProvider>
            </RequireSession>
          );
        }),
      },
      ...contentRoutes,
      { path: sitePaths.notFound, lazy: loadNotFoundPage },
      { path: sitePaths.notFoundHtml, lazy: loadNotFoundPage },
      { path: '*', lazy: loadNotFoundPage },
    ],
  },
];
