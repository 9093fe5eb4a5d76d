import type { RouteObject } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormSkeleton } from '../components/form/form-skeleton';
import { WizardShell } from '../features/application/wizard/wizard-shell';
import { LoginFrame } from '../features/auth/login/login-frame';
import { RegisterFrame } from '../features/auth/register/register-frame';
import { HelpLauncher } from '../features/help/help-launcher';
import { SiteLayout } from '../features/site-layout/site-layout';

/**
 * The client-only pages' shells (decision 047), as the build prerenders them: the
 * site's frame and each page's own frame and heading, with a skeleton where the form
 * goes. The same layout as routes.tsx, so the browser's page lands on the same places.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <SiteLayout help={<HelpLauncher />} />,
    children: [
      {
        path: sitePaths.signIn,
        element: (
          <LoginFrame>
            <FormSkeleton fields={2} status="Loading the sign-in form…" />
          </LoginFrame>
        ),
      },
      {
        path: sitePaths.signUp,
        element: (
          <RegisterFrame title="Sign up">
            <FormSkeleton fields={6} status="Loading the sign-up form…" />
          </RegisterFrame>
        ),
      },
      {
        path: sitePaths.register,
        element: (
          <RegisterFrame title="Register">
            <FormSkeleton fields={6} status="Loading the sign-up form…" />
          </RegisterFrame>
        ),
      },
      // What the wizard's route shows while the session check runs (routes.tsx).
      { path: `${sitePaths.application}/*`, element: <WizardShell status="Checking that you are signed in…" /> },
    ],
  },
];
