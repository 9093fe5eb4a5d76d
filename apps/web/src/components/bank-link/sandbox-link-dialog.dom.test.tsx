import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkedBank, LinkEvent } from '../../lib/bank-link/link-session';
import { SandboxLinkDialog, type SandboxLinkWords } from './sandbox-link-dialog';

const words: SandboxLinkWords = {
  title: 'Link the test bank',
  chooseAccount: 'Choose the test account.',
  unreachable: 'The test service is out of reach.',
  exit: 'Leave the test',
};

type SandboxAnswer = { status?: number; body: unknown } | 'unreachable';

const institutions = { body: { institutions: [{ id: 'ins_harbor', name: 'Harbor' }] } };
const accounts = { body: { accounts: [{ id: 'acc-1', name: 'Plaid Checking', mask: '0000', subtype: 'checking' }] } };
const completed = {
  body: { publicToken: 'public-1', institutionName: 'Harbor Bank', linkSessionId: 'server-session' },
};
const refused = { body: { error: { code: 'INVALID_CREDENTIALS', message: 'The username or password is wrong.' } } };

/** The sandbox's Link routes behind `fetch`, recording each request's body. */
function sandboxServer(answers: Partial<Record<'institutions' | 'login' | 'complete', SandboxAnswer>> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/sandbox/plaid/link/', '').replace('session/', '');
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const routes: Record<string, SandboxAnswer> = { institutions, login: accounts, complete: completed, ...answers };
    const answer = routes[path];
    if (!answer || answer === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function renderDialog({ canTryAnotherBank = false, withEvents = true } = {}) {
  const events: LinkEvent[] = [];
  const linked: LinkedBank[] = [];
  const onExit = vi.fn();
  render(
    <SandboxLinkDialog
      createLinkToken={() => Promise.resolve('link-token-1')}
      words={words}
      {...(canTryAnotherBank ? { canTryAnotherBank } : {})}
      onLinked={(bank) => linked.push(bank)}
      onExit={onExit}
      {...(withEvents ? { onEvent: (event: LinkEvent) => events.push(event) } : {})}
    />,
  );
  return { events, linked, onExit, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Harbor' }));
  await user.type(screen.getByLabelText('Username'), 'user_good');
  await user.type(screen.getByLabelText('Password'), 'pass_good');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SandboxLinkDialog', () => {
  it('links the chosen account with the caller’s link token, reporting each step under one session', async () => {
    const sent = sandboxServer();
    const { events, linked, user } = renderDialog();
    expect(screen.getByRole('dialog', { name: words.title })).toBeInTheDocument();
    await logIn(user);
    expect(await screen.findByText(words.chooseAccount)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plaid Checking ending 0000' }));

    expect(sent.find((request) => request.path === 'login')?.body).toEqual({
      linkToken: 'link-token-1',
      institutionId: 'ins_harbor',
      username: 'user_good',
      password: 'pass_good',
    });
    const sessionId = events[0]?.linkSessionId;
    expect(sessionId).toEqual(expect.any(String));
    expect(linked).toEqual([
      { publicToken: 'public-1', institutionName: 'Harbor Bank', linkSessionId: sessionId, plaidAccountId: 'acc-1' },
    ]);
    expect(events).toEqual([
      { eventName: 'OPEN', linkSessionId: sessionId },
      { eventName: 'SELECT_INSTITUTION', institutionName: 'Harbor', linkSessionId: sessionId },
      { eventName: 'SUBMIT_CREDENTIALS', institutionName: 'Harbor', linkSessionId: sessionId },
      { eventName: 'SELECT_ACCOUNT', institutionName: 'Harbor', linkSessionId: sessionId },
      { eventName: 'HANDOFF', institutionName: 'Harbor Bank', linkSessionId: sessionId },
    ]);
  });

  it('links with no one recording the events', async () => {
    sandboxServer();
    const { linked, user } = renderDialog({ withEvents: false });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Plaid Checking ending 0000' }));
    expect(linked.map((bank) => bank.publicToken)).toEqual(['public-1']);
  });

  it.each([
    ['the service unreachable at opening', { institutions: 'unreachable' as const }, words.unreachable, 'NETWORK'],
    [
      'a refused login: the provider’s words',
      { login: refused },
      'The username or password is wrong.',
      'INVALID_CREDENTIALS',
    ],
    ['the service unreachable at the login', { login: 'unreachable' as const }, words.unreachable, 'NETWORK'],
  ])('%s', async (_case, answers, message, errorCode) => {
    sandboxServer(answers);
    const { events, linked, user } = renderDialog();
    if (!('institutions' in answers)) await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(events.at(-1)).toMatchObject({ eventName: 'ERROR', errorCode });
    expect(linked).toEqual([]);
  });

  it('closing without a link is an exit, reported with the stage it left', async () => {
    sandboxServer();
    const { events, onExit, user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Harbor' }));
    await user.click(screen.getByRole('button', { name: words.exit }));
    expect(onExit).toHaveBeenCalledOnce();
    expect(events.at(-1)).toMatchObject({ eventName: 'EXIT', exitStatus: 'credentials' });
  });

  it('"Try another bank", when offered, goes back to the bank list in the same session', async () => {
    sandboxServer();
    const { events, user } = renderDialog({ canTryAnotherBank: true });
    await user.click(await screen.findByRole('button', { name: 'Harbor' }));
    await user.click(screen.getByRole('button', { name: 'Try another bank' }));
    expect(screen.getByText('Choose your bank.')).toBeInTheDocument();
    expect(new Set(events.map((event) => event.linkSessionId)).size).toBe(1);
  });

  it('"Try another bank" is not offered unless asked for', async () => {
    sandboxServer();
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Harbor' }));
    expect(screen.getByRole('form', { name: 'Log in to Harbor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another bank' })).toBeNull();
  });
});
