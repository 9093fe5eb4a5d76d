import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  fakeGraphqlServer,
  graphqlData,
  graphqlRefusal,
  type GraphqlHandler,
} from '../../testing/fake-graphql';
import type { Rewards } from './api/rewards';
import { RewardsPanel } from './rewards-panel';

const rewards: Rewards = {
  rateBasisPoints: 300,
  baseRateBasisPoints: 100,
  boosts: [
    { activatedAt: '2026-03-02T10:00:00.000Z', endsAt: '2027-03-02T10:00:00.000Z' },
    { activatedAt: '2026-10-15T10:00:00.000Z', endsAt: '2027-10-15T10:00:00.000Z' },
  ],
  capped: false,
  balanceCents: 1_234,
  cycleEligibleCents: 45_000,
  cycleCapCents: 250_000,
  onTimePayments: 2,
  onTimePaymentsNeeded: 3,
  daysPastDue: 0,
  canRedeem: false,
  recent: [
    {
      id: 3,
      kind: 'reversal',
      amountCents: -50,
      description: 'Refund: Shoes',
      createdAt: '2026-11-20T12:00:00.000Z',
    },
    {
      id: 2,
      kind: 'earning',
      amountCents: 1_284,
      description: 'Purchase: Flights',
      createdAt: '2026-11-18T12:00:00.000Z',
    },
  ],
};

const redeemable: Rewards = { ...rewards, onTimePayments: 3, canRedeem: true };
const redeemed: Rewards = {
  ...redeemable,
  balanceCents: 0,
  canRedeem: false,
  recent: [
    {
      id: 4,
      kind: 'redemption',
      amountCents: -1_234,
      description: 'Statement credit',
      createdAt: '2026-11-26T12:00:00.000Z',
    },
    ...rewards.recent,
  ],
};

const serverError = graphqlRefusal('INTERNAL_SERVER_ERROR', 'Internal server error', 500);
const noAnswer: GraphqlHandler = () => {
  throw new TypeError('Failed to fetch');
};

function renderPanel(handlers: {
  MyRewards: GraphqlHandler;
  RedeemCashBack?: GraphqlHandler;
  CashBackBankAccounts?: GraphqlHandler;
}) {
  const api = fakeGraphqlServer({
    CashBackBankAccounts: () => graphqlData({ myPaymentBankAccounts: [] }),
    CashBackDeposits: () => graphqlData({ myRewards: { deposits: [] } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RewardsPanel />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup(), view };
}

const panel = () => screen.getByRole('region', { name: 'Your cash back' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RewardsPanel', () => {
  it('shows the rate and why, the balance, the cycle against its cap, on-time payments and recent rows', async () => {
    renderPanel({ MyRewards: () => graphqlData({ myRewards: rewards }) });
    expect(await within(panel()).findByText('3%')).toBeInTheDocument();
    const why = within(panel())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(why.slice(0, 3)).toEqual([
      'Base rate 1%',
      '+1% for a friend you invited who activated a card, until March 2, 2027',
      '+1% for a friend you invited who activated a card, until October 15, 2027',
    ]);
    expect(within(panel()).getByText('$12.34')).toBeInTheDocument();
    const meter = within(panel()).getByRole('meter', {
      name: '$450.00 of $2,500.00 earning cash back this billing cycle',
    });
    expect(meter).toHaveAttribute('value', '45000');
    expect(meter).toHaveAttribute('max', '250000');
    expect(within(panel()).getByText('2 of 3 on-time payments')).toBeInTheDocument();
    expect(within(panel()).queryByText(/capped at/)).not.toBeInTheDocument();
    const rows = within(panel()).getByRole('heading', { name: 'Recent activity' }).nextElementSibling;
    expect(
      within(rows as HTMLElement)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Refund: ShoesNovember 20, 2026−$0.50', 'Purchase: FlightsNovember 18, 2026+$12.84']);
  });

  it('shows every kind of row the ledger holds: a returned deposit, a forfeiture and a cycle adjustment', async () => {
    const recent: Rewards['recent'] = [
      { id: 7, kind: 'adjustment', amountCents: 100, description: "Adjusted to the cycle's credit limit: Flights" },
      { id: 6, kind: 'deposit_return', amountCents: 500, description: 'Returned deposit: Checking ••6789' },
      { id: 5, kind: 'forfeiture', amountCents: -200, description: 'Forfeited when the account closed' },
    ].map((row) => ({
      ...row,
      kind: row.kind as Rewards['recent'][number]['kind'],
      createdAt: '2026-11-26T12:00:00.000Z',
    }));
    renderPanel({ MyRewards: () => graphqlData({ myRewards: { ...rewards, recent } }) });
    const rows = (await within(panel()).findByRole('heading', { name: 'Recent activity' })).nextElementSibling;
    expect(
      within(rows as HTMLElement)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      "Adjusted to the cycle's credit limit: FlightsNovember 26, 2026+$1.00",
      'Returned deposit: Checking ••6789November 26, 2026+$5.00',
      'Forfeited when the account closedNovember 26, 2026−$2.00',
    ]);
  });

  it.each([
    [
      'fewer than 3 on-time payments',
      rewards,
      'You can redeem cash back after 3 on-time payments. You have made 2 so far.',
    ],
    ['nothing to redeem', { ...redeemable, balanceCents: 0, canRedeem: false }, 'You have no cash back to redeem yet.'],
  ])('keeps Redeem off with the reason: %s', async (_case, answer, reason) => {
    renderPanel({ MyRewards: () => graphqlData({ myRewards: answer }) });
    const button = await within(panel()).findByRole('button', { name: /^Redeem/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('says when the rate is capped', async () => {
    renderPanel({ MyRewards: () => graphqlData({ myRewards: { ...rewards, rateBasisPoints: 600, capped: true } }) });
    expect(await within(panel()).findByText(/The rate is capped at 6%/)).toBeInTheDocument();
  });

  it('shows nothing before a card account is opened', async () => {
    const { api, view } = renderPanel({ MyRewards: () => graphqlData({ myRewards: null }) });
    await waitFor(() => expect(api.callsTo('MyRewards')).toHaveLength(1));
    await waitFor(() => expect(view.container).toBeEmptyDOMElement());
  });

  it('fails on its own with Try again, which loads it', async () => {
    let calls = 0;
    const { user } = renderPanel({
      MyRewards: () => {
        calls += 1;
        return calls === 1 ? serverError : graphqlData({ myRewards: rewards });
      },
    });
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'We could not load your cash back. Please try again.',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText('$12.34')).toBeInTheDocument();
  });

  it('redeems the balance: $0.00 after, with the statement credit row', async () => {
    const { api, user } = renderPanel({
      MyRewards: () => graphqlData({ myRewards: redeemable }),
      RedeemCashBack: () => graphqlData({ redeemCashBack: redeemed }),
    });
    await user.click(await within(panel()).findByRole('button', { name: 'Redeem $12.34' }));
    const news = await within(panel()).findByRole('status');
    expect(news).toHaveTextContent('Redeemed as a statement credit.');
    // The button turned off with nothing left: the keyboard's place moves to the news.
    expect(news).toHaveFocus();
    expect(within(panel()).getByText('$0.00')).toBeInTheDocument();
    expect(within(panel()).getByText('Statement credit')).toBeInTheDocument();
    expect(api.callsTo('RedeemCashBack')[0]?.variables.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends one request however often Redeem is pressed while it is out, keeping focus on it', async () => {
    const answer = deferred();
    const { api, user } = renderPanel({
      MyRewards: () => graphqlData({ myRewards: redeemable }),
      RedeemCashBack: async () => {
        await answer.promise;
        return graphqlData({ redeemCashBack: redeemed });
      },
    });
    const button = await within(panel()).findByRole('button', { name: 'Redeem $12.34' });
    await user.click(button);
    const pending = within(panel()).getByRole('button', { name: 'Redeeming…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveFocus();
    await user.click(pending);
    answer.resolve();
    await within(panel()).findByRole('status');
    expect(api.callsTo('RedeemCashBack')).toHaveLength(1);
  });

  it('retries with the same request id when no answer came, and uses a new one after a refusal', async () => {
    const answers: GraphqlHandler[] = [
      noAnswer,
      () => graphqlRefusal('NOTHING_TO_REDEEM', 'You have no cash back to redeem yet.'),
      () => graphqlData({ redeemCashBack: redeemed }),
    ];
    const { api, user } = renderPanel({
      MyRewards: () => graphqlData({ myRewards: redeemable }),
      RedeemCashBack: (variables) => (answers.shift() ?? (() => serverError))(variables),
    });
    const button = await within(panel()).findByRole('button', { name: 'Redeem $12.34' });
    await user.click(button);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'We could not reach the bank to redeem your cash back. Press Redeem again: you will be paid once.',
    );
    await user.click(button);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('You have no cash back to redeem yet.');
    await user.click(button);
    await within(panel()).findByRole('status');
    const ids = api.callsTo('RedeemCashBack').map((call) => call.variables.requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});
