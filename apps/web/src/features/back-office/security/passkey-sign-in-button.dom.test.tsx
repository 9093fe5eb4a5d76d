import type * as SimpleWebAuthnBrowser from '@simplewebauthn/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { PasskeySignInButton } from './passkey-sign-in-button';

// The browser's half is @simplewebauthn/browser; the DOM has no authenticator, so each row says what it does.
const browserPasskeys = vi.hoisted(() => ({
  supported: true,
  startAuthentication: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof SimpleWebAuthnBrowser>()),
  browserSupportsWebAuthn: () => browserPasskeys.supported,
  startAuthentication: browserPasskeys.startAuthentication,
}));

const options = JSON.stringify({
  challenge: 'c2VydmVyLWNoYWxsZW5nZQ',
  rpId: 'localhost',
  userVerification: 'required',
});
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

function renderButton(signIn: GraphqlHandler) {
  const server = fakeGraphqlServer({
    StaffPasskeySignInOptions: () => graphqlData({ staffPasskeySignInOptions: options }),
    StaffPasskeySignIn: signIn,
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/ops', element: <h1>Queue</h1> },
      { path: '/ops/sign-in', element: <PasskeySignInButton /> },
    ],
    { initialEntries: ['/ops/sign-in'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  browserPasskeys.supported = true;
  browserPasskeys.startAuthentication.mockReset();
});

describe('Sign in with a passkey', () => {
  it('sends the signed challenge and opens the back office', async () => {
    browserPasskeys.startAuthentication.mockResolvedValue(assertion);
    const server = renderButton(() =>
      graphqlData({ staffPasskeySignIn: { email: 'r@bank.example', role: 'reviewer' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Queue' })).toBeVisible();
    expect(JSON.parse(String(server.callsTo('StaffPasskeySignIn')[0]?.variables.response))).toEqual(assertion);
  });

  it.each<[string, () => void, GraphqlHandler, RegExp]>([
    [
      'a browser without WebAuthn',
      () => {
        browserPasskeys.supported = false;
      },
      () => graphqlData({}),
      /This browser cannot use passkeys/,
    ],
    [
      'the person closing the prompt',
      () => {
        browserPasskeys.startAuthentication.mockRejectedValue(new DOMException('closed', 'NotAllowedError'));
      },
      () => graphqlData({}),
      /cancelled or timed out/,
    ],
    [
      'a passkey the server does not recognise',
      () => {
        browserPasskeys.startAuthentication.mockResolvedValue(assertion);
      },
      () =>
        graphqlRefusal(
          'STAFF_SIGN_IN_FAILED',
          'That passkey was not recognised. Use another, or your password and code.',
          401,
        ),
      /That passkey was not recognised/,
    ],
  ])('says so clearly for %s, and stays on the sign-in', async (_case, arrange, signIn, message) => {
    arrange();
    renderButton(signIn);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Queue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  });
});
