import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { CloseAccountPage } from './close-account-page';

const openAccount = { status: 'open', card: { lastFour: '4242' }, closure: null };
const closure = {
  closedAt: '2026-11-28T15:00:00.000Z',
  balanceOwedCents: 12_000,
  cashBackPayoutCents: 1_500,
  cashBackForfeitedCents: 0,
  cashBackPayoutTo: 'statementCredit',
  cashBackPayoutBy: '2026-12-28',
  cashBackPayoutStatus: 'pending',
};
const closedAccount = { status: 'closed', card: { lastFour: '4242' }, closure };
const preview = {
  balanceOwedCents: 12_000,
  cashBackCents: 1_500,
  cashBackForfeitedCents: 0,
  cashBackPayoutBy: '2026-12-28',
  pendingPayments: 1,
  autopayOn: true,
};
const bankAccounts = [{ id: 7, institutionName: 'First Platypus Bank', subtype: 'checking', mask: '0000' }];

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
  vi.unstubAllGlobals();
});

function renderPage(handlers: Record<string, GraphqlHandler>) {
  const api = fakeGraphqlServer({
    CashBackBankAccounts: () => graphqlData({ myPaymentBankAccounts: bankAccounts }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CloseAccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the open account: what closing does', () => {
  it('says the card stops, the balance stays payable with a Pay link, autopay and the scheduled payment stay', async () => {
    renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () => graphqlData({ myCardClosingPreview: preview }),
    });
    const what = await screen.findByRole('region', { name: 'What happens when you close it' });
    expect(what).toHaveTextContent('The card ending 4242 stops working at once');
    expect(what).toHaveTextContent('You owe $120.00. Closing does not change that');
    expect(within(what).getByRole('link', { name: 'Pay your balance' })).toHaveAttribute('href', '/account/pay');
    expect(what).toHaveTextContent(
      'Your autopay stays on until the balance is paid. The payment you scheduled stays scheduled.',
    );
    expect(what).toHaveTextContent('Any cash back you can redeem is paid out by December 28, 2026.');
    expect(what).toHaveTextContent('Closed at consumer’s request');
  });

  it.each([
    [
      'As a statement credit against your balance',
      'Your $15.00 cash back is applied to your balance as a statement credit',
    ],
    [
      'Your balance first, the rest to First Platypus Bank checking ••0000',
      'it is less than what you owe, so nothing is left to deposit',
    ],
  ])('choosing "%s" says: %s', async (choice, words) => {
    const { user } = renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () => graphqlData({ myCardClosingPreview: preview }),
    });
    await user.click(await screen.findByRole('radio', { name: choice }));
    expect(screen.getByRole('region', { name: 'Your cash back' })).toHaveTextContent(words);
  });

  it('names the cash back forfeited before three on-time payments', async () => {
    renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () =>
        graphqlData({ myCardClosingPreview: { ...preview, cashBackCents: 0, cashBackForfeitedCents: 725 } }),
    });
    const cashBack = await screen.findByRole('region', { name: 'Your cash back' });
    expect(cashBack).toHaveTextContent('You have no cash back to pay out.');
    expect(cashBack).toHaveTextContent('$7.25 of cash back cannot be paid out');
    expect(within(cashBack).queryByRole('radio')).toBeNull();
  });

  it('shows a preview it could not load with Try again', async () => {
    const { user, api } = renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () =>
        graphqlRefusal('CARD_ISSUER_UNAVAILABLE', 'We could not reach our card partner. Nothing has changed.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our card partner.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.callsTo('CardClosingPreview')).toHaveLength(2);
  });
});

describe('closing', () => {
  it('asks for the confirmation first and sends nothing without it', async () => {
    const { user, api } = renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () => graphqlData({ myCardClosingPreview: preview }),
    });
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Error: Tick the box to confirm you want to close your account',
    );
    expect(api.callsTo('CloseCardAccount')).toHaveLength(0);
  });

  it('steps up, closes with the chosen bank account and shows the closed account', async () => {
    let asked = 0;
    unregister = setStepUpAsker(() => {
      asked += 1;
      return Promise.resolve(true);
    });
    let tries = 0;
    const { user, api } = renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () => graphqlData({ myCardClosingPreview: preview }),
      CloseCardAccount: () => {
        tries += 1;
        return tries === 1
          ? graphqlRefusal('STEP_UP_REQUIRED', 'Confirm it is you first.')
          : graphqlData({ closeCardAccount: closedAccount });
      },
    });
    await user.click(await screen.findByRole('radio', { name: /First Platypus Bank/ }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    const closed = await screen.findByRole('region', { name: 'Your account is closed' });
    expect(asked).toBe(1);
    expect(api.callsTo('CloseCardAccount').map((call) => call.variables)).toEqual([
      { cashBackBankAccountId: 7 },
      { cashBackBankAccountId: 7 },
    ]);
    expect(closed).toHaveTextContent('You closed it on November 28, 2026. The card ending 4242 no longer works.');
    expect(closed).toHaveTextContent('You owed $120.00 when it closed.');
    expect(closed).toHaveTextContent(
      'Your $15.00 cash back is being paid to your balance as a statement credit, by December 28, 2026.',
    );
  });

  it('says what is needed when the step-up prompt is closed', async () => {
    unregister = setStepUpAsker(() => Promise.resolve(false));
    const { user } = renderPage({
      CardClosingState: () => graphqlData({ myCard: openAccount }),
      CardClosingPreview: () => graphqlData({ myCardClosingPreview: preview }),
      CloseCardAccount: () => graphqlRefusal('STEP_UP_REQUIRED', 'Confirm it is you first.'),
    });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm it is you to close your account, then press Close account again.',
    );
  });
});

describe('the states around it', () => {
  it('shows a closed account as it is, with the Pay link and without the form', async () => {
    renderPage({ CardClosingState: () => graphqlData({ myCard: closedAccount }) });
    const closed = await screen.findByRole('region', { name: 'Your account is closed' });
    expect(within(closed).getByRole('link', { name: 'Pay your balance' })).toHaveAttribute('href', '/account/pay');
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();
  });

  it('says there is nothing to close before a card exists', async () => {
    renderPage({ CardClosingState: () => graphqlData({ myCard: null }) });
    expect(await screen.findByText(/You do not have a card account to close/)).toBeInTheDocument();
  });
});
