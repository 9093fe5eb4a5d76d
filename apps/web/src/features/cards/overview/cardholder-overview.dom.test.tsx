import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionApi } from '../../../lib/session/session-context';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { CardAccount } from '../api/card-account';
import type { CardAccountTerms, CardOverviewDue, OverviewTransaction } from '../api/card-overview';
import type { Rewards } from '../api/rewards';
import { CardholderOverview } from './cardholder-overview';

const aCard = (card: Partial<CardAccount['card']> = {}): CardAccount => ({
  card: { id: 7, status: 'active', lastFour: '4821', expiry: '11/30', lockReason: null, activatedAt: null, ...card },
  creditLimitCents: 250_000,
  ssnNeeded: false,
  ssnDeadline: null,
  ssnLastFour: null,
  replacement: null,
});
const openTerms: CardAccountTerms = { status: 'open', aprBps: 2_499, creditLimitCents: 250_000, closure: null };
const due = (
  options: Partial<NonNullable<CardOverviewDue['myPaymentOptions']>> = {},
  autopay: CardOverviewDue['myAutopay'] = null,
): CardOverviewDue => ({
  myCardBalance: { currentBalanceCents: 12_345, availableCreditCents: 237_655, creditLimitCents: 250_000 },
  myPaymentOptions: {
    currentBalanceCents: 12_345,
    minimumDueCents: 3_500,
    statementBalanceCents: 10_000,
    dueDate: '2026-12-21',
    ...options,
  },
  myAutopay: autopay,
});
const line = (
  id: string,
  kind: string,
  amountCents: number,
  description: string,
  status = 'posted',
): OverviewTransaction => ({
  id,
  kind,
  status,
  amountCents,
  description,
  postedAt: '2026-11-25T15:00:00.000Z',
});
const rewards: Rewards = {
  rateBasisPoints: 200,
  baseRateBasisPoints: 100,
  boosts: [],
  capped: false,
  balanceCents: 1_234,
  cycleEligibleCents: 0,
  cycleCapCents: 250_000,
  onTimePayments: 1,
  onTimePaymentsNeeded: 3,
  daysPastDue: 0,
  canRedeem: false,
  recent: [],
};

const session: SessionApi = {
  status: 'loggedIn',
  user: {
    id: 'user-1',
    firstName: 'Rosa',
    lastName: 'Haddad',
    email: 'rosa@example.com',
    role: 'user',
    inviteCode: 'ROSA1234',
    isCardHolder: true,
  },
  revalidate: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
  expire: () => undefined,
  signOut: () => Promise.resolve(),
};

function renderOverview(handlers: Record<string, GraphqlHandler> = {}) {
  const api = fakeGraphqlServer({
    MyCard: () => graphqlData({ myCard: aCard() }),
    CardAccountTerms: () => graphqlData({ myCard: openTerms }),
    CardOverviewDue: () => graphqlData(due()),
    CardOverviewTransactions: () => graphqlData({ myTransactions: { items: [] } }),
    MyRewards: () => graphqlData({ myRewards: rewards }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CardholderOverview />
        </QueryClientProvider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return api;
}

const region = (name: string) => screen.findByRole('region', { name });
const regionTitles = () =>
  screen
    .getAllByRole('region')
    .map((part) => document.getElementById(part.getAttribute('aria-labelledby') ?? '')?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("the card's one status story (decision 078)", () => {
  it.each<[string, Partial<CardAccount['card']>, string, boolean, string]>([
    ['issued', { status: 'issued' }, 'We are making your card', false, 'Card details and settings'],
    ['shipped', { status: 'shipped' }, 'On its way', true, 'Card details and settings'],
    ['delivered', { status: 'delivered' }, 'Delivered — activate it', true, 'Card details and settings'],
    ['active', { status: 'active' }, 'Active', false, 'Card details and settings'],
    [
      'locked by the cardholder',
      { status: 'locked', lockReason: 'cardholder' },
      'Locked',
      false,
      'Unlock or manage your card',
    ],
    [
      'locked for the SSN',
      { status: 'locked', lockReason: 'ssnMissing' },
      'Locked',
      false,
      'Card details and settings',
    ],
  ])('%s: "%s", the activation form here: %s', async (_case, card, headline, form, link) => {
    renderOverview({ MyCard: () => graphqlData({ myCard: aCard(card) }) });
    const story = await region('Your card');
    expect(await within(story).findByText(headline)).toBeVisible();
    expect(within(story).queryByRole('textbox', { name: /Last 4 digits/ }) !== null).toBe(form);
    expect(within(story).getByRole('link', { name: link })).toHaveAttribute('href', '/account/card');
    // Told once: no approval's shipping words beside it.
    expect(screen.queryByText(/mailed to the address on your application/)).toBeNull();
  });

  it.each([
    ['pending', 'bankDeposit', 'Your $12.34 of cash back is paid to your bank account by December 28, 2026.'],
    ['pending', 'statementCredit', 'Your $12.34 of cash back is paid as a statement credit by December 28, 2026.'],
    ['paid', 'bankDeposit', 'Your $12.34 of cash back was paid to your bank account.'],
    ['none', null, 'There was no cash back left to pay out.'],
  ])('closed, payout %s to %s: the closing and the payout', async (payoutStatus, payoutTo, payout) => {
    renderOverview({
      MyCard: () => graphqlData({ myCard: aCard({ status: 'closed' }) }),
      CardAccountTerms: () =>
        graphqlData({
          myCard: {
            ...openTerms,
            status: 'closed',
            closure: {
              closedAt: '2026-11-28T15:00:00.000Z',
              balanceOwedCents: 5_000,
              cashBackPayoutCents: 1_234,
              cashBackPayoutTo: payoutTo,
              cashBackPayoutBy: '2026-12-28',
              cashBackPayoutStatus: payoutStatus,
            },
          },
        }),
    });
    const story = await region('Your card');
    expect(await within(story).findByText('Account closed')).toBeVisible();
    expect(
      within(story).getByText(
        `You closed this account on November 28, 2026; the card no longer works. The $50.00 you owed when it closed stays payable on the same terms. ${payout}`,
      ),
    ).toBeVisible();
  });

  it('closed for its replacement (docs/product-rules.md#card-replacement): the new card being made, not a closed account', async () => {
    const replacement = {
      reason: 'lost',
      requestedAt: '2026-11-28T15:00:00.000Z',
      replacedLastFour: '4821',
      status: 'pending',
    } as const;
    renderOverview({ MyCard: () => graphqlData({ myCard: { ...aCard({ status: 'closed' }), replacement } }) });
    const story = await region('Your card');
    expect(await within(story).findByText('Closed')).toBeVisible();
    expect(
      within(story).getByText(
        'You reported this card lost, so it no longer works. We are making your new card and will post it to the address on your application.',
      ),
    ).toBeVisible();
    expect(within(story).queryByText(/You closed this account/)).toBeNull();
  });

  it('a card on its way leads the page; once active the balance and payment lead', async () => {
    renderOverview({ MyCard: () => graphqlData({ myCard: aCard({ status: 'delivered' }) }) });
    await within(await region('Your card')).findByText('Delivered — activate it');
    expect(regionTitles().slice(0, 2)).toEqual(['Your card', 'Balance and payments']);
  });

  it('active: the balance and payment first, then the card, transactions and cash back', async () => {
    renderOverview();
    await region('Cash back');
    expect(regionTitles()).toEqual(['Balance and payments', 'Your card', 'Recent transactions', 'Cash back']);
  });
});

describe('balance and payments', () => {
  it.each<[string, CardOverviewDue, string, string, string]>([
    ['a minimum due', due(), '$35.00', 'Due December 21, 2026, by 11:59 p.m. Eastern.', 'Autopay is off.'],
    [
      'the minimum paid',
      due({ minimumDueCents: 0 }),
      'Paid',
      'Nothing more is due for the statement due December 21, 2026.',
      'Autopay is off.',
    ],
    [
      'no statement yet',
      due({ dueDate: null, minimumDueCents: 0 }),
      'No statement yet',
      'Your first statement comes at the end of your first billing cycle.',
      'Autopay is off.',
    ],
    [
      'autopay of the minimum',
      due({}, { amountChoice: 'minimum', fixedAmountCents: null, nextPaymentDate: '2026-12-21' }),
      '$35.00',
      'Due December 21, 2026, by 11:59 p.m. Eastern.',
      'Autopay is on: it pays the minimum payment, next on December 21, 2026.',
    ],
    [
      'autopay of a fixed amount, nothing due yet',
      due({}, { amountChoice: 'fixed', fixedAmountCents: 10_000, nextPaymentDate: null }),
      '$35.00',
      'Due December 21, 2026, by 11:59 p.m. Eastern.',
      'Autopay is on: it pays $100.00 on each due date.',
    ],
  ])('%s', async (_case, answer, figure, note, autopay) => {
    renderOverview({ CardOverviewDue: () => graphqlData(answer) });
    const part = await region('Balance and payments');
    await within(part).findByText('$123.45');
    const rows = within(part)
      .getAllByRole('term')
      .map((term) => [
        term.textContent,
        ...[...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent),
      ]);
    expect(rows).toEqual([
      ['Current balance', '$123.45'],
      ['Available credit', '$2,376.55', 'of $2,500.00 limit'],
      ['Minimum payment', figure, note],
    ]);
    expect(within(part).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/account/pay');
    expect(within(part).getByText(autopay, { exact: false })).toBeVisible();
    expect(
      within(part).getByRole('link', { name: answer.myAutopay ? 'Change autopay' : 'Set up autopay' }),
    ).toHaveAttribute('href', '/account/payments');
  });

  it('failing on its own: its error and Try again; the card story still shows', async () => {
    renderOverview({ CardOverviewDue: () => graphqlRefusal('INTERNAL_SERVER_ERROR', 'Internal server error', 500) });
    expect(await within(await region('Balance and payments')).findByRole('alert')).toHaveTextContent(
      'We could not load your balance.',
    );
    expect(await within(await region('Your card')).findByText('Active')).toBeVisible();
  });
});

describe('recent transactions and cash back', () => {
  it('the latest lines with credits signed, and the way to all of them', async () => {
    const api = renderOverview({
      CardOverviewTransactions: () =>
        graphqlData({
          myTransactions: {
            items: [
              line('t4', 'payment', 5_000, 'Payment, thank you'),
              line('t3', 'purchase', 2_599, 'Corner Grocer', 'pending'),
              line('t2', 'refund', 1_000, 'Refund: Shoes'),
              line('t1', 'fee', 2_500, 'Late fee'),
            ],
          },
        }),
    });
    const part = await region('Recent transactions');
    expect((await within(part).findAllByRole('listitem')).map((row) => row.textContent)).toEqual([
      'Payment, thank youPayment · November 25, 2026−$50.00',
      'Corner GrocerPurchase · Pending$25.99',
      'Refund: ShoesRefund · November 25, 2026−$10.00',
      'Late feeFee · November 25, 2026$25.00',
    ]);
    expect(within(part).getByRole('link', { name: 'All transactions and statements' })).toHaveAttribute(
      'href',
      '/account/statements',
    );
    expect(api.callsTo('CardOverviewTransactions')[0]?.variables).toEqual({ first: 5 });
  });

  it('none yet says so', async () => {
    renderOverview();
    expect(await within(await region('Recent transactions')).findByText(/No transactions yet/)).toBeVisible();
  });

  it('the cash-back balance, rate and on-time payments, with the way to redeem', async () => {
    renderOverview();
    const part = await region('Cash back');
    expect(await within(part).findByText('$12.34')).toBeVisible();
    expect(within(part).getByText('2%')).toBeVisible();
    expect(within(part).getByText('1 of 3 on-time payments')).toBeVisible();
    expect(within(part).getByRole('link', { name: 'Cash back details' })).toHaveAttribute('href', '/account/cash-back');
  });
});
