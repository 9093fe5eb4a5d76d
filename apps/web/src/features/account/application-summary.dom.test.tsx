import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import { ApplicationSummary } from './application-summary';

function renderSummary(application: { status: string; submissionDate: string | null } | null) {
  vi.stubGlobal(
    'fetch',
    fakeGraphqlServer({ AccountApplicationStatus: () => graphqlData({ getApplicationStatus: application }) }).fetch,
  );
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApplicationSummary />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

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
    ['a canceled application', { status: 'canceled', submissionDate: null }, 'You canceled your application.'],
  ])('%s: says where it stands, with no resume button', async (_name, application, lead) => {
    renderSummary(application);
    expect(await screen.findByText(lead, { exact: false })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
