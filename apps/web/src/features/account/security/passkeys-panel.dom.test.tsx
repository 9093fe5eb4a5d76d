import type * as SimpleWebAuthnBrowser from '@simplewebauthn/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { PasskeysPanel } from './passkeys-panel';
import { SessionsPanel } from './sessions-panel';

// The DOM has no authenticator: @simplewebauthn/browser answers as the row needs.
const browserPasskeys = vi.hoisted(() => ({ startRegistration: vi.fn<() => Promise<unknown>>() }));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof SimpleWebAuthnBrowser>()),
  browserSupportsWebAuthn: () => true,
  startRegistration: browserPasskeys.startRegistration,
}));

const laptop = { id: 'a1', name: 'My laptop', createdAt: '2026-11-28T10:00:00.000Z', lastUsedAt: null };
const stepUpRefusal = () => graphqlRefusal('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403);

function renderWith(handlers: Record<string, GraphqlHandler>, panel: ReactNode) {
  const api = fakeGraphqlServer(handlers);
  vi.stubGlobal('fetch', api.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {panel}
    </QueryClientProvider>,
  );
  return { api, person: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  browserPasskeys.startRegistration.mockReset();
});

describe('PasskeysPanel', () => {
  it('asks for the step-up, then adds the named passkey and lists it', async () => {
    let proved = false;
    const unregister = setStepUpAsker(() => {
      proved = true;
      return Promise.resolve(true);
    });
    let list = [] as (typeof laptop)[];
    browserPasskeys.startRegistration.mockResolvedValue({ id: 'cred', rawId: 'cred', type: 'public-key' });
    const { api, person } = renderWith(
      {
        MyPasskeys: () => graphqlData({ myPasskeys: { passkeyAfterPassword: false, passkeys: list } }),
        PasskeyRegistrationOptions: () =>
          proved ? graphqlData({ passkeyRegistrationOptions: '{"challenge":"Yw"}' }) : stepUpRefusal(),
        AddPasskey: () => {
          list = [laptop];
          return graphqlData({ addPasskey: { id: 'a1', name: 'My laptop' } });
        },
      },
      <PasskeysPanel />,
    );
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
    await person.type(screen.getByLabelText('Name for the passkey'), 'My laptop');
    await person.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey “My laptop” added. You can sign in with it from now on.')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Your passkeys' })).getByText('My laptop')).toBeVisible();
    expect(api.callsTo('PasskeyRegistrationOptions')).toHaveLength(2);
    expect(api.callsTo('AddPasskey')[0]?.variables).toMatchObject({ name: 'My laptop' });
    unregister();
  });

  it.each([
    ['an empty name, before anything is sent', '', 'Give the passkey a name, such as the device it is on'],
    ['the step-up prompt closed', 'My phone', 'Confirm it is you first: this change needs it.'],
  ])('says what is wrong for %s', async (_case, name, text) => {
    const unregister = setStepUpAsker(() => Promise.resolve(false));
    const { api, person } = renderWith(
      {
        MyPasskeys: () => graphqlData({ myPasskeys: { passkeyAfterPassword: false, passkeys: [] } }),
        PasskeyRegistrationOptions: stepUpRefusal,
      },
      <PasskeysPanel />,
    );
    await screen.findByText('You have no passkeys yet.');
    if (name) await person.type(screen.getByLabelText('Name for the passkey'), name);
    await person.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(api.callsTo('PasskeyRegistrationOptions')).toHaveLength(name ? 1 : 0);
    unregister();
  });

  it('offers the passkey after the password only once there is a passkey', async () => {
    renderWith(
      { MyPasskeys: () => graphqlData({ myPasskeys: { passkeyAfterPassword: false, passkeys: [] } }) },
      <PasskeysPanel />,
    );
    expect(await screen.findByRole('checkbox', { name: /Ask for my passkey after my password/ })).toBeDisabled();
    expect(screen.getByText('Add a passkey first to turn this on.')).toBeVisible();
  });
});

describe('SessionsPanel', () => {
  const sessions = [
    {
      id: 's1',
      device: 'Chrome on Windows',
      country: 'US',
      startedAt: '2026-11-28T09:00:00.000Z',
      lastSeenAt: '2026-11-28T10:00:00.000Z',
      current: true,
    },
    {
      id: 's2',
      device: 'Safari on iPhone',
      country: null,
      startedAt: '2026-11-27T09:00:00.000Z',
      lastSeenAt: '2026-11-27T10:00:00.000Z',
      current: false,
    },
  ];

  it('lists the sessions with their place, marks this one, and signs another out', async () => {
    let live = sessions;
    const { api, person } = renderWith(
      {
        MySessions: () => graphqlData({ mySessions: live }),
        SignOutSession: () => {
          live = sessions.slice(0, 1);
          return graphqlData({ signOutSession: true });
        },
      },
      <SessionsPanel />,
    );
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getByText('This device')).toBeVisible();
    expect(within(list).getByText(/United States/)).toBeVisible();
    expect(within(list).getByText(/Place unknown/)).toBeVisible();
    // No "Sign out" on this device's row: the site's own Sign out does that.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await person.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await vi.waitFor(() => expect(within(list).queryByText('Safari on iPhone')).toBeNull());
    expect(api.callsTo('SignOutSession')[0]?.variables).toEqual({ id: 's2' });
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('signs out all the others and says how many', async () => {
    const { person } = renderWith(
      {
        MySessions: () => graphqlData({ mySessions: sessions }),
        SignOutOtherSessions: () => graphqlData({ signOutOtherSessions: 1 }),
      },
      <SessionsPanel />,
    );
    await person.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('Signed out of 1 other session.')).toBeVisible();
  });
});
