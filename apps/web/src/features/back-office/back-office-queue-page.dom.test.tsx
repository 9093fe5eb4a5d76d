import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { QueueItem } from './api/back-office-applications-api';
import { OpsQueuePage, queuePageSize } from './back-office-queue-page';

const item = (overrides: Partial<QueueItem>): QueueItem => ({
  applicationId: 7,
  applicantName: 'Rosa Ortega',
  track: 'usExpat',
  submittedAt: '2026-11-01T10:00:00.000Z',
  ageDays: 24,
  regBDeadline: '2026-12-01',
  daysLeft: 4,
  clockKind: 'decision',
  clockState: 'dueSoon',
  suggestion: 'refer',
  suggestionReasons: [{ code: 'creditReportPending', text: 'The credit report has not arrived yet.' }],
  informationRequested: false,
  ...overrides,
});

const queueAnswer = (items: QueueItem[], total = items.length, page = 1) =>
  graphqlData({ opsQueue: { items, total, page, pageSize: queuePageSize } });

function renderQueue(handler: GraphqlHandler, at = '/ops') {
  const server = fakeGraphqlServer({ OpsQueue: handler });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <OpsQueuePage /> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/applications/:applicationId', element: <h1>Application page</h1> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('the back office queue', () => {
  it('is a table with a header per column and a row per application, each opening the application', async () => {
    const user = userEvent.setup();
    renderQueue(() =>
      queueAnswer([
        item({}),
        item({
          applicationId: 9,
          applicantName: 'Ana Silva',
          track: 'nonUsExpat',
          daysLeft: 20,
          clockState: 'onTime',
          suggestion: null,
          suggestionReasons: [],
          informationRequested: true,
        }),
      ]),
    );
    const table = await screen.findByRole('table', {
      name: 'Applications 1–2 of 2: overdue and due soon first, then oldest first.',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Applicant',
      'Track',
      'Submitted',
      'Age (days)',
      'Reg B clock',
      'Policy suggestion',
      'Information requested',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Rosa Ortega #7');
    expect(first).toHaveTextContent('Living in the US');
    expect(first).toHaveTextContent('November 1, 2026');
    expect(first).toHaveTextContent('Decision due December 1, 2026 Due soon: 4 days left');
    expect(first).toHaveTextContent('Refer (creditReportPending)');
    expect(second).toHaveTextContent('Not decided yet');
    expect(second).toHaveTextContent('Requested');
    // Due soon on the Reg B clock: the row and its words stand out.
    expect(first).toHaveClass('ops-queue__row--urgent');
    expect(second).not.toHaveClass('ops-queue__row--urgent');
    expect(within(first as HTMLElement).getByText('Due soon: 4 days left')).toHaveClass('ops-badge--danger');

    await user.click(screen.getByRole('link', { name: 'Ana Silva' }));
    expect(await screen.findByRole('heading', { name: 'Application page' })).toBeVisible();
  });

  // product-rules#reg-b-clocks: the clock in words, flagged unless on time.
  it.each([
    ['on time', { daysLeft: 12, clockState: 'onTime' }, 'Decision due December 1, 2026 12 days left', false],
    ['due soon, 5 days left', { daysLeft: 5, clockState: 'dueSoon' }, 'Due soon: 5 days left', true],
    ['due soon, the last day', { daysLeft: 0, clockState: 'dueSoon' }, 'Due soon: last day', true],
    ['overdue by a day', { daysLeft: -1, clockState: 'overdue' }, 'Overdue by 1 day', true],
    ['overdue by 3 days', { daysLeft: -3, clockState: 'overdue' }, 'Overdue by 3 days', true],
    [
      'an open request: its deadline',
      { daysLeft: 2, clockState: 'dueSoon', clockKind: 'incompleteness' },
      'Information due December 1, 2026 Due soon: 2 days left',
      true,
    ],
  ])('shows the clock %s', async (_case, clock, words, urgent) => {
    renderQueue(() => queueAnswer([item(clock)]));
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(words);
    if (urgent) expect(row).toHaveClass('ops-queue__row--urgent');
    else expect(row).not.toHaveClass('ops-queue__row--urgent');
  });

  it('filters by track and suggestion from the first page, and pages through the rest', async () => {
    const user = userEvent.setup();
    const { server, router } = renderQueue(({ page }) => queueAnswer([item({})], 60, Number(page)));
    await screen.findByRole('table');
    expect(server.callsTo('OpsQueue')[0]?.variables).toEqual({ filter: {}, page: 1, pageSize: queuePageSize });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.callsTo('OpsQueue').at(-1)?.variables).toMatchObject({ page: 2 }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Track'), 'youngProfessional');
    await user.selectOptions(screen.getByLabelText('Policy suggestion'), 'none');
    await waitFor(() =>
      expect(server.callsTo('OpsQueue').at(-1)?.variables).toEqual({
        filter: { track: 'youngProfessional', outcome: 'none' },
        page: 1,
        pageSize: queuePageSize,
      }),
    );
    expect(router.state.location.search).toBe('?track=youngProfessional&outcome=none');
  });

  it.each([
    ['an unknown track and outcome', '/ops?track=mars&outcome=maybe&page=-3', { filter: {}, page: 1 }],
    ['a page that is not a whole number', '/ops?page=2.5', { filter: {}, page: 1 }],
    ['a known filter and page', '/ops?outcome=decline&page=3', { filter: { outcome: 'decline' }, page: 3 }],
  ])('reads only values it offers from the address: %s', async (_name, at, expected) => {
    const { server } = renderQueue(() => queueAnswer([], 0), at);
    expect(await screen.findByText('No applications match.')).toBeVisible();
    expect(server.callsTo('OpsQueue')[0]?.variables).toMatchObject(expected);
  });

  it('sends a signed-out visitor to the staff sign-in', async () => {
    renderQueue(() => graphqlRefusal('STAFF_SESSION_INVALID', 'Sign in to the back office.'));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });
});
