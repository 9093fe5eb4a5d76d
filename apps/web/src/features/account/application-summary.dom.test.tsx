import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import { ApplicationPart } from './application-part';

type StatusAnswer = { status: string; submissionDate: string | null; canApplyAgainFrom?: string | null };

/** The Application part of /account, with the server's status answer (the timeline and the cancel are application-part.dom.test.tsx's). */
function renderSummary(answer: StatusAnswer | null) {
  const application = answer && { canApplyAgainFrom: null, startedAt: null, closedAt: null, ...answer };
  vi.stubGlobal(
    'fetch',
    fakeGraphqlServer({ AccountApplicationStatus: () => graphqlData({ getApplicationStatus: application }) }).fetch,
  );
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApplicationPart />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

const dayBefore = '2026-11-25T21:00:00.000Z';

describe('where the application stands, on the account page', () => {
  it.each([
    ['no application yet', null, 'You have not started an application yet.', 'Start your application'],
    [
      'an application in progress',
      { status: 'incomplete', submissionDate: null },
      'Your application is saved',
      'Resume your application',
    ],
  ])('%s: says so and leads to the application', async (_name, application, lead, link) => {
    renderSummary(application);
    expect(await screen.findByText(lead, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/application');
  });

  it.each([
    [
      'a submitted application',
      { status: 'submitted', submissionDate: '2026-11-25T21:00:00.000Z' },
      'We received your application on November 25, 2026. It is in review',
    ],
    ['an approved application', { status: 'approved', submissionDate: dayBefore }, 'Your application was approved.'],
    [
      'a declined application in its wait',
      { status: 'declined', submissionDate: dayBefore, canApplyAgainFrom: '2099-03-03T10:00:00.000Z' },
      'We could not approve your application. You can apply again from March 3, 2099.',
    ],
  ])('%s: says where it stands, with no button', async (_name, application, lead) => {
    renderSummary(application);
    expect(await screen.findByText(lead, { exact: false })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    [
      'a canceled application',
      { status: 'canceled', submissionDate: null, canApplyAgainFrom: dayBefore },
      'You canceled your application.',
    ],
    [
      'a declined application whose wait is over',
      { status: 'declined', submissionDate: dayBefore, canApplyAgainFrom: dayBefore },
      'We could not approve your application.',
    ],
  ])('%s: offers a new application (decision 032)', async (_name, application, lead) => {
    renderSummary(application);
    expect(await screen.findByText(lead, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', '/application');
  });
});
