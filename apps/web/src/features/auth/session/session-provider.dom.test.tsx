import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { NotificationProvider } from '../../../lib/notifications/notification-provider';
import { useSession } from '../../../lib/session/session-context';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { SessionProvider } from './session-provider';

const signedInUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  role: 'applicant',
  inviteCode: 'ANA123',
  isCardHolder: false,
  isSessionValid: true,
};

/** What a page sees of the session, and a way to ask for the re-check a protected page makes on entry. */
function SessionProbe() {
  const { status, user, revalidate } = useSession();
  const { current } = useNotifications();
  return (
    <>
      <p>{`status: ${status}; user: ${user?.firstName ?? 'none'}`}</p>
      <p>{`notice: ${current?.key ?? 'none'}`}</p>
      <button type="button" onClick={() => void revalidate()}>
        Check again
      </button>
    </>
  );
}

function renderSession(checkSession: GraphqlHandler) {
  const api = fakeGraphqlServer({
    CheckToken: () => graphqlData({ checkToken: signedInUser }),
    CheckSession: checkSession,
  });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <NotificationProvider>
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>
    </NotificationProvider>,
  );
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  document.cookie = `${sessionTransport.sessionHashCookie}=hash-of-session; path=/`;
});
afterEach(() => {
  document.cookie = `${sessionTransport.sessionHashCookie}=; path=/; max-age=0`;
  vi.unstubAllGlobals();
});

describe('SessionProvider: the session check once signed in (product-rules#signed-in-state)', () => {
  it('asks checkSession, not for the user again, and stays signed in while the session holds', async () => {
    const { api, user } = renderSession(() => graphqlData({ checkSession: { sessionIsValid: true } }));
    expect(await screen.findByText('status: loggedIn; user: Ana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(api.callsTo('CheckSession')).toHaveLength(1));
    expect(api.callsTo('CheckToken')).toHaveLength(1);
    expect(screen.getByText('status: loggedIn; user: Ana')).toBeInTheDocument();
  });

  it.each([
    ['the session is no longer valid', () => graphqlData({ checkSession: { sessionIsValid: false } })],
    ['the server refuses the session', () => graphqlRefusal('UNAUTHENTICATED', 'Please sign in.', 401)],
  ])('signs out with session_expired when %s', async (_case, answer) => {
    const { user } = renderSession(answer);
    expect(await screen.findByText('status: loggedIn; user: Ana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('status: loggedOut; user: none')).toBeInTheDocument();
    expect(screen.getByText('notice: session_expired')).toBeInTheDocument();
  });

  it('keeps the person signed in when the check cannot reach the server', async () => {
    const { api, user } = renderSession(() => ({ status: 503, body: { message: 'unavailable' } }));
    expect(await screen.findByText('status: loggedIn; user: Ana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(api.callsTo('CheckSession')).toHaveLength(1));
    expect(screen.getByText('status: loggedIn; user: Ana')).toBeInTheDocument();
    expect(screen.getByText('notice: none')).toBeInTheDocument();
  });
});
