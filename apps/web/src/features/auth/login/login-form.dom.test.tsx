import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { NotificationArea } from '../../../lib/notifications/notification-area';
import { NotificationProvider } from '../../../lib/notifications/notification-provider';
import { clientSettingsRoute, fakeGrecaptcha } from '../../../lib/recaptcha/recaptcha-test-kit';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlAnswer } from '../../../testing/fake-graphql';
import { AuthSessionContext } from '../session/auth-session-context';
import { initialUserState, userReducer } from '../session/user-state';
import { LoginForm } from './login-form';

const signedInUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  role: 'applicant',
  token: 'session-hash',
  inviteCode: 'ANA123',
  isCardHolder: false,
};
const siteKey = 'site-key-from-settings';
const recaptchaFailedText =
  'We could not complete our automatic security check. Please press the button again to retry.';

function AuthSession({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(userReducer, initialUserState);
  return <AuthSessionContext value={{ state, dispatch }}>{children}</AuthSessionContext>;
}

/** The sign-in form with the server's client settings naming Google's reCAPTCHA, and `answers` for Login in turn. */
function renderSignIn(answers: GraphqlAnswer[]) {
  const queue = [...answers];
  const api = fakeGraphqlServer(
    { Login: () => queue.shift() ?? graphqlData({ login: signedInUser }) },
    clientSettingsRoute({ mode: 'google', siteKey }),
  );
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[sitePaths.signIn]}>
      <QueryClientProvider client={new QueryClient()}>
        <NotificationProvider>
          <NotificationArea />
          <AuthSession>
            <Routes>
              <Route path={sitePaths.signIn} element={<LoginForm />} />
              <Route path={sitePaths.application} element={<h1>Your application</h1>} />
            </Routes>
          </AuthSession>
        </NotificationProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const signIn = async () => {
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a calm walk by the river');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };
  return { api, signIn };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

describe("LoginForm with Google's reCAPTCHA v3", () => {
  it('signs in with a token Google made for the login action', async () => {
    const google = fakeGrecaptcha();
    window.grecaptcha = google.grecaptcha;
    const { api, signIn } = renderSignIn([]);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeVisible();
    expect(google.calls).toEqual([{ siteKey, action: 'login' }]);
    expect(api.callsTo('Login')[0]?.variables).toMatchObject({ recaptchaToken: 'token-for-login' });
  });

  it("product-rules#auth-errors: a refused token ('reCAPTCHA match') marks the check failed; the next press asks Google again", async () => {
    const google = fakeGrecaptcha();
    window.grecaptcha = google.grecaptcha;
    const { api, signIn } = renderSignIn([graphqlRefusal('RECAPTCHA_MISMATCH', 'reCAPTCHA match')]);
    await signIn();
    expect(await screen.findByText(recaptchaFailedText)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.com');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeVisible();
    expect(google.calls).toHaveLength(2);
    expect(api.callsTo('Login')).toHaveLength(2);
  });

  it("Google's script blocked in this browser: the same failed check, and no sign-in is sent", async () => {
    // Kept off the simulated page (nothing is fetched); the browser reports the blocked load.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('error')));
    });
    const { api, signIn } = renderSignIn([]);
    await signIn();
    expect(await screen.findByText(recaptchaFailedText)).toBeVisible();
    expect(api.callsTo('Login')).toHaveLength(0);
  });
});

// product-rules#auth-errors: after a refused sign-in the message is announced and focus leaves the button for the
// e-mail field, where the next try starts; the words are the notification catalogue's.
describe('LoginForm after a refused sign-in', () => {
  it.each([
    [
      'wrong e-mail or password (INVALID_LOGIN)',
      graphqlRefusal('INVALID_LOGIN', 'Incorrect user name or password'),
      'Incorrect user name or password',
    ],
    [
      'our server failed',
      graphqlRefusal('INTERNAL_SERVER_ERROR', 'Internal error'),
      'Something went wrong on our side. Please try again in a moment.',
    ],
  ])('%s: the message is an alert and focus is on the e-mail field', async (_case, answer, text) => {
    window.grecaptcha = fakeGrecaptcha().grecaptcha;
    const { signIn } = renderSignIn([answer]);
    await signIn();
    const message = await screen.findByText(text);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.com');
  });
});

describe('LoginForm and the passkey (decision 076)', () => {
  it('offers "Sign in with a passkey" beside the password', () => {
    window.grecaptcha = fakeGrecaptcha().grecaptcha;
    renderSignIn([]);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  });

  it('a correct password on an account that asks for its passkey too: the passkey prompt takes the form’s place', async () => {
    window.grecaptcha = fakeGrecaptcha().grecaptcha;
    const { signIn } = renderSignIn([graphqlRefusal('PASSKEY_REQUIRED', 'Confirm with your passkey.')]);
    await signIn();
    expect(await screen.findByRole('button', { name: 'Confirm with your passkey' })).toBeVisible();
    expect(screen.getByText(/This account also asks for its passkey/)).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(screen.getByLabelText('Password')).toBeVisible();
  });
});
