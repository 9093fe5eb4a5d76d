import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { CaseItem, CasePage } from './api/back-office-cases-api';
import { OpsQueuePage, queuePageSize } from './back-office-queue-page';

const item = (overrides: Partial<CaseItem>): CaseItem => ({
  applicationId: 7,
  applicantName: 'Rosa Ortega',
  accountEmail: 'rosa@example.com',
  track: 'usExpat',
  caseStatus: 'open',
  submittedAt: '2026-11-01T10:00:00.000Z',
  closedAt: null,
  regBDeadline: '2026-12-01',
  daysLeft: 4,
  clockKind: 'decision',
  clockState: 'dueSoon',
  suggestion: 'refer',
  suggestionReasons: [{ code: 'creditReportPending', text: 'The credit report has not arrived yet.' }],
  finalDecision: null,
  finalReasons: [],
  assignee: null,
  ...overrides,
});

const decided = item({
  applicationId: 9,
  applicantName: 'Ana Silva',
  accountEmail: 'ana@example.com',
  track: 'nonUsExpat',
  caseStatus: 'declined',
  closedAt: '2026-11-20T10:00:00.000Z',
  regBDeadline: null,
  daysLeft: null,
  clockKind: null,
  clockState: null,
  suggestion: 'decline',
  suggestionReasons: [{ code: 'delinquentObligations', text: 'Delinquent past or present credit obligations.' }],
  finalDecision: 'decline',
  finalReasons: [{ code: 'delinquentObligations', text: 'Delinquent past or present credit obligations.' }],
  assignee: {
    staffId: 's1',
    email: 'reviewer@bank.example',
    claimedAt: '2026-11-02T10:00:00.000Z',
    isMe: false,
    canRelease: false,
  },
});

const casesAnswer = (items: CaseItem[], total = items.length, page = 1, more: Partial<CasePage> = {}) =>
  graphqlData({ opsCases: { items, total, page, pageSize: queuePageSize, changeRequest: null, ...more } });

function renderCases(handler: GraphqlHandler, at = '/ops') {
  const server = fakeGraphqlServer({ OpsCases: handler });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <OpsQueuePage /> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/applications/:applicationId', element: <h1>Application page</h1> },
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

const lastCall = (server: ReturnType<typeof renderCases>['server']) => server.callsTo('OpsCases').at(-1)?.variables;

afterEach(() => vi.unstubAllGlobals());

describe('the applications page', () => {
  it('is a table with a header per column and a row per application, reasons in words, each opening the application', async () => {
    const user = userEvent.setup();
    const { server } = renderCases(() => casesAnswer([item({}), decided]));
    const table = await screen.findByRole('table', { name: /^Applications 1–2 of 2/ });
    expect(server.callsTo('OpsCases')[0]?.variables).toEqual({ filter: {}, page: 1, pageSize: queuePageSize });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Applicant', 'Track', 'Status', 'Submitted', 'Reg B clock', 'Assigned to', 'Decision']);
    const [, open, closed] = within(table).getAllByRole('row');
    expect(open).toHaveTextContent('Rosa Ortega #7rosa@example.com');
    expect(open).toHaveTextContent('Living in the US');
    expect(open).toHaveTextContent('Decision due December 1, 2026 Due soon: 4 days left');
    expect(open).toHaveTextContent('Unassigned');
    expect(open).toHaveTextContent('Policy referred it to staffThe credit report has not arrived yet.');
    expect(open).not.toHaveTextContent('creditReportPending');
    expect(open).toHaveClass('ops-queue__row--urgent');
    expect(closed).toHaveTextContent('Declined');
    expect(closed).toHaveTextContent('Closed November 20, 2026');
    expect(closed).toHaveTextContent('Worked by reviewer@bank.example');
    expect(closed).toHaveTextContent('DeclinedDelinquent past or present credit obligations.');
    expect(closed).not.toHaveClass('ops-queue__row--urgent');
    // The count is announced as results arrive.
    expect(screen.getByRole('status')).toHaveTextContent('2 applications found, the most urgent first.');

    await user.click(screen.getByRole('link', { name: 'Ana Silva' }));
    expect(await screen.findByRole('heading', { name: 'Application page' })).toBeVisible();
  });

  it.each([
    ['mine', { isMe: true, canRelease: true }, 'You'],
    ['another staff member', { isMe: false, canRelease: false }, 'second@bank.example'],
  ])('names the assignee when it is %s', async (_who, assignee, words) => {
    renderCases(() =>
      casesAnswer([
        item({
          assignee: { staffId: 's2', email: 'second@bank.example', claimedAt: '2026-11-02T10:00:00.000Z', ...assignee },
        }),
      ]),
    );
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(row as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent(new RegExp(`^${words}$`));
  });

  it.each<[string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, Record<string, string>, string]>([
    [
      'a text search, sent with the button',
      async (user) => {
        await user.type(
          screen.getByLabelText('Name, e-mail, application or change request number'),
          ' ana@example.com ',
        );
        await user.click(screen.getByRole('button', { name: 'Search' }));
      },
      { text: 'ana@example.com' },
      '?q=ana%40example.com',
    ],
    [
      'a status',
      (user) => user.selectOptions(screen.getByLabelText('Status'), 'decided'),
      { status: 'decided' },
      '?status=decided',
    ],
    [
      'a decision',
      (user) => user.selectOptions(screen.getByLabelText('Decision'), 'referred'),
      { decision: 'referred' },
      '?decision=referred',
    ],
    [
      'a track',
      (user) => user.selectOptions(screen.getByLabelText('Track'), 'youngProfessional'),
      { track: 'youngProfessional' },
      '?track=youngProfessional',
    ],
    [
      'my cases',
      (user) => user.selectOptions(screen.getByLabelText('Assigned to'), 'mine'),
      { assignment: 'mine' },
      '?assignment=mine',
    ],
    [
      'unassigned cases',
      (user) => user.selectOptions(screen.getByLabelText('Assigned to'), 'unassigned'),
      { assignment: 'unassigned' },
      '?assignment=unassigned',
    ],
    [
      'a first submission day',
      (user) => user.type(screen.getByLabelText('Submitted from'), '2026-11-01'),
      { submittedFrom: '2026-11-01' },
      '?from=2026-11-01',
    ],
    [
      'a last submission day',
      (user) => user.type(screen.getByLabelText('Submitted to'), '2026-11-30'),
      { submittedTo: '2026-11-30' },
      '?to=2026-11-30',
    ],
  ])('puts %s in the address and asks for page 1 of it', async (_rule, choose, filter, search) => {
    const user = userEvent.setup();
    const { server, router } = renderCases(({ page }) => casesAnswer([item({})], 60, Number(page)), '/ops?page=2');
    await screen.findByRole('table');
    expect(lastCall(server)).toMatchObject({ page: 2 });
    await choose(user);
    await waitFor(() => expect(lastCall(server)).toEqual({ filter, page: 1, pageSize: queuePageSize }));
    expect(router.state.location.search).toBe(search);
  });

  it('keeps the filters and the page in the address: the back button brings the earlier search back', async () => {
    const user = userEvent.setup();
    const { server, router } = renderCases(({ page }) => casesAnswer([item({})], 60, Number(page)));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Name, e-mail, application or change request number'), 'Ortega{Enter}');
    await user.selectOptions(screen.getByLabelText('Status'), 'any');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastCall(server)).toEqual({ filter: { text: 'Ortega', status: 'any' }, page: 2, pageSize: queuePageSize }),
    );
    expect(router.state.location.search).toBe('?q=Ortega&status=any&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();

    await act(() => router.navigate(-3));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.getByLabelText('Name, e-mail, application or change request number')).toHaveValue(''),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    await act(() => router.navigate(1));
    await waitFor(() =>
      expect(screen.getByLabelText('Name, e-mail, application or change request number')).toHaveValue('Ortega'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each([
    [
      'unknown values',
      '/ops?status=pending&track=mars&decision=maybe&assignment=theirs&page=-3',
      { filter: {}, page: 1 },
    ],
    ['a page that is not a whole number', '/ops?page=2.5', { filter: {}, page: 1 }],
    ['dates that are no dates', '/ops?from=yesterday&to=2026-13-45', { filter: {}, page: 1 }],
    [
      'a last day before the first',
      '/ops?from=2026-11-05&to=2026-11-01',
      { filter: { submittedFrom: '2026-11-05' }, page: 1 },
    ],
    [
      'a shared link with every filter',
      '/ops?q=%23412&status=decided&track=usExpat&decision=approved&from=2026-11-01&to=2026-11-30&assignment=mine&page=3',
      {
        filter: {
          text: '#412',
          status: 'decided',
          track: 'usExpat',
          decision: 'approved',
          submittedFrom: '2026-11-01',
          submittedTo: '2026-11-30',
          assignment: 'mine',
        },
        page: 3,
      },
    ],
  ])('reads only values it offers from the address: %s', async (_name, at, expected) => {
    const { server } = renderCases(() => casesAnswer([], 0), at);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 applications found'));
    expect(server.callsTo('OpsCases')[0]?.variables).toMatchObject(expected);
  });

  it('offers every status when no open case matches', async () => {
    const user = userEvent.setup();
    const { router } = renderCases(() => casesAnswer([], 0), '/ops?q=Silva');
    await user.click(await screen.findByRole('button', { name: 'Search every status' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Silva&status=any'));
  });

  it('links to the change request with the number searched for', async () => {
    const user = userEvent.setup();
    renderCases(
      () => casesAnswer([], 0, 1, { changeRequest: { id: 12, status: 'submitted' } }),
      '/ops?q=12&status=any',
    );
    await user.click(await screen.findByRole('link', { name: 'open change request #12' }));
    expect(await screen.findByRole('heading', { name: 'Change request page' })).toBeVisible();
  });

  it('sends a signed-out visitor to the staff sign-in', async () => {
    renderCases(() => graphqlRefusal('STAFF_SESSION_INVALID', 'Sign in to the back office.'));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });
});
