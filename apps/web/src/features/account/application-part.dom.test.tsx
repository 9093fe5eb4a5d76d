import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  fakeGraphqlServer,
  graphqlData,
  graphqlRefusal,
  type GraphqlHandler,
} from '../../testing/fake-graphql';
import { ApplicationPart } from './application-part';

const started = '2026-11-02T09:00:00.000Z';
const submitted = '2026-11-04T10:00:00.000Z';
const closed = '2026-11-06T11:00:00.000Z';

type Status = 'incomplete' | 'submitted' | 'approved' | 'declined' | 'canceled';

/** The server's status answer for an application in `status`, with the dates it has then. */
function applicationIn(status: Status) {
  const isClosed = status === 'approved' || status === 'declined' || status === 'canceled';
  return {
    status,
    submissionDate: status === 'incomplete' || status === 'canceled' ? null : submitted,
    canApplyAgainFrom: status === 'canceled' ? closed : status === 'declined' ? '2099-03-03T10:00:00.000Z' : null,
    startedAt: started,
    closedAt: isClosed ? closed : null,
  };
}

function renderPart(statuses: (ReturnType<typeof applicationIn> | null)[], cancel?: GraphqlHandler) {
  const answers = [...statuses];
  const api = fakeGraphqlServer({
    AccountApplicationStatus: () =>
      graphqlData({ getApplicationStatus: answers.length > 1 ? answers.shift() : answers[0] }),
    AccountCancelApplication: cancel ?? (() => graphqlData({ applicationUpdateStatusUser: applicationIn('canceled') })),
  });
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApplicationPart />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, user };
}

const part = () => screen.getByRole('region', { name: 'Application' });
const timeline = () => within(part()).getByRole('list', { name: 'Timeline' });
const statusLine = () => within(part()).getByText(/^Status:/);

afterEach(() => vi.unstubAllGlobals());

describe('the Application part: status and timeline', () => {
  it.each<[Status, string, string[]]>([
    ['incomplete', 'In progress', ['Started November 2, 2026']],
    ['submitted', 'Submitted', ['Started November 2, 2026', 'Submitted November 4, 2026']],
    ['approved', 'Approved', ['Started November 2, 2026', 'Submitted November 4, 2026', 'Approved November 6, 2026']],
    [
      'declined',
      'Not approved',
      ['Started November 2, 2026', 'Submitted November 4, 2026', 'Not approved November 6, 2026'],
    ],
    ['canceled', 'Canceled', ['Started November 2, 2026', 'Canceled November 6, 2026']],
  ])('%s: status %s, and each step that happened with its day', async (status, label, steps) => {
    renderPart([applicationIn(status)]);
    expect(await within(part()).findByText(/^Status:/)).toHaveTextContent(`Status: ${label}`);
    expect(
      within(timeline())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(steps);
  });

  it('no application yet: no status and no timeline, an invitation to start', async () => {
    renderPart([null]);
    expect(await within(part()).findByRole('link', { name: 'Start your application' })).toBeVisible();
    expect(within(part()).queryByText(/^Status:/)).toBeNull();
    expect(within(part()).queryByRole('list')).toBeNull();
    expect(within(part()).queryByRole('button', { name: 'Cancel application' })).toBeNull();
  });

  it.each<[Status | 'none', boolean, boolean]>([
    ['incomplete', true, true],
    ['submitted', true, false],
    ['approved', false, false],
    ['declined', false, false],
    ['canceled', false, false],
    ['none', false, false],
  ])('%s: cancel offered %s, resume offered %s (product-rules#application-status)', async (status, cancel, resume) => {
    renderPart([status === 'none' ? null : applicationIn(status)]);
    await waitFor(() => expect(within(part()).queryByText('Loading…')).toBeNull());
    expect(within(part()).queryAllByRole('button', { name: 'Cancel application' })).toHaveLength(cancel ? 1 : 0);
    expect(within(part()).queryAllByRole('link', { name: 'Resume your application' })).toHaveLength(resume ? 1 : 0);
  });
});

describe('canceling from /account', () => {
  it.each([
    [
      'Keep my application',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Keep my application')),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s: nothing is sent, and the focus is back on the button', async (_way, keep) => {
    const { api, user } = renderPart([applicationIn('incomplete')]);
    await user.click(await within(part()).findByRole('button', { name: 'Cancel application' }));
    const confirm = within(part()).getByRole('group', { name: 'Cancel your application?' });
    expect(within(confirm).getByRole('button', { name: 'Keep my application' })).toHaveFocus();

    await keep(user);
    expect(within(part()).queryByRole('group')).toBeNull();
    expect(within(part()).getByRole('button', { name: 'Cancel application' })).toHaveFocus();
    expect(api.callsTo('AccountCancelApplication')).toHaveLength(0);
    expect(statusLine()).toHaveTextContent('In progress');
  });

  it('confirmed by keyboard: sent once, the part shows it canceled and offers a new application', async () => {
    const answer = deferred();
    const { api, user } = renderPart([applicationIn('submitted')], async () => {
      await answer.promise;
      return graphqlData({ applicationUpdateStatusUser: applicationIn('canceled') });
    });
    (await within(part()).findByRole('button', { name: 'Cancel application' })).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Yes, cancel my application' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const pending = screen.getByRole('button', { name: 'Canceling…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    answer.resolve();

    await waitFor(() => expect(statusLine()).toHaveTextContent('Status: Canceled'));
    expect(statusLine()).toHaveFocus();
    expect(api.callsTo('AccountCancelApplication')).toHaveLength(1);
    expect(within(part()).getByText('You canceled your application.', { exact: false })).toBeVisible();
    expect(within(part()).getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
      'href',
      '/application',
    );
    expect(within(timeline()).getAllByRole('listitem').at(-1)).toHaveTextContent('Canceled November 6, 2026');
    expect(within(part()).queryByRole('button', { name: 'Cancel application' })).toBeNull();
  });

  it('decided meanwhile: the server’s refusal is shown, and the part shows the decision without a cancel', async () => {
    const refusal = 'This application is approved and can no longer be canceled.';
    const { api, user } = renderPart([applicationIn('submitted'), applicationIn('approved')], () =>
      graphqlRefusal('APPLICATION_NOT_EDITABLE', refusal),
    );
    await user.click(await within(part()).findByRole('button', { name: 'Cancel application' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my application' }));

    const alert = await within(part()).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Status: Approved'));
    expect(alert).toHaveFocus();
    expect(within(part()).queryByRole('button', { name: /cancel/i })).toBeNull();
    expect(api.callsTo('AccountApplicationStatus')).toHaveLength(2);
  });
});
