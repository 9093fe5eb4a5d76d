import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffSessionTransport } from '@waypoint/domain/staff/staff-access';
import { fakeGraphqlServer, graphqlData, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { AuditEventItem } from './api/back-office-audit-api';
import { OpsAuditPage } from './back-office-audit-page';

const event = (overrides: Partial<AuditEventItem>): AuditEventItem => ({
  id: '41',
  occurredAt: '2026-11-20T10:00:00.000Z',
  actorType: 'staff',
  actorId: 'staff-9',
  actorEmail: 'reviewer@bank.example',
  action: 'application.information_requested',
  subjectType: 'application',
  subjectId: '4242',
  ip: '192.0.2.7',
  before: null,
  after: '{"codes":["proofOfIncome"],"deadline":"2026-12-20","note":null}',
  ...overrides,
});

const eventsAnswer = (events: AuditEventItem[], nextCursor: string | null = null) =>
  graphqlData({ auditEvents: { events, nextCursor } });

interface CsvCall {
  url: string;
  headers: Headers;
}

function renderAudit(
  { role = 'admin', events = (() => eventsAnswer([event({})])) as GraphqlHandler, csv = new Response('') } = {},
  at = '/ops/audit',
) {
  const server = fakeGraphqlServer({
    CurrentStaff: () => graphqlData({ currentStaff: { email: `${role}@bank.example`, role } }),
    OpsAuditEvents: events,
  });
  const csvCalls: CsvCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (url.startsWith('/api/v1/ops/audit.csv')) {
      csvCalls.push({ url, headers: new Headers(init?.headers) });
      return csv;
    }
    return server.fetch(input, init);
  });
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Applications</h1> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/audit', element: <OpsAuditPage /> },
      { path: '/ops/applications/:applicationId', element: <h1>Application page</h1> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router, csvCalls };
}

beforeEach(() => {
  document.cookie = `${staffSessionTransport.sessionHashCookie}=staff-hash; path=/`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the audit screen', () => {
  it('reads its filters from the address: the search asks for them, UTC days, the "to" day whole', async () => {
    const { server } = renderAudit(
      {},
      '/ops/audit?actor=reviewer%40bank.example&action=application.*&subjectType=application&subjectId=4242&from=2026-11-01&to=2026-11-27',
    );
    await screen.findByRole('table');
    expect(server.callsTo('OpsAuditEvents')[0]?.variables).toEqual({
      filter: {
        actor: 'reviewer@bank.example',
        action: 'application.*',
        subjectType: 'application',
        subjectId: '4242',
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-28T00:00:00.000Z',
      },
      after: null,
      first: 50,
    });
    expect(screen.getByRole('textbox', { name: 'Who' })).toHaveValue('reviewer@bank.example');
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('application.*');
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue('2026-11-01');
  });

  it('shows each event: time, who, what in words, the case linked, IP, and the values readably', async () => {
    const user = userEvent.setup();
    const { router } = renderAudit({
      events: () =>
        eventsAnswer([
          event({}),
          event({
            id: '40',
            actorType: 'system',
            actorId: 'decision-policy',
            actorEmail: null,
            action: 'decision.automatic',
            ip: null,
            before: null,
            after: '{"outcome":"refer","creditLimit":null}',
          }),
          event({ id: '39', action: 'something.new_here', subjectType: 'card', subjectId: '77', after: null }),
        ]),
    });
    const table = await screen.findByRole('table', { name: '3 events, newest first.' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Nov 20, 2026, 10:00:00 AM UTC');
    expect(first).toHaveTextContent('reviewer@bank.example');
    expect(first).toHaveTextContent('Asked for information');
    expect(first).toHaveTextContent('192.0.2.7');
    expect(first).toHaveTextContent('AfterCodesproofOfIncomeDeadline2026-12-20Note—');
    expect(second).toHaveTextContent('The decision policy');
    expect(second).toHaveTextContent('Automatic decision by the policy');
    expect(second).toHaveTextContent('Outcomerefer');
    // An action the catalogue does not know yet is shown as its code, never hidden.
    expect(third).toHaveTextContent('something.new_here');
    expect(within(third!).queryByRole('link')).toBeNull();
    await user.click(within(first!).getByRole('link', { name: 'Application 4242' }));
    expect(router.state.location.pathname).toBe('/ops/applications/4242');
  });

  it('puts a search in the address and asks again', async () => {
    const user = userEvent.setup();
    const { server, router } = renderAudit();
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'approver@bank.example');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What' }),
      'Final decision by staff (approve or decline)',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server.callsTo('OpsAuditEvents').at(-1)?.variables.filter).toEqual({
        actor: 'approver@bank.example',
        action: 'decision.staff',
      }),
    );
    expect(router.state.location.search).toBe('?actor=approver%40bank.example&action=decision.staff');
  });

  it('pages to older events with the cursor, keeping the newer ones', async () => {
    const user = userEvent.setup();
    const { server } = renderAudit({
      events: ({ after }) =>
        after === '41' ? eventsAnswer([event({ id: '12', subjectId: '99' })]) : eventsAnswer([event({})], '41'),
    });
    await screen.findByRole('table', { name: '1 event, newest first; older ones follow.' });
    await user.click(screen.getByRole('button', { name: 'Older events' }));
    const table = await screen.findByRole('table', { name: '2 events, newest first.' });
    expect(within(table).getByRole('link', { name: 'Application 99' })).toBeVisible();
    expect(server.callsTo('OpsAuditEvents').map((call) => call.variables.after)).toEqual([null, '41']);
    expect(screen.queryByRole('button', { name: 'Older events' })).toBeNull();
  });

  it("downloads the current search as CSV: fetched with the staff header, saved under the server's file name", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { csvCalls } = renderAudit(
      {
        csv: new Response('id,occurred_at\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8; header=present',
            'content-disposition': 'attachment; filename="audit-events-20261128T150405Z.csv"',
          },
        }),
      },
      '/ops/audit?action=decision.*&from=2026-11-01',
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download these events (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvCalls.map((call) => call.url)).toEqual([
      '/api/v1/ops/audit.csv?action=decision.*&from=2026-11-01T00%3A00%3A00.000Z',
    ]);
    expect(csvCalls[0]?.headers.get(staffSessionTransport.sessionHashHeader)).toBe('staff-hash');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(saved[0]).toEqual({ href: 'blob:audit', download: 'audit-events-20261128T150405Z.csv' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says why an export was refused, in the server's words", async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const refusal =
      'An export holds at most 10,000 events; narrow the search (a shorter time range, an action or a subject).';
    renderAudit({
      csv: new Response(JSON.stringify({ errors: [{ message: refusal, extensions: { code: 'EXPORT_TOO_LARGE' } }] }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download these events (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(click).not.toHaveBeenCalled();
  });

  it('shows approvers and admins the lead items in the nav', async () => {
    renderAudit({ role: 'approver' });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Summary' })).toBeVisible();
  });

  it('tells a reviewer it is not for their role, asks the log nothing, and shows no lead items', async () => {
    const { server } = renderAudit({ role: 'reviewer' });
    expect(await screen.findByText('The audit log is not for your role.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Summary' })).toBeNull();
    expect(server.callsTo('OpsAuditEvents')).toEqual([]);
  });
});
