import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { OpsChangeRequest } from './api/back-office-change-requests-api';
import { OpsChangeRequestPage } from './back-office-change-request-page';

const submitted: OpsChangeRequest = {
  request: {
    id: 12,
    status: 'submitted',
    codes: ['name', 'address'],
    submittedAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    // In storage order, not the form's: the page puts them in the form's order.
    data: [
      { fieldName: 'zip', fieldValue: '97201-1234' },
      { fieldName: 'city', fieldValue: 'Portland' },
      { fieldName: 'state', fieldValue: 'OR' },
      { fieldName: 'street', fieldValue: '200 Harbor Way' },
      { fieldName: 'street2', fieldValue: '' },
      { fieldName: 'lastName', fieldValue: 'Costa' },
      { fieldName: 'firstName', fieldValue: 'Rosa' },
      { fieldName: 'middleName', fieldValue: '' },
    ],
    declineReason: null,
  },
  applicantName: 'Rosa Ortega',
  applicantEmail: 'rosa@example.com',
  currentName: 'Rosa Ortega',
  currentAddress: '9 Elm St, Salem, OR 97301',
  currentScraBenefitSince: null,
  scraRateCap: null,
  files: [
    {
      id: 41,
      fileName: 'bill.png',
      fileType: 'proofOfAddress',
      contentType: 'image/png',
      byteSize: 2000,
      version: 1,
      uploadedAt: '2026-11-19T10:00:00.000Z',
    },
    {
      id: 40,
      fileName: 'certificate.pdf',
      fileType: 'proofOfName',
      contentType: 'application/pdf',
      byteSize: 9000,
      version: 1,
      uploadedAt: '2026-11-19T09:00:00.000Z',
    },
  ],
  decidedBy: null,
  allowedActions: ['approve', 'decline'],
};

const decided = (status: 'approved' | 'declined', declineReason: string | null = null): OpsChangeRequest => ({
  ...submitted,
  request: { ...submitted.request, status, closedAt: '2026-11-25T12:00:00.000Z', declineReason },
  ...(status === 'approved'
    ? { currentName: 'Rosa Costa', currentAddress: '200 Harbor Way, Portland, OR 97201-1234' }
    : {}),
  decidedBy: 'approver@bank.example',
  allowedActions: [],
});

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

function renderView(handlers: Record<string, GraphqlHandler>, at = '/ops/change-requests/12') {
  const server = fakeGraphqlServer(handlers);
  const fileRequests: { url: string; headers: HeadersInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (url.startsWith('/api/v1/ops/change-request-files/')) {
      fileRequests.push({ url, headers: init?.headers });
      return new Response(pngBytes, { status: 200, headers: { 'content-type': 'image/png' } });
    }
    return server.fetch(input, init);
  });
  document.cookie = 'wp_staff_session_hash=staff-hash; path=/';
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Applications</h1> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/change-requests', element: <h1>Change requests</h1> },
      { path: '/ops/change-requests/:changeRequestId', element: <OpsChangeRequestPage /> },
    ],
    { initialEntries: [at] },
  );
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router, fileRequests, container };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wp_staff_session_hash=; path=/; max-age=0';
});

const scraRequest = (scraRateCap: OpsChangeRequest['scraRateCap']): OpsChangeRequest => ({
  ...decided('approved'),
  request: {
    ...submitted.request,
    status: 'approved',
    codes: ['scra'],
    data: [{ fieldName: 'activeDutyStartDate', fieldValue: '2026-10-01' }],
  },
  currentScraBenefitSince: '2026-10-01',
  scraRateCap,
});

const cap = {
  accountOpenedOn: '2026-05-01',
  activeDutyStartDate: '2026-10-01',
  debtPredatesService: true,
  capApplied: true,
  appliedAt: '2026-11-26T12:00:00.000Z',
  aprBeforeBps: 2_499,
  cappedAprBps: 600,
  effectiveFrom: '2026-10-01',
  creditedCents: 4_155,
};

describe('the SCRA rate cap beside an SCRA request (decision 088)', () => {
  it.each<[string, OpsChangeRequest['scraRateCap'], string[]]>([
    [
      'applied on a debt from before service',
      cap,
      ['May 1, 2026', 'October 1, 2026', 'Yes', '24.99%', 'Applied: 6.00% from October 1, 2026, $41.55 credited back'],
    ],
    [
      'asked of the issuer, not yet confirmed',
      { ...cap, capApplied: false, appliedAt: null, creditedCents: null },
      [
        'May 1, 2026',
        'October 1, 2026',
        'Yes',
        '24.99%',
        'Asked of the card issuer; not yet confirmed (6.00% from October 1, 2026)',
      ],
    ],
    [
      'none on an account opened during service',
      {
        ...cap,
        accountOpenedOn: '2026-11-02',
        debtPredatesService: false,
        capApplied: false,
        appliedAt: null,
        cappedAprBps: null,
        effectiveFrom: null,
        creditedCents: null,
      },
      [
        'November 2, 2026',
        'October 1, 2026',
        'No',
        '24.99%',
        'No cap: the account was opened during service (the SCRA covers only older debts)',
      ],
    ],
  ])('%s', async (_case, scraRateCap, values) => {
    renderView({ OpsChangeRequest: () => graphqlData({ opsChangeRequest: scraRequest(scraRateCap) }) });
    const facts = within(await screen.findByLabelText('SCRA rate cap'));
    expect(facts.getAllByRole('definition').map((value) => value.textContent)).toEqual(values);
  });

  it('says the cap waits for the card when the approved applicant has none yet', async () => {
    renderView({ OpsChangeRequest: () => graphqlData({ opsChangeRequest: scraRequest(null) }) });
    expect(
      await screen.findByText('No card account yet: the 6% cap is decided when the card is issued.'),
    ).toBeVisible();
  });
});

describe('one change request in the back office', () => {
  it('shows the applicant and, kind by kind, what the account holds beside what was asked for, in the form’s order', async () => {
    renderView({ OpsChangeRequest: () => graphqlData({ opsChangeRequest: submitted }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change request #12' })).toBeVisible();
    expect(screen.getByText('rosa@example.com')).toBeVisible();
    expect(screen.getByText('Waiting for a decision')).toBeVisible();
    const name = within(screen.getByRole('region', { name: 'Name' }));
    expect(name.getByText('Rosa Ortega')).toBeVisible();
    expect(name.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'First name',
      'Middle name',
      'Last name',
    ]);
    expect(name.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Rosa', '(empty)', 'Costa']);
    const address = within(screen.getByRole('region', { name: 'Home address' }));
    expect(address.getByText('9 Elm St, Salem, OR 97301')).toBeVisible();
    expect(address.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '200 Harbor Way',
      '(empty)',
      'Portland',
      'OR',
      '97201-1234',
    ]);
  });

  it('reads no proof until one is opened; then shows it in the page, fetched with the staff header, as an application document is', async () => {
    const user = userEvent.setup();
    const { fileRequests, container } = renderView({
      OpsChangeRequest: () => graphqlData({ opsChangeRequest: submitted }),
    });
    await user.click(await screen.findByRole('button', { name: 'View bill.png' }));
    const image = await screen.findByRole('img', { name: 'Proof of address: bill.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(fileRequests).toEqual([
      { url: '/api/v1/ops/change-request-files/41', headers: { 'x-staff-session-hash': 'staff-hash' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'View certificate.pdf' }));
    await waitFor(() => expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^blob:/));
    expect(fileRequests.map((request) => request.url)).toEqual([
      '/api/v1/ops/change-request-files/41',
      '/api/v1/ops/change-request-files/40',
    ]);
    expect(screen.getByRole('button', { name: 'Download certificate.pdf' })).toBeVisible();
  });

  it('approves after a confirmation that says what the account will show, then shows the outcome and who decided', async () => {
    const user = userEvent.setup();
    const { server } = renderView({
      OpsChangeRequest: () => graphqlData({ opsChangeRequest: submitted }),
      OpsApproveChangeRequest: () => graphqlData({ opsApproveChangeRequest: decided('approved') }),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = within(screen.getByRole('region', { name: 'Approve this change?' }));
    expect(confirm.getByText('Home address: 200 Harbor Way, Portland, OR 97201-1234')).toBeVisible();
    expect(confirm.getByText('Name: Rosa Costa')).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Approve and change the account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved. The account now shows the change');
    expect(screen.getByText(/on November 25, 2026 by approver@bank.example/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('200 Harbor Way, Portland, OR 97201-1234')).toBeVisible();
    expect(server.calls.map((call) => [call.operationName, call.variables])).toContainEqual([
      'OpsApproveChangeRequest',
      { id: 12 },
    ]);
  });

  it('declines only with a reason, which it sends trimmed and then shows', async () => {
    const user = userEvent.setup();
    const { server } = renderView({
      OpsChangeRequest: () => graphqlData({ opsChangeRequest: submitted }),
      OpsDeclineChangeRequest: () =>
        graphqlData({ opsDeclineChangeRequest: decided('declined', 'The bill is older than 90 days.') }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline and e-mail the applicant' }));
    // The form checks its fields in a promise (the schema resolver): on a busy machine the message
    // can land after the click's own update.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Reason for the applicant' })).toHaveAccessibleDescription(
        expect.stringContaining('Give the reason the applicant will read.') as string,
      ),
    );
    expect(server.calls.map((call) => call.operationName)).not.toContain('OpsDeclineChangeRequest');
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the applicant' }),
      '  The bill is older than 90 days. ',
    );
    await user.click(screen.getByRole('button', { name: 'Decline and e-mail the applicant' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Declined. The applicant was e-mailed the reason.');
    expect(screen.getByText('The bill is older than 90 days.')).toBeVisible();
    expect(server.calls.at(-1)).toEqual({
      operationName: 'OpsDeclineChangeRequest',
      variables: { id: 12, reason: 'The bill is older than 90 days.' },
    });
  });

  it('puts the server’s refusal of the reason beside the field', async () => {
    const user = userEvent.setup();
    renderView({
      OpsChangeRequest: () => graphqlData({ opsChangeRequest: submitted }),
      OpsDeclineChangeRequest: () => ({
        body: {
          errors: [
            {
              message: 'reason: Leave out anything that looks like an SSN.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'reason', message: 'Leave out anything that looks like an SSN.' }],
              },
            },
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for the applicant' }), 'Unreadable');
    await user.click(screen.getByRole('button', { name: 'Decline and e-mail the applicant' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Reason for the applicant' })).toHaveAccessibleDescription(
        expect.stringContaining('Leave out anything that looks like an SSN.') as string,
      ),
    );
  });

  it('when someone decided it meanwhile, says so and reloads it on request', async () => {
    const user = userEvent.setup();
    let loads = 0;
    renderView({
      OpsChangeRequest: () => {
        loads += 1;
        return graphqlData({ opsChangeRequest: loads === 1 ? submitted : decided('declined', 'Unreadable.') });
      },
      OpsApproveChangeRequest: () =>
        graphqlRefusal('CHANGE_REQUEST_NOT_EDITABLE', 'This change request is declined and can no longer be changed.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and change the account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone decided it meanwhile');
    expect(alert).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Reload the change request' }));
    expect(await screen.findByText(/Reason given to the applicant/)).toHaveTextContent('Unreadable.');
    expect(screen.getByText('Declined', { selector: 'strong' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a reviewer no decision, and says who may decide', async () => {
    renderView({ OpsChangeRequest: () => graphqlData({ opsChangeRequest: { ...submitted, allowedActions: [] } }) });
    expect(await screen.findByRole('note')).toHaveTextContent('Approving and declining need an approver or an admin.');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('a cancelled request says the applicant cancelled it', async () => {
    renderView({
      OpsChangeRequest: () =>
        graphqlData({
          opsChangeRequest: {
            ...submitted,
            request: { ...submitted.request, status: 'cancelled', closedAt: '2026-11-21T08:00:00.000Z' },
            allowedActions: [],
          },
        }),
    });
    expect(await screen.findByText('The applicant cancelled this request on November 21, 2026.')).toBeVisible();
  });

  it.each([
    ['a missing or pending request', '/ops/change-requests/12'],
    ['an id that is no number', '/ops/change-requests/abc'],
  ])('answers “not found” for %s', async (_label, at) => {
    renderView({ OpsChangeRequest: () => graphqlRefusal('NOT_FOUND', 'No such change request.', 404) }, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change request not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the change requests' })).toBeVisible();
  });
});
