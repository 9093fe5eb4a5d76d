import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { CashBackBankAccount, CashBackDeposit } from '../api/cash-back-deposits';
import type { Rewards } from '../api/rewards';
import { CashBackPage } from './cash-back-page';
import { onTimeWords } from './on-time-words';

const redeemable: Rewards = {
  rateBasisPoints: 100,
  baseRateBasisPoints: 100,
  boosts: [],
  capped: false,
  balanceCents: 2_500,
  cycleEligibleCents: 0,
  cycleCapCents: 250_000,
  onTimePayments: 3,
  onTimePaymentsNeeded: 3,
  daysPastDue: 0,
  canRedeem: true,
  recent: [],
};
const redeemed: Rewards = { ...redeemable, balanceCents: 0, canRedeem: false };
const bank: CashBackBankAccount = { id: 41, institutionName: 'First Platypus Bank', subtype: 'checking', mask: '0000' };

function renderPage(handlers: Record<string, GraphqlHandler> = {}) {
  const api = fakeGraphqlServer({
    MyRewards: () => graphqlData({ myRewards: redeemable }),
    CashBackBankAccounts: () => graphqlData({ myPaymentBankAccounts: [bank] }),
    CashBackDeposits: () => graphqlData({ myRewards: { deposits: [] } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CashBackPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup() };
}

const panel = () => screen.getByRole('region', { name: 'Your cash back' });

afterEach(() => vi.unstubAllGlobals());

describe('on-time payments towards redemption, in words (product-rules#cash-back)', () => {
  it.each([
    [0, '0 of 3 on-time payments'],
    [2, '2 of 3 on-time payments'],
    [3, '3 on-time payments made: you can redeem'],
    [6, '3 on-time payments made: you can redeem'],
  ])('%i made of 3: "%s"', (made, words) => {
    expect(onTimeWords({ onTimePayments: made, onTimePaymentsNeeded: 3 })).toBe(words);
  });

  it('the panel says it once met, never "6 of 3"', async () => {
    renderPage({ MyRewards: () => graphqlData({ myRewards: { ...redeemable, onTimePayments: 6 } }) });
    expect(await within(panel()).findByText('3 on-time payments made: you can redeem')).toBeVisible();
    expect(within(panel()).queryByText(/6 of 3/)).toBeNull();
  });
});

describe('/account/cash-back: where the cash back goes (decision 078)', () => {
  it('a statement credit by default: sent with that destination', async () => {
    const { api, user } = renderPage({ RedeemCashBack: () => graphqlData({ redeemCashBack: redeemed }) });
    const where = await within(panel()).findByRole('group', { name: 'Where should it go?' });
    expect(within(where).getByRole('radio', { name: 'As a statement credit' })).toBeChecked();
    await user.click(within(panel()).getByRole('button', { name: 'Redeem $25.00' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Redeemed as a statement credit.');
    expect(api.callsTo('RedeemCashBack')[0]?.variables).toMatchObject({ destination: 'statementCredit' });
    expect(api.callsTo('RedeemCashBack')[0]?.variables.bankAccountId).toBeUndefined();
  });

  it('a deposit to a linked bank: its id sent; a step-up first when the server asks, then the same request again', async () => {
    const asked: (readonly string[])[] = [];
    const unregister = setStepUpAsker((accepted) => {
      asked.push(accepted);
      return Promise.resolve(true);
    });
    const answers: GraphqlHandler[] = [
      () => graphqlRefusal('STEP_UP_REQUIRED', 'Confirm it is you first.'),
      () => graphqlData({ redeemCashBack: redeemed }),
    ];
    const { api, user } = renderPage({ RedeemCashBack: (variables) => (answers.shift() ?? answers[0]!)(variables) });
    await user.click(
      await within(panel()).findByRole('radio', { name: 'Deposit to First Platypus Bank checking ••0000' }),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Redeem $25.00' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent(
      'Sent to First Platypus Bank checking ••0000. Its status shows under Deposits to your bank.',
    );
    unregister();
    expect(asked).toHaveLength(1);
    const calls = api.callsTo('RedeemCashBack').map((call) => call.variables);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ destination: 'bankDeposit', bankAccountId: 41 });
    expect(calls[1]).toEqual(calls[0]);
  });

  it('no linked bank: only the statement credit, and "Link a bank account" leads to the Pay page', async () => {
    renderPage({ CashBackBankAccounts: () => graphqlData({ myPaymentBankAccounts: [] }) });
    const link = await within(panel()).findByRole('link', { name: 'Link a bank account' });
    expect(link).toHaveAttribute('href', '/account/pay');
    expect(within(panel()).getAllByRole('radio')).toHaveLength(1);
  });

  it('no choice while redemption is not open: the reason instead', async () => {
    renderPage({
      MyRewards: () => graphqlData({ myRewards: { ...redeemable, onTimePayments: 1, canRedeem: false } }),
    });
    expect(await within(panel()).findByText('1 of 3 on-time payments')).toBeVisible();
    expect(within(panel()).queryByRole('group', { name: 'Where should it go?' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Redeem $25.00' })).toBeDisabled();
  });
});

describe('/account/cash-back: deposits to a bank', () => {
  const deposit = (id: number, status: string): CashBackDeposit => ({
    id,
    amountCents: 1_250,
    destination: 'First Platypus Bank ••0000',
    status,
    createdAt: '2026-11-20T15:00:00.000Z',
  });

  it('each with its status in words, newest first as the server sends them', async () => {
    renderPage({
      CashBackDeposits: () =>
        graphqlData({
          myRewards: { deposits: [deposit(3, 'pending'), deposit(2, 'settled'), deposit(1, 'returned')] },
        }),
    });
    const list = await screen.findByRole('region', { name: 'Deposits to your bank' });
    expect((await within(list).findAllByRole('listitem')).map((row) => row.textContent)).toEqual([
      'First Platypus Bank ••0000November 20, 2026 · On its way$12.50',
      'First Platypus Bank ••0000November 20, 2026 · Paid$12.50',
      'First Platypus Bank ••0000November 20, 2026 · Returned by the bank: the cash back is back in your balance$12.50',
    ]);
  });

  it('none yet: no deposits part', async () => {
    renderPage();
    await within(panel()).findByText('$25.00');
    expect(screen.queryByRole('region', { name: 'Deposits to your bank' })).toBeNull();
  });
});
