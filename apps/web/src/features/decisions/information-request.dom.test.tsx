import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import type { MyApplicationProgress } from './api/my-application-progress';
import { ApplicationProgressPanel, type RequestedUpload } from './application-progress-panel';

// product-rules#reg-b-clocks: the notice of incompleteness in 1002.9(c)(2)'s words, and the closure at its deadline.
const FakeUpload: RequestedUpload = ({ code }) => <button type="button">{`Upload for ${code}`}</button>;

function renderPanel(progress: MyApplicationProgress) {
  const api = fakeGraphqlServer({
    MyApplicationProgress: () => graphqlData({ myApplicationProgress: progress }),
    MyDecision: () => graphqlData({ myDecision: null }),
  });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApplicationProgressPanel upload={FakeUpload} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const income = 'Upload a recent pay stub or tax return showing your income.';
const address = 'Upload a recent utility bill or bank statement showing your home address.';
const request: NonNullable<MyApplicationProgress['informationRequest']> = {
  deadline: '2026-12-28',
  requestedAt: '2026-11-28T10:00:00Z',
  noticeUrl: '/api/v1/notices/5f0e8d0a-1111-4222-8333-944455556666.pdf',
  closingNoticeUrl: null,
  items: [
    { code: 'proofOfAddress', reason: address, uploadTypes: ['proofOfResidence'], received: false },
    { code: 'proofOfIncome', reason: income, uploadTypes: ['proofOfIncome'], received: true },
  ],
};
const open: MyApplicationProgress = {
  applicationId: 7,
  stage: 'informationRequested',
  submittedAt: '2026-11-20T15:00:00Z',
  informationRequest: request,
  canApplyAgainFrom: null,
};

describe('the notice of incompleteness on /account (Reg B 1002.9(c)(2))', () => {
  it.each([
    ['it says the application is incomplete', 'Your application is incomplete.'],
    ['it designates the period, the deadline in words', 'Please send all of it by December 28, 2026.'],
    [
      'it says what failing to send it means',
      'If we do not receive all of it by then, no further consideration will be given to your application, and we will close it as incomplete.',
    ],
    ['it names each item needed', address],
  ])('%s', async (_rule, text) => {
    renderPanel(open);
    await screen.findByRole('status');
    expect(screen.getByText(/Your application is incomplete\./).closest('section')).toHaveTextContent(text);
  });

  it('never hedges with "may not be able to approve", and offers the kept letter', async () => {
    renderPanel(open);
    await screen.findByRole('status');
    expect(screen.queryByText(/may not be able to approve/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download this notice of incompleteness (PDF)' })).toBeInTheDocument();
  });
});

describe('an application closed as incomplete', () => {
  const closed: MyApplicationProgress = {
    ...open,
    stage: 'closedIncomplete',
    informationRequest: { ...request, closingNoticeUrl: '/api/v1/notices/6f0e8d0a-1111-4222-8333-944455556666.pdf' },
    canApplyAgainFrom: '2026-12-29T10:00:00.000Z',
  };

  it('says why, names only what did not arrive, that the applicant can apply again, and offers the letter', async () => {
    renderPanel(closed);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Your application was closed because we did not receive the information we asked for by December 28, 2026.',
    );
    expect(status).toHaveTextContent('You can apply again at any time.');
    const missing = within(status).getByRole('list');
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([address]);
    expect(status).not.toHaveTextContent(income);
    expect(screen.queryByRole('button', { name: /^Upload for/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the letter closing your application (PDF)' }),
    ).toBeInTheDocument();
  });
});
