import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { ChangeRequestItem } from './api/back-office-change-requests-api';
import { changeRequestPageSize, OpsChangeRequestsPage } from './back-office-change-requests-page';

const item = (overrides: Partial<ChangeRequestItem>): ChangeRequestItem => ({
  id: 12,
  status: 'submitted',
  codes: ['address'],
  applicantName: 'Rosa Ortega',
  submittedAt: '2026-11-20T10:00:00.000Z',
  ageDays: 5,
  ...overrides,
});

const pageAnswer = (items: ChangeRequestItem[], total = items.length, page = 1) =>
  graphqlData({ opsChangeRequests: { items, total, page, pageSize: changeRequestPageSize } });

function renderList(handler: GraphqlHandler, at = '/ops/change-requests') {
  const server = fakeGraphqlServer({ OpsChangeRequests: handler });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Applications</h1> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/change-requests', element: <OpsChangeRequestsPage /> },
      { path: '/ops/change-requests/:changeRequestId', element: <h1>Change request page</h1> },
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

describe('the change-request queue', () => {
  it('is a table of requests waiting for a decision, the kinds in words, each opening its request', async () => {
    const user = userEvent.setup();
    const { server, router } = renderList(() =>
      pageAnswer([item({}), item({ id: 14, applicantName: 'Ana Silva', codes: ['name', 'scra'], ageDays: 1 })]),
    );
    const table = await screen.findByRole('table', { name: 'Change requests 1–2 of 2, oldest first.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Applicant', 'Changes', 'Submitted', 'Age (days)']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Rosa Ortega #12Home addressNovember 20, 20265');
    expect(second).toHaveTextContent('Ana Silva #14Name, Servicemember status (SCRA)');
    expect(server.calls[0]?.variables).toEqual({ status: 'submitted', page: 1, pageSize: changeRequestPageSize });
    expect(screen.getByRole('link', { name: 'Change requests' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(table).getByRole('link', { name: 'Ana Silva' }));
    expect(router.state.location.pathname).toBe('/ops/change-requests/14');
  });

  it('filters by status through the address, back to page one', async () => {
    const user = userEvent.setup();
    const { server, router } = renderList(() => pageAnswer([]), '/ops/change-requests?page=2');
    expect(await screen.findByRole('table', { name: 'No change requests: waiting for a decision.' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Declined');
    await waitFor(() => expect(server.calls.at(-1)?.variables).toEqual({ status: 'declined', page: 1, pageSize: 25 }));
    expect(router.state.location.search).toBe('?status=declined');
    expect(await screen.findByRole('table', { name: 'No change requests: declined.' })).toBeVisible();
  });

  it('pages: the next page is asked for, and the buttons stop at the ends', async () => {
    const user = userEvent.setup();
    const { server } = renderList(({ page }) =>
      pageAnswer([item({ id: Number(page) })], changeRequestPageSize + 3, Number(page)),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(server.calls.at(-1)?.variables).toMatchObject({ page: 2 });
    expect(screen.getByRole('table', { name: 'Change requests 26–28 of 28, oldest first.' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('an unknown status in the address reads as waiting for a decision (a pending draft is never asked for)', async () => {
    const { server } = renderList(() => pageAnswer([]), '/ops/change-requests?status=pending');
    await screen.findByRole('table');
    expect(server.calls[0]?.variables).toMatchObject({ status: 'submitted' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('submitted');
  });

  it('sends a signed-out staff member to the sign-in', async () => {
    const { router } = renderList(() => graphqlRefusal('STAFF_SESSION_INVALID', 'Please sign in.', 401));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/ops/sign-in');
  });

  it('says so when the list cannot be loaded', async () => {
    renderList(() => graphqlRefusal('INTERNAL_SERVER_ERROR', 'Something went wrong.', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('The change requests could not be loaded.');
  });
});
