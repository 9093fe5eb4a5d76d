import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { AddPasskeyForm } from './add-passkey-form';
import { LiveSessions } from './live-sessions';
import { PasskeyList, type ListedPasskey } from './passkey-list';
import { SessionList, type ListedSession } from './session-list';

const laptop: ListedPasskey = {
  id: 'p1',
  name: 'Work laptop',
  createdAt: '2026-11-28T10:00:00.000Z',
  lastUsedAt: null,
};
const key: ListedPasskey = {
  id: 'p2',
  name: 'Security key',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: '2026-11-28T09:00:00.000Z',
};
const here: ListedSession = {
  id: 's1',
  device: 'Chrome on Windows',
  startedAt: '2026-11-28T09:00:00.000Z',
  lastSeenAt: '2026-11-28T10:00:00.000Z',
  current: true,
};
const phone: ListedSession = { ...here, id: 's2', device: 'Safari on iPhone', current: false };

const failed = (text: string) => () => text;

describe('PasskeyList', () => {
  it.each([
    ['loading', { passkeys: undefined, isPending: true, isError: false }, 'Loading your passkeys…'],
    [
      'a failed load',
      { passkeys: undefined, isPending: false, isError: true },
      'Your passkeys could not be loaded. Reload the page to try again.',
    ],
    ['no passkeys', { passkeys: [], isPending: false, isError: false }, 'You have no passkeys yet.'],
  ])('says so for %s, with no list', (_case, state, text) => {
    render(<PasskeyList {...state} remove={vi.fn()} removeFailureText={failed('')} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each passkey with when it was added and last used', () => {
    render(
      <PasskeyList
        passkeys={[laptop, key]}
        isPending={false}
        isError={false}
        remove={vi.fn()}
        removeFailureText={failed('')}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Work laptop.*Added .*not used yet/);
    expect(rows[1]).toHaveTextContent(/Security key.*Added .*last used /);
  });

  it('removes with the host’s call, and shows the host’s words on the row when it fails', async () => {
    const remove = vi.fn<(passkey: ListedPasskey) => Promise<void>>().mockRejectedValue(new Error('no'));
    render(
      <PasskeyList
        passkeys={[laptop, key]}
        isPending={false}
        isError={false}
        remove={remove}
        removeFailureText={failed('The passkey could not be removed. Try again.')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove the passkey Security key' }));
    expect(remove).toHaveBeenCalledWith(key);
    const row = screen.getAllByRole('listitem')[1];
    expect(await within(row!).findByText('The passkey could not be removed. Try again.')).toBeVisible();
    expect(within(screen.getAllByRole('listitem')[0]!).queryByRole('alert')).toBeNull();
  });
});

describe('AddPasskeyForm', () => {
  const renderForm = (register: (name: string) => Promise<{ name: string }>) =>
    render(
      <AddPasskeyForm
        fieldId="passkey-name"
        hint="“Work laptop”"
        register={register}
        failureText={failed('It failed.')}
      />,
    );

  it.each([
    ['an empty name, before anything runs', '', undefined, 'Give the passkey a name, such as the device it is on'],
    [
      'a name the server refuses, on the field',
      'x',
      new ApiError(400, 'Refused', 'BAD_USER_INPUT', [{ field: 'name', message: 'That name is too long' }]),
      'That name is too long',
    ],
    ['any other failure, in the host’s words', 'My key', new Error('boom'), 'It failed.'],
  ])('says what is wrong for %s', async (_case, name, refusal, text) => {
    const register = vi.fn<(name: string) => Promise<{ name: string }>>().mockRejectedValue(refusal);
    renderForm(register);
    if (name) await userEvent.type(screen.getByLabelText('Name for the passkey'), name);
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(register).toHaveBeenCalledTimes(name ? 1 : 0);
  });

  it('adds under the name the server kept and empties the field', async () => {
    const register = vi.fn((name: string) => Promise.resolve({ name: name.trim() }));
    renderForm(register);
    await userEvent.type(screen.getByLabelText('Name for the passkey'), 'Work laptop ');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey “Work laptop” added. You can sign in with it from now on.')).toBeVisible();
    expect(register).toHaveBeenCalledWith('Work laptop ');
    expect(screen.getByLabelText('Name for the passkey')).toHaveValue('');
  });
});

describe('SessionList', () => {
  it('marks this device, offers Sign out on the others only, and shows a failure on its row', async () => {
    const signOut = vi.fn<(session: ListedSession) => Promise<void>>().mockRejectedValue(new Error('no'));
    render(
      <SessionList
        sessions={[here, phone]}
        placeOf={(session) => (session.current ? 'United States' : 'Place unknown')}
        signOut={signOut}
        failureText={failed('Could not sign it out.')}
      />,
    );
    const list = screen.getByRole('list', { name: 'Your sessions' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /Chrome on WindowsThis deviceUnited States · last active/,
    );
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(signOut).toHaveBeenCalledWith(phone);
    expect(await within(list).findByText('Could not sign it out.')).toBeVisible();
  });
});

describe('LiveSessions', () => {
  const loaded = (data: readonly ListedSession[]) =>
    ({ data, isPending: false, isError: false }) as unknown as UseQueryResult<readonly ListedSession[]>;
  const renderFrame = (
    sessions: UseQueryResult<readonly ListedSession[]>,
    signOutOthers: () => Promise<number> = () => Promise.resolve(0),
  ) =>
    render(
      <LiveSessions
        sessions={sessions}
        signOutOthers={signOutOthers}
        signOutOthersLabel="Sign out my other sessions"
        signOutOthersFailureText={failed('Your other sessions could not be signed out. Try again.')}
        actionsClassName="actions"
      >
        {(list) => <p>{list.length} shown</p>}
      </LiveSessions>,
    );

  it.each([
    ['loading', { data: undefined, isPending: true, isError: false }, 'Loading your sessions…'],
    [
      'a failed load',
      { data: undefined, isPending: false, isError: true },
      'Your sessions could not be loaded. Reload the page to try again.',
    ],
  ])('says so for %s', (_case, state, text) => {
    renderFrame(state as unknown as UseQueryResult<readonly ListedSession[]>);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['only this session: no button', [here], false],
    ['another session too: the button', [here, phone], true],
  ])('shows the sessions the host draws, and %s', (_case, sessions, offered) => {
    renderFrame(loaded(sessions));
    expect(screen.getByText(`${sessions.length} shown`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out my other sessions' }) !== null).toBe(offered);
  });

  it.each([
    [1, 'Signed out of 1 other session.'],
    [3, 'Signed out of 3 other sessions.'],
  ])('says how many others it signed out (%i)', async (ended, text) => {
    renderFrame(loaded([here, phone]), () => Promise.resolve(ended));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out my other sessions' }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('says it in the host’s words when signing the others out fails', async () => {
    renderFrame(loaded([here, phone]), () => Promise.reject(new Error('no')));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out my other sessions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your other sessions could not be signed out. Try again.',
    );
  });
});
