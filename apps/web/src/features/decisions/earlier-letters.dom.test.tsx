import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import type { MyApplicationProgress } from './api/my-application-progress';
import type { MyNotice } from './api/my-notices';
import { EarlierLetters } from './earlier-letters';

const declinedNow: MyApplicationProgress = {
  applicationId: 9,
  stage: 'declined',
  submittedAt: '2027-03-01T15:00:00Z',
  informationRequest: null,
  canApplyAgainFrom: '2027-06-01T00:00:00Z',
};

const notice = (id: number, applicationId: number, kind: string, sentAt: string, pdf = true): MyNotice => ({
  id: `5f0e8d0a-1111-4222-8333-94445555000${id}`,
  applicationId,
  kind,
  downloadUrl: pdf ? `/api/v1/notices/5f0e8d0a-1111-4222-8333-94445555000${id}.pdf` : null,
  sentAt,
});

// Newest first, as the server sends them: the current application's notice, then two earlier ones.
const currentNotice = notice(3, 9, 'adverseAction', '2027-03-04T10:00:00Z');
const earlierDecline = notice(2, 7, 'adverseAction', '2026-11-26T22:00:00Z');
const olderDecline = notice(1, 4, 'adverseAction', '2026-05-02T09:00:00Z');

function renderLetters(progress: MyApplicationProgress | null, notices: MyNotice[]) {
  const api = fakeGraphqlServer({
    MyApplicationProgress: () => graphqlData({ myApplicationProgress: progress }),
    MyNotices: () => graphqlData({ myNotices: notices }),
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EarlierLetters />
    </QueryClientProvider>,
  );
  return { api, view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const letters = () =>
  within(screen.getByRole('region', { name: 'Your letters' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('your letters', () => {
  it('lists the earlier applications’ notices, newest first, each with its own download; not the current one', async () => {
    renderLetters(declinedNow, [currentNotice, earlierDecline, olderDecline]);
    expect(await screen.findByRole('heading', { name: 'Your letters' })).toBeInTheDocument();
    expect(letters()).toEqual([
      expect.stringMatching(/^Notice of action taken on your credit application\s*Sent on November 26, 2026/),
      expect.stringMatching(/^Notice of action taken on your credit application\s*Sent on May 2, 2026/),
    ]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Download the notice of November 26, 2026 (PDF)',
      'Download the notice of May 2, 2026 (PDF)',
    ]);
    expect(screen.queryByText(/March 4, 2027/)).not.toBeInTheDocument();
  });

  it.each<[string, string, boolean, RegExp, string | null]>([
    ['adverseAction', 'Notice of action taken on your credit application', true, /PDF/, 'notice'],
    ['approval', 'Approval letter', false, /sent it to your e-mail address/, null],
    ['approval', 'Approval letter', true, /PDF/, 'approval letter'],
    ['accountAction', 'Notice of action taken on your credit card account', true, /PDF/, 'account notice'],
    ['somethingNew', 'Letter about your credit application', true, /PDF/, 'letter'],
  ])('%s: "%s"', async (kind, title, pdf, detail, short) => {
    renderLetters(null, [notice(1, 4, kind, '2026-05-02T09:00:00Z', pdf)]);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    if (short) expect(screen.getByRole('button', { name: `Download the ${short} of May 2, 2026 (PDF)` })).toBeVisible();
    else expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists a notice about the card account even on the current application (decision 054)', async () => {
    const approvedNow: MyApplicationProgress = { ...declinedNow, stage: 'approved', canApplyAgainFrom: null };
    renderLetters(approvedNow, [notice(4, 9, 'accountAction', '2027-05-02T09:00:00Z'), currentNotice]);
    expect(await screen.findByRole('heading', { name: 'Your letters' })).toBeInTheDocument();
    expect(letters()).toEqual([
      expect.stringMatching(/^Notice of action taken on your credit card account\s*Sent on May 2, 2027/),
    ]);
  });

  it('shows every notice while the new application is not yet sent (no progress to show)', async () => {
    renderLetters(null, [earlierDecline, olderDecline]);
    expect(await screen.findAllByRole('button', { name: /^Download the notice of/ })).toHaveLength(2);
  });

  it.each<[string, MyApplicationProgress | null, MyNotice[]]>([
    ['no notice at all', null, []],
    ['only the current application’s notice (the progress panel shows it)', declinedNow, [currentNotice]],
  ])('is hidden with %s', async (_case, progress, notices) => {
    const { api, view } = renderLetters(progress, notices);
    await waitFor(() => expect(api.callsTo('MyNotices')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('MyApplicationProgress')).toHaveLength(1));
    // Let both answers land, then nothing is there.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.container).toBeEmptyDOMElement();
  });

  it('a download fetches that notice’s PDF', async () => {
    const { api } = renderLetters(declinedNow, [currentNotice, earlierDecline, olderDecline]);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:notice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/api/v1/notices/')) return api.fetch(input, init);
      fetched.push(url);
      return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download the notice of May 2, 2026 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetched).toEqual([olderDecline.downloadUrl]);
  });
});
