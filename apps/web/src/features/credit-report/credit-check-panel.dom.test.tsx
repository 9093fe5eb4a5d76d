import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hardInquiryStatusMessages } from '@waypoint/domain/credit-report/credit-check-messages';
import type { HardInquiryStatus } from '@waypoint/domain/credit-report/credit-report';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlAnswer } from '../../testing/fake-graphql';
import { sandboxBureau } from '../../testing/sandbox-credit-answers';
import { CreditCheckPanel, retryFailureTexts } from './credit-check-panel';

function checkOf(status: HardInquiryStatus) {
  return {
    status,
    bureau: status === 'pending' || status === 'notAuthorized' ? null : sandboxBureau,
    canRetry: status === 'frozen' || status === 'unavailable',
    updatedAt: '2026-11-25T21:00:00.000Z',
  };
}

function renderPanel(
  checks: (ReturnType<typeof checkOf> | null)[],
  retry: () => GraphqlAnswer = () => graphqlData({}),
) {
  const answers = [...checks];
  const api = fakeGraphqlServer({
    GetCreditCheck: () => graphqlData({ getCreditCheck: answers.length > 1 ? answers.shift() : answers[0] }),
    RetryCreditCheck: retry,
  });
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CreditCheckPanel />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, user, view };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the credit-check panel on the account page', () => {
  it('shows nothing before the application is submitted', async () => {
    const { api, view } = renderPanel([null]);
    await vi.waitFor(() => expect(api.callsTo('GetCreditCheck')).toHaveLength(1));
    expect(view.container).toBeEmptyDOMElement();
  });

  it.each<[HardInquiryStatus, string[], boolean]>([
    ['pending', [], false],
    ['completed', [], false],
    ['noFile', [sandboxBureau.name], false],
    ['frozen', [sandboxBureau.name, sandboxBureau.phone, 'bureau.sandbox.waypoint.example', 'lift the freeze'], true],
    ['unavailable', [], true],
    ['notAuthorized', ['Contact support'], false],
  ])('%s: says what it means and what to do', async (status, shown, retryable) => {
    renderPanel([checkOf(status)]);
    const message = hardInquiryStatusMessages[status];
    expect(await screen.findByText(message.headline)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(message.nextStep);
    const text = screen.getByRole('region', { name: 'Your credit check' }).textContent ?? '';
    for (const words of shown) expect(text).toContain(words);
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retryable);
  });

  it('frozen: "Try again" asks the bureau again and shows the check under way', async () => {
    const { api, user } = renderPanel([checkOf('frozen')], () => graphqlData({ retryCreditCheck: checkOf('pending') }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(hardInquiryStatusMessages.pending.headline)).toBeVisible();
    expect(api.callsTo('RetryCreditCheck')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a retry pressed too soon is said as a wait', async () => {
    const { user } = renderPanel([checkOf('unavailable')], () =>
      graphqlRefusal('TOO_MANY_REQUESTS', 'Too many requests', 429),
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(retryFailureTexts.tooSoon);
  });

  it('asks again while the check is pending, and stops once it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderPanel([checkOf('pending'), checkOf('completed')]);
    expect(await screen.findByText(hardInquiryStatusMessages.pending.headline)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(hardInquiryStatusMessages.completed.headline)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo('GetCreditCheck')).toHaveLength(2);
  });

  it('notAuthorized links to support', async () => {
    renderPanel([checkOf('notAuthorized')]);
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', sitePaths.contact);
  });
});
