import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import type { MyApplicationProgress } from './api/my-application-progress';
import type { MyDecision } from './api/my-decision';
import { ApplicationProgressPanel, type RequestedUpload } from './application-progress-panel';

/** Stands in for the wizard's uploader: says what it was given, and "uploads" on a click. */
const FakeUpload: RequestedUpload = ({ code, uploadTypes, onUploaded }) => (
  <button type="button" onClick={onUploaded}>{`Upload for ${code}: ${uploadTypes.join(', ')}`}</button>
);

function renderPanel(
  progress: MyApplicationProgress | null | (() => MyApplicationProgress),
  decision: MyDecision | null = null,
) {
  const api = fakeGraphqlServer({
    MyApplicationProgress: () =>
      graphqlData({ myApplicationProgress: typeof progress === 'function' ? progress() : progress }),
    MyDecision: () => graphqlData({ myDecision: decision }),
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApplicationProgressPanel upload={FakeUpload} />
    </QueryClientProvider>,
  );
  return { api, view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: MyApplicationProgress = {
  applicationId: 7,
  stage: 'submitted',
  submittedAt: '2026-11-20T15:00:00Z',
  informationRequest: null,
  canApplyAgainFrom: null,
};

const requested: MyApplicationProgress = {
  ...base,
  stage: 'informationRequested',
  informationRequest: {
    deadline: '2026-12-25',
    requestedAt: '2026-11-25T10:00:00Z',
    noticeUrl: null,
    closingNoticeUrl: null,
    items: [
      {
        code: 'proofOfAddress',
        reason: 'Upload a recent utility bill or bank statement showing your home address.',
        uploadTypes: ['proofOfResidence'],
        received: true,
      },
      {
        code: 'proofOfIdentity',
        reason: 'Upload a clear photo of a current government-issued photo ID.',
        uploadTypes: ['passport', 'idCard'],
        received: false,
      },
    ],
  },
};

const notice = { id: '5f0e8d0a-1111-4222-8333-944455556666', kind: 'adverseAction', sentAt: '2026-11-25T22:00:00Z' };

/** The step marked current, and the steps announced as done. */
function steps() {
  const list = screen.getByRole('list', { name: 'Application progress' });
  const items = within(list).getAllByRole('listitem');
  // The label as read out (the number or tick beside it is hidden from screen readers).
  const label = (item: HTMLElement) => item.querySelector('.progress-steps__label')?.textContent;
  return {
    current: label(items.find((item) => item.getAttribute('aria-current') === 'step')!),
    done: items.map(label).filter((text) => text?.endsWith('(done)')),
  };
}

describe('the application progress panel', () => {
  it('shows nothing before submit or for a canceled application', async () => {
    const { api, view } = renderPanel(null);
    await vi.waitFor(() => expect(api.callsTo('MyApplicationProgress')).toHaveLength(1));
    expect(view.container).toBeEmptyDOMElement();
  });

  it.each<[MyApplicationProgress['stage'], string, RegExp]>([
    ['submitted', 'We have your application.', /You sent it on November 20, 2026\./],
    ['inReview', 'We are reviewing your application.', /nothing you need to do now/],
  ])('%s: the stage in one line and what comes next', async (stage, line, detail) => {
    renderPanel({ ...base, stage });
    expect(await screen.findByRole('status')).toHaveTextContent(line);
    expect(screen.getByText(detail)).toBeInTheDocument();
    // product-rules#reg-b-clocks: the one answer time promised is the 30 days staff see on the Reg B clock.
    expect(screen.getByText(detail)).toHaveTextContent(
      'We e-mail you our decision within 30 days of receiving your complete application.',
    );
    expect(steps()).toEqual({
      current: stage === 'submitted' ? 'Submitted' : 'In review',
      done: stage === 'submitted' ? [] : ['Submitted (done)'],
    });
    expect(screen.queryByRole('button', { name: /^Upload for/ })).not.toBeInTheDocument();
  });

  it('information requested: each item in words, the deadline, an upload each, received ones ticked', async () => {
    renderPanel(requested);
    expect(await screen.findByRole('status')).toHaveTextContent('We need a little more information.');
    expect(steps().current).toBe('In review');
    expect(screen.getByText('December 25, 2026')).toBeInTheDocument();
    const items = within(screen.getAllByRole('list')[1]!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/home address\. Received, thank you\./);
    expect(items[1]).toHaveTextContent(/photo ID\. Waiting for your upload\./);
    expect(within(items[0]!).getByRole('button')).toHaveTextContent('Upload for proofOfAddress: proofOfResidence');
    expect(within(items[1]!).getByRole('button')).toHaveTextContent('Upload for proofOfIdentity: passport, idCard');
  });

  it('an upload asks for the progress again, and the item is ticked', async () => {
    let answered = false;
    const { api } = renderPanel(() =>
      answered
        ? {
            ...requested,
            informationRequest: {
              ...requested.informationRequest!,
              items: requested.informationRequest!.items.map((item) => ({ ...item, received: true })),
            },
          }
        : requested,
    );
    const upload = await screen.findByRole('button', { name: /^Upload for proofOfIdentity/ });
    expect(screen.getAllByText(/Waiting for your upload/)).toHaveLength(1);
    answered = true;
    await userEvent.click(upload);
    await vi.waitFor(() => expect(api.callsTo('MyApplicationProgress')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByText(/Waiting for your upload/)).not.toBeInTheDocument());
    expect(screen.getAllByText(/Received, thank you/)).toHaveLength(2);
  });

  it('approved: the limit, the APR and the next steps, every step done', async () => {
    renderPanel(
      { ...base, stage: 'approved' },
      { outcome: 'approved', creditLimit: 3000, aprPercent: 21.99, reasons: [], notices: [] },
    );
    expect(await screen.findByText('$3,000')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/is approved\./);
    expect(screen.getByText('21.99%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(steps()).toEqual({
      current: 'Decision (done)',
      done: ['Submitted (done)', 'In review (done)', 'Decision (done)'],
    });
    expect(screen.queryByRole('button', { name: /notice/i })).not.toBeInTheDocument();
  });

  it('approved: the approval letter to download (decision 054)', async () => {
    renderPanel(
      { ...base, stage: 'approved' },
      {
        outcome: 'approved',
        creditLimit: 3000,
        aprPercent: 22.99,
        reasons: [],
        notices: [{ ...notice, kind: 'approval', downloadUrl: `/api/v1/notices/${notice.id}.pdf` }],
      },
    );
    expect(await screen.findByRole('button', { name: 'Download your approval letter (PDF)' })).toBeInTheDocument();
  });

  it('approved before its letter is sent: the approval, and that the details follow', async () => {
    const { api } = renderPanel({ ...base, stage: 'approved' }, null);
    expect(await screen.findByRole('status')).toHaveTextContent(/is approved\..*credit limit is on its way/);
    // The decision's (empty) answer arrives inside act, so the fallback stays.
    await waitFor(() => expect(api.callsTo('MyDecision')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/on its way/));
  });

  it('declined: the reasons and the notice to download', async () => {
    const reasons = ['Your credit file shows a payment 30 or more days late in the last two years.'];
    renderPanel(
      { ...base, stage: 'declined', canApplyAgainFrom: '2027-02-23T22:00:00Z' },
      {
        outcome: 'declined',
        creditLimit: null,
        aprPercent: null,
        reasons,
        notices: [{ ...notice, downloadUrl: `/api/v1/notices/${notice.id}.pdf` }],
      },
    );
    expect(await screen.findByText(reasons[0]!)).toBeInTheDocument();
    expect(screen.getByText('We are unable to approve your application.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download your notice (PDF)' })).toBeInTheDocument();
    // The wait before a new application is the account summary's to show.
    expect(screen.queryByText(/February 23, 2027/)).not.toBeInTheDocument();
    expect(steps().current).toBe('Decision (done)');
  });
});

describe('the notice download', () => {
  const declined: MyDecision = {
    outcome: 'declined',
    creditLimit: null,
    aprPercent: null,
    reasons: [],
    notices: [{ ...notice, downloadUrl: `/api/v1/notices/${notice.id}.pdf` }],
  };

  /** The GraphQL fake, plus the notice route answering `status`; the calls to the route are recorded. */
  function withNoticeRoute(status: number) {
    const { api } = renderPanel({ ...base, stage: 'declined' }, declined);
    const noticeCalls: { url: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/api/v1/notices/')) return api.fetch(input, init);
      noticeCalls.push({ url, headers: new Headers(init?.headers) });
      return status === 200
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status })
        : new Response(JSON.stringify({ errors: [{ message: 'Sign in again.', extensions: { code: 'X' } }] }), {
            status,
            headers: { 'content-type': 'application/json' },
          });
    });
    return noticeCalls;
  }

  it('fetches the PDF with the session header (a plain link cannot send it) and saves it', async () => {
    const createObjectURL = vi.fn(() => 'blob:notice');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    document.cookie = `${sessionTransport.sessionHashCookie}=hash-of-session; path=/`;
    const noticeCalls = withNoticeRoute(200);
    await userEvent.click(await screen.findByRole('button', { name: 'Download your notice (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(noticeCalls.map((call) => call.url)).toEqual([`/api/v1/notices/${notice.id}.pdf`]);
    expect(noticeCalls[0]?.headers.get(sessionTransport.sessionHashHeader)).toBe('hash-of-session');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the download fails', async () => {
    withNoticeRoute(401);
    await userEvent.click(await screen.findByRole('button', { name: 'Download your notice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not download your notice.');
  });
});
