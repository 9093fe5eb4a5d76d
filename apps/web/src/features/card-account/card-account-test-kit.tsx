import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { fakeGraphqlServer, type GraphqlHandler, type HttpHandler } from '../../testing/fake-graphql';
import type { PaymentBankAccount } from './payments/api/payment-bank-accounts';
import type { PaymentOptions } from './payments/api/payment-options';
import type { CardPayment } from './payments/api/payments';
import type { CardStatement } from './statements/api/statements';
import type { CardTransaction } from './statements/api/transactions';

/* Fixtures and a render for the card account's DOM tests: the API is the fake GraphQL server behind fetch. */

export const checking: PaymentBankAccount = {
  id: 7,
  institutionName: 'First Platypus Bank',
  subtype: 'checking',
  mask: '0000',
  linkedAt: '2026-11-01T15:00:00.000Z',
};

export const savings: PaymentBankAccount = { ...checking, id: 8, subtype: 'savings', mask: '1111' };

export const statement: CardStatement = {
  id: 41,
  periodStart: '2026-10-01T04:00:00.000Z',
  periodEnd: '2026-11-01T03:59:59.999Z',
  dueDate: '2026-11-26',
  previousBalanceCents: 10_000,
  paymentsCents: 10_000,
  creditsCents: 500,
  purchasesCents: 52_000,
  feesCents: 0,
  interestCents: 120,
  balanceCents: 51_620,
  minimumDueCents: 2_500,
  aprBps: 2_499,
  cashBackEarnedCents: 1_560,
  paidOnTime: true,
  pdfPath: '/api/v1/card/statements/41.pdf',
};

export const line = (part: Partial<CardTransaction> & Pick<CardTransaction, 'id' | 'kind'>): CardTransaction => ({
  status: 'posted',
  amountCents: 1_000,
  description: 'Blue Bottle Coffee',
  postedAt: '2026-11-20T15:00:00.000Z',
  cashBackCents: null,
  ...part,
});

export const payment = (part: Partial<CardPayment> = {}): CardPayment => ({
  id: 300,
  amountCents: 2_500,
  amountChoice: 'minimum',
  status: 'pending',
  creditDate: '2026-11-28',
  bankAccount: checking,
  autopay: false,
  createdAt: '2026-11-28T15:00:00.000Z',
  postedAt: null,
  returnedAt: null,
  returnCode: null,
  returnReason: null,
  ...part,
});

export const options: PaymentOptions = {
  currentBalanceCents: 61_234,
  statementBalanceCents: 51_620,
  minimumDueCents: 2_500,
  statementBalanceRemainingCents: 51_620,
  dueDate: '2026-12-26',
  creditDateIfPaidNow: '2026-11-28',
  latestScheduleDate: '2027-01-27',
};

export const clientSettings = (mode: 'sandbox' | 'plaid' | 'unavailable'): Record<string, HttpHandler> => ({
  '/api/v1/client-settings': () => ({ body: { bankLinking: mode } }),
});

/** Renders `page` at `path` (matched by `route`) with the fake API; returns the API's record and a user. */
export function renderPage(
  page: ReactNode,
  handlers: Record<string, GraphqlHandler>,
  {
    path = '/',
    route = '/',
    routes = {},
  }: { path?: string; route?: string; routes?: Record<string, HttpHandler> } = {},
) {
  const api = fakeGraphqlServer(handlers, routes);
  vi.stubGlobal('fetch', api.fetch);
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, view, user: userEvent.setup() };
}
