import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import { fakeGraphqlServer, type GraphqlAnswer } from '../../testing/fake-graphql';
import { ApiError, NetworkError, errorCodes } from '../api-errors';
import { googleRecaptchaScriptUrl, RecaptchaUnavailable } from './google-recaptcha';
import { sandboxPassToken } from './recaptcha-provider';
import { clientSettingsPath } from './recaptcha-settings';
import { clientSettingsRoute, fakeGrecaptcha } from './recaptcha-test-kit';
import { useRecaptcha } from './use-recaptcha';

const siteKey = 'site-key-from-settings';
const google = { mode: 'google', siteKey } as const;

/** Renders forms' hooks (one per action) and hands back their token functions. */
function renderHooks(actions: RecaptchaAction[], routes = clientSettingsRoute(google)) {
  const api = fakeGraphqlServer({}, routes);
  vi.stubGlobal('fetch', api.fetch);
  const tokens: Partial<Record<RecaptchaAction, () => Promise<string>>> = {};
  function Form({ action }: { action: RecaptchaAction }): ReactNode {
    const recaptcha = useRecaptcha(action);
    tokens[action] = recaptcha.token;
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      {actions.map((action) => (
        <Form key={action} action={action} />
      ))}
    </QueryClientProvider>,
  );
  return { api, token: (action: RecaptchaAction) => (tokens[action] as () => Promise<string>)() };
}

/**
 * The scripts the page added, kept off the simulated page so nothing is
 * fetched: each test plays Google's part by dispatching load or error.
 */
let added: HTMLScriptElement[] = [];
const scripts = () => added.filter((script) => !removed.has(script));
const removed = new Set<HTMLScriptElement>();
beforeEach(() => {
  added = [];
  removed.clear();
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      added.push(node);
      vi.spyOn(node, 'remove').mockImplementation(() => removed.add(node));
    }
  });
});

/** What Google's script does when it has run: grecaptcha on the page, then the load event. */
function googleScriptLoads(grecaptcha = fakeGrecaptcha()) {
  window.grecaptcha = grecaptcha.grecaptcha;
  scripts()[0]?.dispatchEvent(new Event('load'));
  return grecaptcha;
}

afterEach(() => {
  // A load still pending would be shared with the next test's forms: end it as a failed load.
  for (const script of scripts()) script.dispatchEvent(new Event('error'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

describe('useRecaptcha, as the forms use it', () => {
  it('in sandbox mode loads nothing and gives the sandbox token (docs/sandbox.md)', async () => {
    const { api, token } = renderHooks(['login'], clientSettingsRoute({ mode: 'sandbox' }));
    expect(await token('login')).toBe(sandboxPassToken);
    expect(scripts()).toHaveLength(0);
    expect(api.httpCalls).toEqual([clientSettingsPath]);
  });

  it("with Google, adds Google's script once for the page, with the site key, as the forms show", async () => {
    renderHooks(['login', 'register']);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]?.src).toBe(googleRecaptchaScriptUrl(siteKey));
    expect(scripts()[0]?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-from-settings');
  });

  it('asks Google for a token with each form’s action, after ready, one per submit', async () => {
    const { token } = renderHooks(['login', 'contact']);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const google = googleScriptLoads();
    expect(await token('login')).toBe('token-for-login');
    expect(await token('contact')).toBe('token-for-contact');
    expect(await token('login')).toBe('token-for-login');
    expect(google.calls).toEqual([
      { siteKey, action: 'login' },
      { siteKey, action: 'contact' },
      { siteKey, action: 'login' },
    ]);
  });

  it('waits for the script when the submit comes before it has loaded', async () => {
    const { token } = renderHooks(['forgot_password']);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const pending = token('forgot_password');
    googleScriptLoads();
    expect(await pending).toBe('token-for-forgot_password');
  });

  it('a script that does not load is a failed check (RECAPTCHA_MISMATCH), and the next submit loads it afresh', async () => {
    const { token } = renderHooks(['register']);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const pending = token('register');
    scripts()[0]?.dispatchEvent(new Event('error'));
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RecaptchaUnavailable);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(errorCodes.recaptchaMismatch);
    expect(scripts()).toHaveLength(0);

    const retry = token('register');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    googleScriptLoads();
    expect(await retry).toBe('token-for-register');
  });

  it('execute failing inside Google’s script is a failed check too', async () => {
    const { token } = renderHooks(['contact']);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    googleScriptLoads(fakeGrecaptcha(() => Promise.reject(new Error('Invalid site key or not loaded in api.js'))));
    await expect(token('contact')).rejects.toMatchObject({ code: errorCodes.recaptchaMismatch });
  });

  it('settings that cannot be read fail the submit as the network, with no token sent', async () => {
    const unreachable: GraphqlAnswer = { status: 503, body: { message: 'down' } };
    const { token } = renderHooks(['login'], { [clientSettingsPath]: () => unreachable });
    const failure = await token('login').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect(scripts()).toHaveLength(0);
  });

  it('a network failure reading the settings is a NetworkError', async () => {
    const { token } = renderHooks(['login'], {
      [clientSettingsPath]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(token('login')).rejects.toBeInstanceOf(NetworkError);
  });
});
