import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionApi } from '../../../lib/session/session-context';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { EmailChangePanel } from './email-change-panel';

const session: SessionApi = {
  status: 'loggedIn',
  user: {
    id: '5b0c1f0e-7d1a-4c55-9a43-0d6f3a3c2e11',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya@example.com',
    role: 'user',
    inviteCode: 'PRIYA123',
    isCardHolder: false,
  },
  revalidate: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
  expire: () => undefined,
  signOut: () => Promise.resolve(),
};

const waiting = {
  newEmail: 'priya.new@example.com',
  requestedAt: '2026-11-28T10:00:00.000Z',
  linkExpiresAt: '2026-11-29T10:00:00.000Z',
};

function renderPanel(handlers: Record<string, GraphqlHandler>) {
  const api = fakeGraphqlServer({ PendingEmailChange: () => graphqlData({ pendingEmailChange: null }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <EmailChangePanel />
        </QueryClientProvider>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return { api, person: userEvent.setup(), panel: screen.getByRole('region', { name: 'E-mail address' }) };
}

async function ask(person: ReturnType<typeof userEvent.setup>, newEmail: string) {
  await person.type(screen.getByLabelText('New e-mail address'), newEmail);
  await person.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
}

describe('EmailChangePanel', () => {
  it('shows the address in use and a change waiting for its link, which Cancel stops', async () => {
    const { api, person, panel } = renderPanel({
      PendingEmailChange: () => graphqlData({ pendingEmailChange: waiting }),
      CancelEmailChange: () => graphqlData({ cancelEmailChange: true }),
    });
    expect(within(panel).getByText('priya@example.com')).toBeVisible();
    expect(await within(panel).findByText('priya.new@example.com')).toBeVisible();
    await person.click(within(panel).getByRole('button', { name: 'Cancel this change' }));
    await vi.waitFor(() => expect(within(panel).queryByText('priya.new@example.com')).toBeNull());
    expect(api.callsTo('CancelEmailChange')).toHaveLength(1);
  });

  it('asks for the step-up when the server says so, then sends the same address again once proved', async () => {
    let proved = false;
    const prompts: string[] = [];
    const unregister = setStepUpAsker(() => {
      prompts.push('asked');
      proved = true;
      return Promise.resolve(true);
    });
    const { api, person, panel } = renderPanel({
      RequestEmailChange: () =>
        proved
          ? graphqlData({ requestEmailChange: waiting })
          : graphqlRefusal('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403),
    });
    await ask(person, 'priya.new@example.com');
    expect(await within(panel).findByText('priya.new@example.com')).toBeVisible();
    expect(prompts).toEqual(['asked']);
    expect(api.callsTo('RequestEmailChange').map((call) => call.variables)).toEqual([
      { newEmail: 'priya.new@example.com' },
      { newEmail: 'priya.new@example.com' },
    ]);
    unregister();
  });

  it('says what is needed when the step-up prompt is closed', async () => {
    const unregister = setStepUpAsker(() => Promise.resolve(false));
    const { api, person, panel } = renderPanel({
      RequestEmailChange: () => graphqlRefusal('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403),
    });
    await ask(person, 'priya.new@example.com');
    expect(await within(panel).findByText('Please confirm it is you before doing this.')).toBeVisible();
    expect(api.callsTo('RequestEmailChange')).toHaveLength(1);
    unregister();
  });

  it.each([
    {
      refusal: 'the current address',
      answer: graphqlRefusal('BAD_USER_INPUT', 'This is already the e-mail address of your account.'),
      says: 'This is already the e-mail address of your account.',
    },
    {
      refusal: 'too many requests',
      answer: graphqlRefusal('TOO_MANY_REQUESTS', 'Too many attempts. Please wait a few minutes and try again.', 429),
      says: 'Too many attempts. Please wait a few minutes and try again.',
    },
  ])('says the server’s refusal: $refusal', async ({ answer, says }) => {
    const { person, panel } = renderPanel({ RequestEmailChange: () => answer });
    await ask(person, 'priya.other@example.com');
    expect(await within(panel).findByText(says)).toBeVisible();
  });

  it('checks the address before asking the server', async () => {
    const { api, person, panel } = renderPanel({});
    await ask(person, 'not-an-address');
    expect(within(panel).getAllByText(/valid email address/).length).toBeGreaterThan(0);
    expect(api.callsTo('RequestEmailChange')).toHaveLength(0);
  });
});
