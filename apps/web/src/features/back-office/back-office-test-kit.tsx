import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, type GraphqlHandler } from '../../testing/fake-graphql';
import type { OpsApplication, OpsDecision, OpsDocument } from './api/back-office-applications-api';
import { OpsApplicationPage } from './back-office-application-page';

/** The back office's application page in the DOM tier: a fixture application and the page behind a fake API. */
export const policyDecision: OpsDecision = {
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

export const upload = (overrides: Partial<OpsDocument>): OpsDocument => ({
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

export const application: OpsApplication = {
  applicationId: 7,
  version: 4,
  status: 'submitted',
  track: 'usExpat',
  applicantName: 'Rosa Ortega',
  accountEmail: 'rosa@example.com',
  submittedAt: '2026-11-01T10:00:00.000Z',
  regBDeadline: '2026-12-01',
  daysLeft: 6,
  clockKind: 'decision',
  clockState: 'onTime',
  ssnMasked: '•••-••-6789',
  // As the server writes them: by wizard step, in words (decision 071).
  answerGroups: [
    {
      title: 'About you',
      answers: [
        { field: 'dob', label: 'Date of birth', value: 'April 2, 1990' },
        { field: 'identificationNo', label: 'Passport number', value: null },
      ],
    },
    {
      title: 'Your income and costs',
      answers: [
        { field: 'income', label: 'Annual income', value: '$85,000 a year' },
        { field: 'residenceType', label: 'Housing', value: 'I own, without a mortgage' },
      ],
    },
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
  assignee: null,
  recommendations: [],
  informationRequest: null,
  allowedActions: [],
  finalActionRefusal: null,
  timeline: [],
  timelineTruncated: false,
};

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** The case view's paper delivery (decision 089) when a test does not say: consent given, no letters. */
const noPaperDelivery: GraphqlHandler = () =>
  graphqlData({ opsPaperDelivery: { consent: { state: 'given', changedAt: null }, emailBounced: false, letters: [] } });

export function renderApplication(handlers: Record<string, GraphqlHandler>, at = '/ops/applications/7') {
  const server = fakeGraphqlServer({ OpsPaperDelivery: noPaperDelivery, ...handlers });
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
