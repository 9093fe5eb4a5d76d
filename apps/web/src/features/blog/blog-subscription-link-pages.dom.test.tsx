import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogSubscriptionApiPaths } from '@waypoint/domain/site/blog/blog-subscription-links';
import { blogSubscribeFailureTexts } from './blog-subscribe-failure';
import { BlogSubscriptionConfirmPage } from './blog-subscription-confirm-page';
import { BlogUnsubscribePage } from './blog-unsubscribe-page';

const token = 'T'.repeat(43);
type Answer = { status: number; body: unknown } | 'no connection';

/** A link's page as the mail opens it, against a stand-in server; each call is kept. */
function openPage(page: ReactNode, address: string, answers: Answer[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? 'null')) });
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer === 'no connection') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unsubscribe link’s page (decision 100)', () => {
  const address = `/blog-subscription/unsubscribe?token=${token}`;

  it('asks nothing when opened; one press unsubscribes and says so', async () => {
    const { calls, user } = openPage(<BlogUnsubscribePage />, address, [
      { status: 200, body: { outcome: 'unsubscribed' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Stop blog e-mails' })).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed. We will not send you blog e-mails any more.')).toBeVisible();
    expect(calls).toEqual([{ url: blogSubscriptionApiPaths.unsubscribe, method: 'POST', body: { token } }]);
  });

  it.each([
    ['a link the server does not know', [{ status: 200, body: { outcome: 'invalid' } }], 'This link cannot be used'],
    [
      'no connection, then a second press',
      ['no connection', { status: 200, body: { outcome: 'unsubscribed' } }],
      'You are unsubscribed',
    ],
  ] as const)('%s', async (_case, answers, heading) => {
    const { user } = openPage(<BlogUnsubscribePage />, address, [...answers]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    if (answers[0] === 'no connection') {
      expect(await screen.findByText(blogSubscribeFailureTexts.connection)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    }
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });

  it('a link without its token says it cannot be used, and asks nothing', () => {
    const { calls } = openPage(<BlogUnsubscribePage />, '/blog-subscription/unsubscribe', []);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the confirm link’s page (decision 100)', () => {
  const address = `/blog-subscription/confirm?token=${token}`;

  it('confirms with one POST once open, and offers the way out', async () => {
    const fresh = 'U'.repeat(43);
    const { calls } = openPage(<BlogSubscriptionConfirmPage />, address, [
      { status: 200, body: { outcome: 'confirmed', unsubscribeToken: fresh } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription…');
    expect(await screen.findByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      `/blog-subscription/unsubscribe?token=${fresh}`,
    );
    expect(calls).toEqual([{ url: blogSubscriptionApiPaths.confirm, method: 'POST', body: { token } }]);
  });

  it.each([
    ['an expired or replaced link', { status: 200, body: { outcome: 'invalid' } }, 'This link cannot be used'],
    [
      'too many tries',
      {
        status: 429,
        body: {
          errors: [
            { message: 'Too many requests. Please wait and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } },
          ],
        },
      },
      'We could not confirm your subscription yet',
    ],
  ] as const)('%s', async (_case, answer, heading) => {
    openPage(<BlogSubscriptionConfirmPage />, address, [answer]);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });

  it('a link without its token asks nothing', () => {
    const { calls } = openPage(<BlogSubscriptionConfirmPage />, '/blog-subscription/confirm', []);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
