import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { graphqlEndpoint } from './fuzz-request.js';
import type { FuzzTransport } from './fuzz-transport.js';

export interface FuzzSession {
  headers: Record<string, string>;
  applicationId: number | null;
}

const registerMutation = `mutation ($email: String!) {
  register(firstName: "Fuzz", lastName: "Tester", email: $email, password: "correct horse battery staple",
    REGISTER_ESIGN_DOC_VER: "v1", recaptchaToken: "test-recaptcha-pass", userSetPassword: true) { id }
}`;

function cookiesOf(setCookie: string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const cookie of setCookie ?? []) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return cookies;
}

/**
 * A signed-in applicant with a started application, so hostile requests also
 * reach the code behind the session check (draft saves, uploads). Null when
 * the server refuses to register one (a limit), and the run goes on without.
 */
export async function signUp(transport: FuzzTransport, seed: number, attempt: number): Promise<FuzzSession | null> {
  const email = `fuzz-${seed}-${attempt}-${Date.now()}@example.com`;
  const graphql = (query: string, variables: object, headers: Record<string, string> = {}) =>
    transport.send(
      {
        kind: 'setup',
        method: 'POST',
        path: graphqlEndpoint,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      headers,
    );
  const registered = await graphql(registerMutation, { email });
  const cookies = cookiesOf(registered.headers['set-cookie']);
  const hash = cookies.get(sessionTransport.sessionHashCookie);
  if (registered.status !== 200 || !hash) return null;
  const headers = {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    [sessionTransport.sessionHashHeader]: hash,
  };
  await graphql('mutation { applicationCacheSave(input: {}) { version } }', {}, headers);
  const cache = await graphql('{ getApplicationCache { id } }', {}, headers);
  const id = (JSON.parse(cache.body || '{}') as { data?: { getApplicationCache?: { id?: number } } }).data
    ?.getApplicationCache?.id;
  return { headers, applicationId: id ?? null };
}
