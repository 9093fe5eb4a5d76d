import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import type { MyDecision } from './api/my-decision';
import { DecisionPanel } from './decision-panel';

function renderPanel(decision: MyDecision | null) {
  const api = fakeGraphqlServer({ MyDecision: () => graphqlData({ myDecision: decision }) });
  vi.stubGlobal('fetch', api.fetch);
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DecisionPanel />
    </QueryClientProvider>,
  );
  return { api, view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const notice = { id: '5f0e8d0a-1111-4222-8333-944455556666', kind: 'adverseAction', sentAt: '2026-11-25T22:00:00Z' };

describe('the decision panel on the account page', () => {
  it('shows nothing before a final decision (a policy suggestion alone is for staff)', async () => {
    const { api, view } = renderPanel(null);
    await vi.waitFor(() => expect(api.callsTo('MyDecision')).toHaveLength(1));
    expect(view.container).toBeEmptyDOMElement();
  });

  it('an approval: the limit, the APR and the next steps', async () => {
    renderPanel({ outcome: 'approved', creditLimit: 3000, aprPercent: 21.99, reasons: [], notices: [] });
    expect(await screen.findByText(/is approved\.$/)).toBeInTheDocument();
    expect(screen.getByText('$3,000')).toBeInTheDocument();
    expect(screen.getByText('21.99%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /notice/i })).not.toBeInTheDocument();
  });

  it('a decline: the reasons in plain words and the notice to download', async () => {
    const reasons = ['Your credit file shows a payment 30 or more days late in the last two years.'];
    renderPanel({
      outcome: 'declined',
      creditLimit: null,
      aprPercent: null,
      reasons,
      notices: [{ ...notice, downloadUrl: `/api/v1/notices/${notice.id}.pdf` }],
    });
    expect(await screen.findByText('We are unable to approve your application.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(reasons[0] ?? '');
    const link = screen.getByRole('link', { name: 'Download your notice (PDF)' });
    expect(link).toHaveAttribute('href', `/api/v1/notices/${notice.id}.pdf`);
    expect(link).toHaveAttribute('download');
  });
});
