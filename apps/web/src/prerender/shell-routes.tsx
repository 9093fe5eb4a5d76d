import type { RouteObject } from 'react-router';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { WizardShell } from '../features/application/wizard/wizard-shell';
import { HelpLauncher } from '../features/help-desk/help-launcher';
import { SiteLayout } from '../features/site-layout/site-layout';

/**
 * The wizard's shell (decision 047), as the build prerenders it: its frame and
 * heading, with what the route shows while the session check runs (routes.tsx).
 * The same layout as routes.tsx, so the browser's page lands on the same places.
 * Sign-in and sign-up need no shell: they are prerendered whole (decision 051).
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <SiteLayout help={<HelpLauncher />} />,
    children: [
      { path: `${sitePaths.application}/*`, element: <WizardShell status="Checking that you are signed in…" /> },
    ],
  },
];
