import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ClosedApplication } from '../features/application/wizard/closed-application';
import { SiteLayout } from '../features/site-layout/site-layout';
import { NotificationProvider } from '../lib/notifications/notification-provider';
import { SessionContext, type SessionApi } from '../lib/session/session-context';

// The footer's words come from a build plugin the DOM tests do not run; its place is what is checked here.
vi.mock('../features/site-layout/site-footer', () => ({ SiteFooter: () => <footer>The site footer</footer> }));

const signedIn: SessionApi = {
  status: 'loggedIn',
  user: null,
  revalidate: async () => undefined,
  refreshUser: async () => undefined,
  expire: () => undefined,
  signOut: async () => undefined,
};

/** The route table's shape: the site layout around the wizard's prefix. */
function renderAtApplication(page: ReactNode) {
  const router = createMemoryRouter(
    [{ element: <SiteLayout />, children: [{ path: `${sitePaths.application}/*`, element: page }] }],
    { initialEntries: [sitePaths.application] },
  );
  render(
    <SessionContext value={signedIn}>
      <NotificationProvider>
        <RouterProvider router={router} />
      </NotificationProvider>
    </SessionContext>,
  );
}

// product-rules#site-chrome: the wizard's screens hide the site header and footer; the declined
// application's page under the same prefix is no wizard screen and has them, like any other page.
describe('/application after a decline', () => {
  it.each([
    [
      'the declined application, waiting to apply again: with the site header and footer',
      <ClosedApplication key="closed" from="2099-03-03" />,
      true,
    ],
    ['a wizard screen: without them', <h1 key="step">Your application</h1>, false],
  ])('%s', (_case, page, shown) => {
    renderAtApplication(page);
    expect(screen.queryByRole('banner') !== null).toBe(shown);
    expect(screen.queryByRole('contentinfo') !== null).toBe(shown);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('says when a new application can start and where the reasons are', () => {
    renderAtApplication(<ClosedApplication from="2099-03-03" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not approve your application');
    expect(screen.getByText('You can apply again from March 3, 2099.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', sitePaths.account);
  });
});
