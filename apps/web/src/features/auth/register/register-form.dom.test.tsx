import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { NotificationProvider } from '../../../lib/notifications/notification-provider';
import { clientSettingsRoute } from '../../../lib/recaptcha/recaptcha-test-kit';
import { deferred, fakeGraphqlServer, graphqlData, type GraphqlAnswer } from '../../../testing/fake-graphql';
import { registerDisclosuresPath } from '../api/register-disclosures';
import { AuthSessionContext } from '../session/auth-session-context';
import { initialUserState, userReducer } from '../session/user-state';
import { RegisterForm } from './register-form';

const createdUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  role: 'applicant',
  token: 'session-hash',
  inviteCode: 'ANA123',
  isCardHolder: false,
};

function AuthSession({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(userReducer, initialUserState);
  return <AuthSessionContext value={{ state, dispatch }}>{children}</AuthSessionContext>;
}

/** GET /user/register/disclosures as the server answers it, with the E-SIGN consent at `version`. */
const servedDisclosures = (version: string | null, title: string): GraphqlAnswer => ({
  body: {
    documents: [
      { type: 'TERMS_OF_USE', version: 'v2', title: 'Terms of Use', shareURL: 'https://waypoint.test/terms-of-use' },
      { type: 'REGISTER_ESIGN', version, title, shareURL: `https://waypoint.test${sitePaths.eSignConsent}` },
    ],
  },
});

function renderSignUp(
  register: () => Promise<unknown>,
  state: unknown = null,
  disclosures: () => GraphqlAnswer = () => servedDisclosures('v1', 'E-sign consent Agreement'),
) {
  const api = fakeGraphqlServer(
    {
      Register: async () => {
        await register();
        return graphqlData({ register: createdUser });
      },
    },
    {
      [registerDisclosuresPath]: disclosures,
      ...clientSettingsRoute(),
      '/crm/new_lead': () => ({ status: 202, body: { ok: true } }),
    },
  );
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[{ pathname: sitePaths.register, state }]}>
      <QueryClientProvider client={new QueryClient()}>
        <NotificationProvider>
          <AuthSession>
            <Routes>
              <Route path={sitePaths.register} element={<RegisterForm />} />
              <Route path={sitePaths.application} element={<h1>Your application</h1>} />
            </Routes>
          </AuthSession>
        </NotificationProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterForm (sign-up), as an applicant uses it', () => {
  it('lists what is missing in a summary that takes focus, marks the fields, and sends nothing', async () => {
    const { api, user } = renderSignUp(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('heading', { name: 'Please check the highlighted fields' });
    expect(summary.parentElement).toHaveFocus();
    const lines = (await screen.findAllByRole('link', { name: /: / })).map((link) => link.textContent?.split(':')[0]);
    expect(lines).toEqual(['First name', 'Last name', 'Email address', 'Password', 'E-sign consent']);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Middle name (optional)' })).toBeValid();
    expect(screen.getByRole('checkbox')).toBeInvalid();
    expect(api.calls).toEqual([]);
  });

  it('starts with the names given on the eligibility check, handed over in the navigation state', async () => {
    const { user } = renderSignUp(() => Promise.resolve(), { firstName: 'Ana', lastName: 'Thinfile' });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Thinfile');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const lines = (await screen.findAllByRole('link', { name: /: / })).map((link) => link.textContent?.split(':')[0]);
    expect(lines).toEqual(['Email address', 'Password', 'E-sign consent']);
  });

  it('says it is creating the account, sends once, then opens the application', async () => {
    const answer = deferred();
    const { api, user } = renderSignUp(() => answer.promise);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lima');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'four unrelated words here');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = await screen.findByRole('button', { name: 'Creating your account…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    answer.resolve();
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    expect(api.callsTo('Register')).toHaveLength(1);
    expect(api.calls[0]?.variables).toMatchObject({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' });
  });

  it('leaves the e-mail and first name as a lead when the form is sent, and signs up even when that call fails', async () => {
    const { api, user } = renderSignUp(() => Promise.resolve());
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/crm/new_lead') return api.fetch(input, init);
      sent.push(JSON.parse(String(init?.body)));
      throw new TypeError('Failed to fetch');
    });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Lea');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lima');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'lea.lead@example.com');
    await user.type(screen.getByLabelText('Password'), 'four unrelated words here');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    // Only the two fields the spec names: no last name, no password.
    expect(sent).toEqual([{ email: 'lea.lead@example.com', firstName: 'Lea' }]);
    expect(api.callsTo('Register')).toHaveLength(1);
  });

  async function signUp(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lima');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'four unrelated words here');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
  }

  it('shows the E-SIGN consent as GET /user/register/disclosures lists it, and accepts that version', async () => {
    const { api, user } = renderSignUp(
      () => Promise.resolve(),
      null,
      () => servedDisclosures('v3', 'E-sign Consent Agreement (2027)'),
    );
    const link = await screen.findByRole('link', { name: /E-sign Consent Agreement \(2027\)/ });
    // Only the path is taken from the answer: the link stays on this site.
    expect(link).toHaveAttribute('href', sitePaths.eSignConsent);
    await signUp(user);
    // Read once: the answer shown is the answer sent (the client settings are read beside it, for reCAPTCHA).
    expect(api.httpCalls.filter((url) => url === registerDisclosuresPath)).toEqual([registerDisclosuresPath]);
    expect(api.callsTo('Register')[0]?.variables).toMatchObject({ REGISTER_ESIGN_DOC_VER: 'v3' });
  });

  it.each([
    ['without a version', null],
    ['with an empty version', ''],
  ])('takes an E-SIGN consent listed %s as v1', async (_case, version) => {
    const { api, user } = renderSignUp(
      () => Promise.resolve(),
      null,
      () => servedDisclosures(version, 'E-sign Consent Agreement (2027)'),
    );
    await screen.findByRole('link', { name: /E-sign Consent Agreement \(2027\)/ });
    await signUp(user);
    expect(api.callsTo('Register')[0]?.variables).toMatchObject({ REGISTER_ESIGN_DOC_VER: 'v1' });
  });

  it.each([
    ['the server fails', (): GraphqlAnswer => ({ status: 503, body: { message: 'down' } })],
    ['the answer is not a list of documents', (): GraphqlAnswer => ({ body: { documents: 'v9' } })],
  ])('falls back to the catalogue when %s', async (_case, answer) => {
    const { api, user } = renderSignUp(() => Promise.resolve(), null, answer);
    expect(screen.getByRole('link', { name: /E-sign consent Agreement/ })).toHaveAttribute(
      'href',
      sitePaths.eSignConsent,
    );
    await signUp(user);
    expect(api.httpCalls.length).toBeGreaterThan(0);
    expect(api.callsTo('Register')[0]?.variables).toMatchObject({ REGISTER_ESIGN_DOC_VER: 'v1' });
  });
});
