import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SessionContext, type SessionApi } from '../../lib/session/session-context';
import { fakeGraphqlServer, graphqlData, type GraphqlHandler } from '../../testing/fake-graphql';
import type { CardAccount } from './api/card-account';
import { CardPanel } from './card-panel';

/** The card panel's DOM tests' one way to build a card account and to render the panel against a fake API. */

/** A delivered card on an open account, with `card` and `account` laid over it. */
export const aCardAccount = (
  card: Partial<CardAccount['card']> = {},
  account: Partial<Omit<CardAccount, 'card'>> = {},
): CardAccount => ({
  card: { id: 7, status: 'delivered', lastFour: '4821', expiry: '11/30', lockReason: null, activatedAt: null, ...card },
  creditLimitCents: 250_000,
  ssnNeeded: false,
  ssnDeadline: null,
  ssnLastFour: null,
  replacement: null,
  ...account,
});

/** The account's terms, asked on their own: the APR shows beside the limit. */
export const cardTermsAnswer = (aprBps: number | null = 2_499) =>
  graphqlData({ myCard: { status: 'open', aprBps, creditLimitCents: 250_000, closure: null } });

/**
 * Renders the panel for a signed-in member, `fetch` answered by `handlers` (the terms and the SCRA cap
 * answered unless given); the test's afterEach unstubs the globals.
 */
export function renderCardPanel(
  handlers: Record<string, GraphqlHandler>,
  options: { isCardHolder?: boolean; withRouter?: boolean } = {},
) {
  const api = fakeGraphqlServer({
    CardAccountTerms: () => cardTermsAnswer(),
    ScraRateCap: () => graphqlData({ myScraRateCap: null }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const session: SessionApi = {
    status: 'loggedIn',
    user: {
      id: 'user-1',
      firstName: 'Rosa',
      lastName: 'Card',
      email: 'rosa@example.com',
      role: 'user',
      inviteCode: 'ROSA12',
      isCardHolder: options.isCardHolder ?? false,
    },
    revalidate: async () => undefined,
    refreshUser: vi.fn(async () => undefined),
    expire: () => undefined,
    signOut: async () => undefined,
  };
  const user = userEvent.setup();
  const panel = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext value={session}>
        <CardPanel />
      </SessionContext>
    </QueryClientProvider>
  );
  render(options.withRouter ? <MemoryRouter>{panel}</MemoryRouter> : panel);
  return { api, user, session };
}
