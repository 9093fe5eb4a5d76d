import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { OpsCreditLimitView } from './back-office-credit-limits-api';
import { OpsCreditLimitsPage } from './back-office-credit-limits-page';

const item = {
  id: 12,
  status: 'referred',
  accountId: 3,
  holderName: 'Rosa Ortega',
  currentLimitCents: 250_000,
  requestedLimitCents: 800_000,
  proposedLimitCents: 800_000,
  approvedLimitCents: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const view: OpsCreditLimitView = {
  id: 12,
  status: 'referred',
  version: 1,
  accountId: 3,
  holderName: 'Rosa Ortega',
  holderEmail: 'rosa@example.com',
  annualIncome: 200_000,
  monthlyHousingCost: 1_000,
  financialCommitments: 0,
  ageYears: 34,
  aprBps: 2_499,
  currentLimitCents: 250_000,
  requestedLimitCents: 800_000,
  proposedLimitCents: 800_000,
  maxSupportedLimitCents: 1_000_000,
  approvedLimitCents: null,
  declineReasons: [],
  staffNote: null,
  decidedBy: 'policy',
  decidedAt: null,
  issuerAppliedAt: null,
  issuerFailedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  canDecide: true,
  declineReasonChoices: [
    { code: 'incomeInsufficient', notice: 'Income insufficient for amount of credit requested' },
    { code: 'excessiveObligations', notice: 'Excessive obligations in relation to income' },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(handlers: Record<string, GraphqlHandler>, at = '/ops/credit-limits') {
  const server = fakeGraphqlServer({
    OpsCreditLimitRequests: () =>
      graphqlData({ opsCreditLimitRequests: { items: [item], total: 1, page: 1, pageSize: 25 } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Applications</h1> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/credit-limits', element: <OpsCreditLimitsPage /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

describe('the limit increase list', () => {
  it('asks for the referred ones first and links each to its decision', async () => {
    const { server } = renderPage({});
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Rosa Ortega' })).toHaveAttribute(
      'href',
      '/ops/credit-limits?request=12',
    );
    expect(table).toHaveTextContent('$2,500');
    expect(table).toHaveTextContent('$8,000');
    expect(server.calls[0]).toMatchObject({
      operationName: 'OpsCreditLimitRequests',
      variables: { status: 'referred' },
    });
  });
});

describe('one request and its decision', () => {
  it('shows what the cardholder told us and what the rule supports, and approves the proposed limit', async () => {
    const { server, user } = renderPage(
      {
        OpsCreditLimitRequest: () => graphqlData({ opsCreditLimitRequest: view }),
        OpsDecideCreditLimitRequest: () =>
          graphqlData({
            opsDecideCreditLimitRequest: { ...view, status: 'approved', canDecide: false, approvedLimitCents: 800_000 },
          }),
      },
      '/ops/credit-limits?request=12',
    );
    const panel = await screen.findByRole('region', { name: 'Request #12' });
    expect(panel).toHaveTextContent('Yearly income$200,000');
    expect(panel).toHaveTextContent('Most the rule supports$10,000');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByText('Waiting for the issuer')).toBeInTheDocument();
    expect(server.calls.find((call) => call.operationName === 'OpsDecideCreditLimitRequest')?.variables).toEqual({
      id: 12,
      version: 1,
      outcome: 'approve',
      approvedLimit: 8_000,
      reasons: null,
      note: null,
    });
  });

  it('declines with the chosen reasons, principal first', async () => {
    const { server, user } = renderPage(
      {
        OpsCreditLimitRequest: () => graphqlData({ opsCreditLimitRequest: view }),
        OpsDecideCreditLimitRequest: () =>
          graphqlData({ opsDecideCreditLimitRequest: { ...view, status: 'declined', canDecide: false } }),
      },
      '/ops/credit-limits?request=12',
    );
    const panel = await screen.findByRole('region', { name: 'Request #12' });
    await user.click(within(panel).getByRole('radio', { name: 'Decline' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Excessive obligations in relation to income' }));
    await user.click(
      within(panel).getByRole('checkbox', { name: 'Income insufficient for amount of credit requested' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    await within(panel).findByText('declined');
    expect(server.calls.find((call) => call.operationName === 'OpsDecideCreditLimitRequest')?.variables).toMatchObject({
      outcome: 'decline',
      reasons: ['excessiveObligations', 'incomeInsufficient'],
    });
  });

  it("says the rule's refusal in its words and keeps the form", async () => {
    const { user } = renderPage(
      {
        OpsCreditLimitRequest: () => graphqlData({ opsCreditLimitRequest: view }),
        OpsDecideCreditLimitRequest: () =>
          graphqlRefusal('LIMIT_NOT_SUPPORTED', 'A $12,000 line is more than the applicant’s income supports.'),
      },
      '/ops/credit-limits?request=12',
    );
    const panel = await screen.findByRole('region', { name: 'Request #12' });
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('more than the applicant’s income supports');
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('a decided one shows no decision form', async () => {
    renderPage(
      {
        OpsCreditLimitRequest: () =>
          graphqlData({
            opsCreditLimitRequest: {
              ...view,
              status: 'approved',
              canDecide: false,
              issuerAppliedAt: '2026-11-21T10:00:00.000Z',
            },
          }),
      },
      '/ops/credit-limits?request=12',
    );
    const panel = await screen.findByRole('region', { name: 'Request #12' });
    expect(panel).toHaveTextContent('Set at the issuer November 21, 2026');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
