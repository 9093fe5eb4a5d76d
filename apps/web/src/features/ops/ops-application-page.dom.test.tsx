import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { OpsApplication, OpsDecision, OpsDocument } from './api/ops-applications-api';
import { OpsApplicationPage } from './ops-application-page';

const policyDecision: OpsDecision = {
  id: '11',
  decidedAt: '2026-11-02T10:00:00.000Z',
  outcome: 'refer',
  source: 'policy',
  actor: null,
  policyVersion: 'decision-2026-11',
  reasons: ['documentMismatch'],
  reasonDetails: [{ code: 'documentMismatch', text: 'The passport name does not match the application.' }],
  creditLimit: null,
  trigger: 'submitted',
};

const upload = (overrides: Partial<OpsDocument>): OpsDocument => ({
  id: 31,
  uploadedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  isCurrent: true,
  downloadUrl: '/api/v1/ops/applications/7/files/31',
  fileName: 'passport.png',
  fileType: 'passport',
  contentType: 'image/png',
  isRecognized: true,
  isValid: true,
  isDocumentExpired: false,
  isDocumentMismatch: true,
  ...overrides,
});

const application: OpsApplication = {
  applicationId: 7,
  version: 4,
  status: 'submitted',
  track: 'usExpat',
  applicantName: 'Rosa Ortega',
  accountEmail: 'rosa@example.com',
  submittedAt: '2026-11-01T10:00:00.000Z',
  regBDeadline: '2026-12-01T10:00:00.000Z',
  daysLeft: 6,
  ssnMasked: '•••-••-6789',
  answerGroups: [
    { title: 'Identity', answers: [{ label: 'Date of birth', value: '1990-04-02' }] },
    { title: 'Finances', answers: [{ label: 'Annual income', value: '$85,000' }] },
  ],
  documents: [
    upload({}),
    upload({ id: 32, fileName: 'paystub.pdf', fileType: 'proofOfIncome', contentType: 'application/pdf' }),
  ],
  checks: [
    { name: 'identityQuestions', result: 'passed', detail: null },
    { name: 'creditCheck', result: 'completed', detail: 'Score 712' },
  ],
  creditCheck: {
    status: 'completed',
    bureauName: 'Sandbox Bureau',
    score: 712,
    scoreModel: 'FICO 8',
    keyFactors: ['Length of credit history'],
    tradelines: 4,
    delinquencies: 0,
    publicRecords: 0,
    inquiriesLast6Months: 1,
    fraudAlert: false,
  },
  suggestion: policyDecision,
  decisions: [
    { ...policyDecision, id: '10', outcome: 'approve', creditLimit: 3000, reasons: [], reasonDetails: [] },
    policyDecision,
  ],
  informationRequested: false,
};

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

function renderApplication(handlers: Record<string, GraphqlHandler>, at = '/ops/applications/7') {
  const server = fakeGraphqlServer(handlers);
  const fileRequests: { url: string; headers: HeadersInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (url.startsWith('/api/v1/ops/applications/')) {
      fileRequests.push({ url, headers: init?.headers });
      return new Response(pngBytes, { status: 200, headers: { 'content-type': 'image/png' } });
    }
    return server.fetch(input, init);
  });
  document.cookie = 'wp_staff_session_hash=staff-hash; path=/';
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Queue</h1> },
      { path: '/ops/sign-in', element: <h1>Staff sign-in</h1> },
      { path: '/ops/applications/:applicationId', element: <OpsApplicationPage /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, fileRequests };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wp_staff_session_hash=; path=/; max-age=0';
});

describe('one application in the back office', () => {
  it('shows the answers in groups, the checks, and the decisions with the policy suggestion set apart', async () => {
    renderApplication({ OpsApplication: () => graphqlData({ opsApplication: application }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Ortega #7' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Identity' })).getByText('1990-04-02')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Finances' })).getByText('$85,000')).toBeVisible();

    const checks = screen.getByRole('table', { name: 'Check results' });
    expect(within(checks).getByRole('rowheader', { name: 'Identity questions' })).toBeVisible();
    expect(within(checks).getByRole('row', { name: /Credit report completed Score 712/ })).toBeVisible();

    const report = screen.getByRole('region', { name: 'Credit report' });
    expect(report).toHaveTextContent('Score712 (FICO 8)');
    expect(report).toHaveTextContent('Length of credit history');

    const suggestion = screen.getByRole('note', { name: 'Policy suggestion' });
    expect(suggestion).toHaveTextContent('Policy suggestion: Refer (decision-2026-11)');
    expect(suggestion).toHaveTextContent('documentMismatch: The passport name does not match the application.');
    const decisions = within(screen.getByRole('table', { name: 'Decisions so far' })).getAllByRole('row');
    expect(decisions[1]).toHaveTextContent('Approve, limit $3,000');
    expect(decisions[1]).not.toHaveClass('ops-decision--suggestion');
    expect(decisions[2]).toHaveClass('ops-decision--suggestion');
  });

  it('shows an image inline from the staff file address with the staff header, a PDF as a download, each with its four flags', async () => {
    const { fileRequests } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: application }) });
    const image = await screen.findByRole('img', { name: 'passport: passport.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(fileRequests).toEqual([
      { url: '/api/v1/ops/applications/7/files/31', headers: { 'x-staff-session-hash': 'staff-hash' } },
    ]);
    const [passport, paystub] = screen.getAllByRole('list', { name: 'Document checks' });
    expect(
      within(passport as HTMLElement)
        .getAllByRole('listitem')
        .map((flag) => flag.textContent),
    ).toEqual(['Recognised: yes', 'Valid: yes', 'Expired: no', 'Name mismatch: yes']);
    expect(within(passport as HTMLElement).getByText('Name mismatch: yes')).toHaveClass('ops-flag--problem');
    expect(paystub).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download paystub.pdf' })).toBeVisible();
    expect(screen.getByText('A PDF cannot be shown inside the back office; download it to read it.')).toBeVisible();
  });

  it('follows no file address outside the staff files route, whatever the answer says', async () => {
    const elsewhere = { ...application, documents: [upload({ downloadUrl: 'https://elsewhere.example/files/31' })] };
    const { fileRequests } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: elsewhere }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be loaded.');
    expect(fileRequests).toEqual([]);
  });

  it('masks the SSN and reveals it only after a confirmation that says the reveal is logged', async () => {
    const user = userEvent.setup();
    const { server } = renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: application }),
      OpsRevealSsn: () => graphqlData({ opsRevealSsn: '123-45-6789' }),
    });
    expect(await screen.findByText('•••-••-6789')).toBeVisible();
    expect(screen.queryByText('123-45-6789')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reveal SSN' }));
    expect(screen.getByText(/This is logged/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('OpsRevealSsn')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reveal SSN' }));
    await user.click(screen.getByRole('button', { name: 'Reveal and log' }));
    expect(await screen.findByText('123-45-6789')).toBeVisible();
    expect(server.callsTo('OpsRevealSsn')).toEqual([
      { operationName: 'OpsRevealSsn', variables: { applicationId: 7 } },
    ]);
  });

  it('says why when the reveal is refused, and keeps the SSN masked', async () => {
    const user = userEvent.setup();
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: application }),
      OpsRevealSsn: () => graphqlRefusal('STAFF_FORBIDDEN', 'Your role cannot do this.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reveal SSN' }));
    await user.click(screen.getByRole('button', { name: 'Reveal and log' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role cannot do this.');
    expect(screen.getByText('•••-••-6789')).toBeVisible();
  });

  it.each([
    ['an id that is not a whole number', '/ops/applications/7x', 0],
    ['an application the server does not know', '/ops/applications/99', 1],
  ])('says an application is not found: %s', async (_name, at, calls) => {
    const { server } = renderApplication(
      { OpsApplication: () => graphqlRefusal('NOT_FOUND', 'Application not found.') },
      at,
    );
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeVisible();
    expect(server.callsTo('OpsApplication')).toHaveLength(calls);
  });

  it('sends a signed-out visitor to the staff sign-in', async () => {
    renderApplication({ OpsApplication: () => graphqlRefusal('STAFF_SESSION_INVALID', 'Sign in.', 401) });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });
});
