import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { CardAccount } from '../features/cards/api/card-account';
import { CardPhoneNotice } from '../features/cards/card-phone-notice';
import type { MyApplicationProgress } from '../features/decisions/api/my-application-progress';
import { ApplicationProgressPanel } from '../features/decisions/application-progress-panel';
import { fakeGraphqlServer, graphqlData, type GraphqlHandler } from '../testing/fake-graphql';

/*
 * "Add your mobile phone so we can send your card" on /account (decision 074,
 * docs/product-rules.md#verified-phone), composed as the route table composes
 * it: the card feature's notice in the decision feature's approved stage. The
 * fake server answers only the operations each row may send, so a row that
 * asks for the card or the phone when it should not fails on the console.
 */

const progressAt = (stage: MyApplicationProgress['stage']): MyApplicationProgress => ({
  applicationId: 7,
  stage,
  submittedAt: '2026-11-20T15:00:00Z',
  informationRequest: null,
  canApplyAgainFrom: null,
});

const aCard: CardAccount = {
  card: { id: 7, status: 'issued', lastFour: '4821', expiry: '11/30', lockReason: null, activatedAt: null },
  creditLimitCents: 250_000,
  ssnNeeded: false,
  ssnDeadline: null,
  ssnLastFour: null,
  replacement: null,
};

const verifiedPhone = { verifiedAt: '2026-11-27T10:00:00Z' };

function renderProgress(stage: MyApplicationProgress['stage'], more: Record<string, GraphqlHandler>) {
  const api = fakeGraphqlServer({
    MyApplicationProgress: () => graphqlData({ myApplicationProgress: progressAt(stage) }),
    MyDecision: () => graphqlData({ myDecision: null }),
    ...more,
  });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApplicationProgressPanel approvedNotice={<CardPhoneNotice />} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return api;
}

const notice = () => screen.queryByRole('complementary', { name: 'Add your mobile phone so we can send your card' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notice that the card waits for a verified phone', () => {
  it.each<[string, MyApplicationProgress['stage'], Record<string, GraphqlHandler>]>([
    ['in review', 'inReview', {}],
    ['declined', 'declined', {}],
    ['approved, with a card', 'approved', { MyCard: () => graphqlData({ myCard: aCard }) }],
    [
      'approved, no card, a verified phone',
      'approved',
      {
        MyCard: () => graphqlData({ myCard: null }),
        CardholderPhone: () => graphqlData({ myPhone: verifiedPhone }),
      },
    ],
  ])('%s: no notice, and nothing more is asked', async (_case, stage, handlers) => {
    const api = renderProgress(stage, handlers);
    const expected = ['MyApplicationProgress', 'MyDecision', ...Object.keys(handlers)].sort();
    await waitFor(() => expect(api.calls.map((call) => call.operationName).sort()).toEqual(expected));
    // The last answer rendered: whatever it would show is on the page now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(notice()).toBeNull();
    expect(api.calls).toHaveLength(expected.length);
  });

  it('approved, no card, no verified phone: the notice links to Sign-in and security', async () => {
    const api = renderProgress('approved', {
      MyCard: () => graphqlData({ myCard: null }),
      CardholderPhone: () => graphqlData({ myPhone: null }),
    });
    const shown = await screen.findByRole('complementary', {
      name: 'Add your mobile phone so we can send your card',
    });
    expect(shown).toHaveTextContent(/needs a mobile phone number you have confirmed is yours/);
    expect(within(shown).getByRole('link', { name: 'Add your mobile phone' })).toHaveAttribute(
      'href',
      sitePaths.accountSecurity,
    );
    // Under the approval, not in place of it.
    expect(screen.getByRole('status')).toHaveTextContent(/is approved\./);
    expect(api.callsTo('CardholderPhone')).toHaveLength(1);
  });
});
