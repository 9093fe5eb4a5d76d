import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { CardAccount } from '../../features/cards/api/card-account';
import { SessionContext, type SessionApi } from '../../lib/session/session-context';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import { AccountArea } from './account-area';
import { AccountOverviewRoute } from './overview-route';
import { AccountRequestsRoute } from './requests-route';

/*
 * The account area as the route table composes it (decision 078): the
 * navigation follows whether a card exists, and the card's status is told
 * once. Before a card the approval says the card is mailed; once a card
 * exists the overview's card story says where it is, and the approval (on
 * Requests) no longer does.
 */

const deliveredCard: CardAccount = {
  card: { id: 7, status: 'delivered', lastFour: '4821', expiry: '11/30', lockReason: null, activatedAt: null },
  creditLimitCents: 250_000,
  ssnNeeded: false,
  ssnDeadline: null,
  ssnLastFour: null,
  replacement: null,
};

const approvedApplication = graphqlData({
  getApplicationStatus: {
    status: 'approved',
    submissionDate: '2026-11-20T15:00:00.000Z',
    canApplyAgainFrom: null,
    startedAt: '2026-11-19T15:00:00.000Z',
    closedAt: '2026-11-21T15:00:00.000Z',
  },
});

const notHere = graphqlRefusal('INTERNAL_SERVER_ERROR', 'Internal server error', 500);

function handlers(card: CardAccount | null): Record<string, GraphqlHandler> {
  return {
    MyCard: () => graphqlData({ myCard: card }),
    AccountApplicationStatus: () => approvedApplication,
    MyApplicationProgress: () =>
      graphqlData({
        myApplicationProgress: {
          applicationId: 7,
          stage: 'approved',
          submittedAt: '2026-11-20T15:00:00Z',
          informationRequest: null,
          canApplyAgainFrom: null,
        },
      }),
    MyDecision: () =>
      graphqlData({
        myDecision: { outcome: 'approved', creditLimit: 2500, aprPercent: 24.99, reasons: [], notices: [] },
      }),
    MyNotices: () => graphqlData({ myNotices: [] }),
    CardholderPhone: () => graphqlData({ myPhone: { verifiedAt: '2026-11-27T10:00:00Z' } }),
    CardAccountTerms: () =>
      graphqlData({ myCard: card && { status: 'open', aprBps: 2_499, creditLimitCents: 250_000, closure: null } }),
    CardOverviewDue: () =>
      graphqlData({
        myCardBalance: { currentBalanceCents: 0, availableCreditCents: 250_000, creditLimitCents: 250_000 },
        myPaymentOptions: { currentBalanceCents: 0, minimumDueCents: 0, statementBalanceCents: 0, dueDate: null },
        myAutopay: null,
      }),
    CardOverviewTransactions: () => graphqlData({ myTransactions: { items: [] } }),
    MyRewards: () => notHere,
    // Parts beside the ones under test: they fail on their own and say so.
    MyInviteCode: () => notHere,
    GetCreditCheck: () => notHere,
    GetChangeRequest: () => notHere,
    MyChangeRequests: () => notHere,
  };
}

function renderArea(card: CardAccount | null, path: string) {
  const api = fakeGraphqlServer(handlers(card));
  vi.stubGlobal('fetch', api.fetch);
  const session: SessionApi = {
    status: 'loggedIn',
    user: {
      id: 'user-1',
      firstName: 'Rosa',
      lastName: 'Haddad',
      email: 'rosa@example.com',
      role: 'user',
      inviteCode: 'ROSA1234',
      isCardHolder: false,
    },
    revalidate: () => Promise.resolve(),
    refreshUser: () => Promise.resolve(),
    expire: () => undefined,
    signOut: () => Promise.resolve(),
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <Routes>
            <Route path={sitePaths.account} element={<AccountArea />}>
              <Route index element={<AccountOverviewRoute />} />
              <Route path={sitePaths.accountRequests} element={<AccountRequestsRoute />} />
            </Route>
          </Routes>
        </QueryClientProvider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return api;
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Your account' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the account area as composed (decision 078)', () => {
  it('approved, no card yet: the application leads, with the approval saying the card is mailed', async () => {
    renderArea(null, sitePaths.account);
    const progress = await screen.findByRole('region', { name: 'Your application' });
    expect(
      await within(progress).findByText(
        /mailed to the address on your application; we e-mail you when it is on its way/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your card' })).toBeNull();
    expect(navLabels()).toEqual(['Overview', 'Profile and security', 'Paper documents', 'Requests']);
  });

  it('approved with a card delivered: the card story alone tells it, with the activation; every section in the nav', async () => {
    renderArea(deliveredCard, sitePaths.account);
    const story = await screen.findByRole('region', { name: 'Your card' });
    expect(await within(story).findByText('Delivered — activate it')).toBeVisible();
    expect(within(story).getByRole('textbox', { name: /Last 4 digits/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your application' })).toBeNull();
    expect(screen.queryByText(/mailed to the address on your application/)).toBeNull();
    expect(navLabels()).toEqual([
      'Overview',
      'Card',
      'Statements and payments',
      'Cash back',
      'Profile and security',
      'Paper documents',
      'Requests',
    ]);
  });

  it("a cardholder's requests: the approval and its letters, without the mailing words", async () => {
    renderArea(deliveredCard, sitePaths.accountRequests);
    await screen.findByText('$2,500');
    const progress = screen.getByRole('region', { name: 'Your application' });
    expect(within(progress).getByText(/Card is approved\.$/)).toBeVisible();
    expect(within(progress).queryByRole('heading', { name: 'Next steps' })).toBeNull();
    expect(screen.queryByText(/mailed to the address on your application/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a higher limit' })).toHaveAttribute(
      'href',
      '/account/credit-limit',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { current: 'page' }),
    ).toHaveTextContent('Requests');
  });
});
