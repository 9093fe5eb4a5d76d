import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '../../../lib/dates';
import { fakeGraphqlServer, graphqlData } from '../../../testing/fake-graphql';
import type { DailySummary } from './back-office-summary-api';
import { OpsSummaryPage } from './back-office-summary-page';

const summaryOf = (day: string): DailySummary => ({
  day,
  countedAt: `${day}T12:00:00.000Z`,
  counts: {
    applicationsSubmitted: 7,
    approved: 3,
    declined: 1,
    referred: 2,
    informationRequested: 4,
    closedIncomplete: 0,
    changeRequestsOpened: 5,
    changeRequestsDecided: 6,
  },
  openCases: { total: 12, overdue: 1, dueSoon: 3, unassigned: 2 },
  staff: [{ staffId: 's-1', email: 'approver@bank.example', openClaims: 4, actionsTaken: 9 }],
});

function renderSummary(role = 'admin', at = '/ops/summary') {
  const server = fakeGraphqlServer({
    CurrentStaff: () => graphqlData({ currentStaff: { email: `${role}@bank.example`, role } }),
    OpsDailySummary: ({ day }) => graphqlData({ opsDailySummary: summaryOf(String(day)) }),
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Applications</h1> },
      { path: '/ops/summary', element: <OpsSummaryPage /> },
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

const figure = (group: HTMLElement, label: string) =>
  within(group).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('the daily summary', () => {
  it("shows today's counts, the open cases and each staff member's share", async () => {
    const { server } = renderSummary();
    const today = isoDay(new Date());
    const day = await screen.findByRole('region', { name: /^On / });
    expect(server.callsTo('OpsDailySummary')[0]?.variables).toEqual({ day: today });
    expect(figure(day, 'Applications submitted')).toBe('7');
    expect(figure(day, 'Referred by the policy')).toBe('2');
    expect(figure(day, 'Change requests decided')).toBe('6');
    const open = screen.getByRole('region', { name: 'Open cases now' });
    expect(figure(open, 'Overdue (Reg B deadline passed)')).toBe('1');
    expect(figure(open, 'Not claimed by anyone')).toBe('2');
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('approver@bank.example49');
    // Today is the latest day there is.
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  });

  it('steps a day back and forth through the address', async () => {
    const user = userEvent.setup();
    const { server, router } = renderSummary('approver', '/ops/summary?day=2026-11-02');
    await screen.findByRole('region', { name: 'On November 2, 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByRole('region', { name: 'On November 1, 2026' });
    expect(router.state.location.search).toBe('?day=2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-11-03'));
    await screen.findByRole('region', { name: 'On November 3, 2026' });
    expect(new Set(server.callsTo('OpsDailySummary').map((call) => call.variables.day))).toEqual(
      new Set(['2026-11-02', '2026-11-01', '2026-11-03']),
    );
  });

  it('tells a reviewer it is not for their role and asks for nothing', async () => {
    const { server } = renderSummary('reviewer');
    expect(await screen.findByText('The daily summary is not for your role.')).toBeVisible();
    expect(server.callsTo('OpsDailySummary')).toEqual([]);
  });
});
