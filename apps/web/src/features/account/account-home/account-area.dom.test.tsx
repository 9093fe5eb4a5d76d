import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { SessionContext, type SessionApi, type SessionUser } from '../../../lib/session/session-context';
import {
  fakeGraphqlServer,
  graphqlData,
  graphqlRefusal,
  type GraphqlAnswer,
  type GraphqlHandler,
} from '../../../testing/fake-graphql';
import { AccountLayout } from './account-layout';
import { AccountOverview } from './account-overview';
import { ProfilePage } from './profile-page';
import { RequestsPage } from './requests-page';

const user: SessionUser = {
  id: '5b0c1f0e-7d1a-4c55-9a43-0d6f3a3c2e11',
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  role: 'user',
  inviteCode: 'PRIYA123',
  isCardHolder: false,
};

const session: SessionApi = {
  status: 'loggedIn',
  user,
  revalidate: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
  expire: () => undefined,
  signOut: () => Promise.resolve(),
};

const applicationAnswer = graphqlData({
  getApplicationStatus: {
    status: 'incomplete',
    submissionDate: null,
    canApplyAgainFrom: null,
    startedAt: '2026-11-02T09:00:00.000Z',
    closedAt: null,
  },
});
const profileAnswer = (currentAddress: string, scraBenefitSince: string | null) =>
  graphqlData({ getChangeRequest: { currentAddress, scraBenefitSince } });
const serverError = graphqlRefusal('INTERNAL_SERVER_ERROR', 'Internal server error');

/** A handler answering each call with the next answer of `answers`, the last one for good. */
function inTurn(...answers: GraphqlAnswer[]): GraphqlHandler {
  const left = [...answers];
  return () => (left.length > 1 ? left.shift() : left[0]) ?? serverError;
}

function renderPage(
  handlers: Partial<Record<'application' | 'profile' | 'promo', GraphqlHandler>> = {},
  path: string = sitePaths.account,
) {
  const api = fakeGraphqlServer({
    AccountApplicationStatus: handlers.application ?? (() => applicationAnswer),
    AccountProfile: handlers.profile ?? (() => profileAnswer('1 Main St, Austin, TX 78701', null)),
    MyPromoCode: handlers.promo ?? (() => graphqlData({ myPromoCode: null })),
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <Routes>
            <Route path={sitePaths.account} element={<AccountLayout hasCard={false} />}>
              <Route
                index
                element={
                  <AccountOverview
                    hasCard={false}
                    invitePanel={(code) => (
                      <section aria-label="Invite friends">
                        <p>{`Invite code ${code}`}</p>
                      </section>
                    )}
                    creditCheckPanel={<section aria-label="Your credit check" />}
                  />
                }
              />
              <Route path={sitePaths.accountProfile} element={<ProfilePage />} />
              <Route path={sitePaths.accountSecurity} element={<h1>Sign-in and security</h1>} />
              <Route
                path={sitePaths.accountRequests}
                element={
                  <RequestsPage hasCard={false} changeRequestsPanel={<section aria-label="Change requests" />} />
                }
              />
            </Route>
          </Routes>
        </QueryClientProvider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup(), view };
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('/account/profile: each part loads and fails on its own (product-rules#user-status)', () => {
  it('the details failing: their error and "Try again"; signing out still shows', async () => {
    renderPage({ profile: () => serverError }, sitePaths.accountProfile);
    const details = region('Your details');
    expect(await within(details).findByRole('alert')).toHaveTextContent('We could not load your details.');
    expect(within(details).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(details).queryByText('Email address')).toBeNull();
    expect(within(region('Sign-in and security')).getByRole('link')).toHaveAttribute('href', '/account/security');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('"Try again" asks again for that part only, and its content comes back', async () => {
    const { api, user: person } = renderPage(
      { profile: inTurn(serverError, profileAnswer('1 Main St, Austin, TX 78701', '2026-06-01')) },
      sitePaths.accountProfile,
    );
    const details = region('Your details');
    await within(details).findByRole('alert');
    const promoCalls = api.callsTo('MyPromoCode').length;

    await person.click(within(details).getByRole('button', { name: 'Try again' }));
    expect(await within(details).findByText('1 Main St, Austin, TX 78701')).toBeVisible();
    expect(within(details).getByText('Servicemember (SCRA) benefits since June 1, 2026')).toBeVisible();
    expect(within(details).queryByRole('alert')).toBeNull();
    expect(within(details).getByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(api.callsTo('AccountProfile')).toHaveLength(2);
    expect(api.callsTo('AccountProfile')[1]?.variables).toEqual({ uuid: user.id });
    // The part that had answered was not asked again.
    expect(api.callsTo('MyPromoCode')).toHaveLength(promoCalls);
  });

  it('the promo code failing fails the details with it; "Try again" asks again for it only', async () => {
    const { api, user: person } = renderPage(
      { promo: inTurn(serverError, graphqlData({ myPromoCode: 'WAYPOINT-PREAPPROVED' })) },
      sitePaths.accountProfile,
    );
    const details = region('Your details');
    await within(details).findByRole('alert');
    await person.click(within(details).getByRole('button', { name: 'Try again' }));
    expect(await within(details).findByText('WAYPOINT-PREAPPROVED')).toBeVisible();
    expect(api.callsTo('AccountProfile')).toHaveLength(1);
    expect(api.callsTo('MyPromoCode')).toHaveLength(2);
  });
});

describe("/account: an applicant's overview leads with the application", () => {
  it('the application failing: its error and "Try again", which brings it back; the referrals still show', async () => {
    const { api, user: person } = renderPage({ application: inTurn(serverError, applicationAnswer) });
    const application = region('Application');
    expect(await within(application).findByRole('alert')).toHaveTextContent('We could not load your application.');
    expect(within(region('Invite friends')).getByText('Invite code PRIYA123')).toBeVisible();

    await person.click(within(application).getByRole('button', { name: 'Try again' }));
    expect(await within(application).findByRole('link', { name: 'Resume your application' })).toBeVisible();
    expect(within(application).queryByRole('alert')).toBeNull();
    // The overview asks for nothing of the profile page.
    expect(api.callsTo('AccountProfile')).toHaveLength(0);
  });

  it('greets the member and puts the application first, the invitation last', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Priya');
    await within(region('Application')).findByText(/^Status:/);
    const parts = screen
      .getAllByRole('region')
      .map(
        (part) =>
          part.getAttribute('aria-label') ??
          document.getElementById(part.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(parts.at(0)).toBe('Application');
    expect(parts.at(-1)).toBe('Invite friends');
  });
});

describe('the account navigation (decision 078)', () => {
  it.each([
    [sitePaths.account, 'Overview'],
    [sitePaths.accountProfile, 'Profile and security'],
    [sitePaths.accountRequests, 'Requests'],
  ])(
    "an applicant on %s: Overview, Profile and security, Paper documents, Requests; the page's item is current",
    async (path, current) => {
      renderPage({}, path);
      const nav = screen.getByRole('navigation', { name: 'Your account' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Overview',
        'Profile and security',
        'Paper documents',
        'Requests',
      ]);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/account',
        '/account/profile',
        '/account/paper-documents',
        '/account/requests',
      ]);
      expect(
        links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
      ).toEqual([current]);
      await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    },
  );

  it("an applicant's requests page: change requests, no limit increase before a card", async () => {
    renderPage({}, sitePaths.accountRequests);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Requests');
    expect(region('Change requests')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a higher limit' })).toBeNull();
  });
});

describe('/account/profile: your details', () => {
  it('read-only, with the home address, the codes, and how they change', async () => {
    renderPage({ promo: () => graphqlData({ myPromoCode: 'WAYPOINT-PREAPPROVED' }) }, sitePaths.accountProfile);
    const details = region('Your details');
    await within(details).findByText('1 Main St, Austin, TX 78701');
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Name', 'Priya Raman'],
      ['Email address', 'priya@example.com'],
      ['Home address', '1 Main St, Austin, TX 78701'],
      ['Invite code', 'PRIYA123'],
      ['Promo code used at sign-up', 'WAYPOINT-PREAPPROVED'],
    ]);
    expect(within(details).getByText(/change only through a change request/)).toBeVisible();
    // The e-mail changes in the account itself, proved by a link to the new address (decision 075).
    expect(within(details).getByRole('link', { name: 'Sign-in and security' })).toHaveAttribute(
      'href',
      '/account/security',
    );
    expect(within(details).queryByRole('textbox')).toBeNull();
    expect(within(details).queryByText(/SCRA/)).toBeNull();
  });

  it('no address on the account yet says so', async () => {
    renderPage({ profile: () => profileAnswer('', null) }, sitePaths.accountProfile);
    expect(await within(region('Your details')).findByText('Not on file yet')).toBeVisible();
  });
});

describe('/account: the credit check', () => {
  const withStatus = (status: string) =>
    graphqlData({
      getApplicationStatus: {
        status,
        submissionDate: '2026-11-03T09:00:00.000Z',
        canApplyAgainFrom: null,
        startedAt: '2026-11-02T09:00:00.000Z',
        closedAt: status === 'submitted' ? null : '2026-11-05T09:00:00.000Z',
      },
    });

  it.each([
    ['submitted', true],
    ['approved', false],
    ['declined', false],
  ])('a %s application: the credit check shown: %s', async (status, shown) => {
    renderPage({ application: () => withStatus(status) });
    await waitFor(() => expect(screen.getByText(/^Status:/)).toBeVisible());
    expect(screen.queryByRole('region', { name: 'Your credit check' }) !== null).toBe(shown);
  });
});

describe('the navigation on a page under a section', () => {
  it('Sign-in and security marks Profile and security', async () => {
    renderPage({}, sitePaths.accountSecurity);
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Profile and security');
  });
});
