import { goodPassword, registerMutation, registerVariables } from '../../../apps/server/src/testing/test-accounts.js';

/**
 * Applicants for drills, signed up and working over real HTTP (through the
 * proxy when there is one), as the web app does: the session cookies, and the
 * per-session hash echoed as a header (docs/operations.md "Sessions").
 */
export interface DrillApplicant {
  readonly email: string;
  cookies: Map<string, string>;
}

export interface GraphqlAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const requestTimeoutMs = 10_000;

function cookieHeader(applicant: DrillApplicant): string {
  return [...applicant.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** One GraphQL request as `applicant`; throws on a network failure or a timeout (the caller counts it). */
export async function graphql<T>(
  baseUrl: string,
  applicant: DrillApplicant,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${baseUrl}/api/v1/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(applicant),
      'x-session-hash': applicant.cookies.get('wp_session_hash') ?? '',
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair] = setCookie.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) applicant.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const text = await response.text();
  let body: Omit<GraphqlAnswer<T>, 'status'> = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A proxy's or a stopping server's page, not GraphQL: the status says enough.
  }
  return { status: response.status, ...body };
}

/** Signs up `count` applicants, `batch` at a time, each with a fresh draft. */
export async function signUpApplicants(
  baseUrl: string,
  count: number,
  label: string,
  batch = 5,
): Promise<DrillApplicant[]> {
  const applicants: DrillApplicant[] = [];
  const stamp = Date.now();
  for (let first = 0; first < count; first += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - first) }, (_, offset) => first + offset);
    applicants.push(
      ...(await Promise.all(
        indexes.map(async (index) => {
          const applicant: DrillApplicant = { email: `${label}-${stamp}-${index}@example.com`, cookies: new Map() };
          const answer = await graphql(baseUrl, applicant, registerMutation, {
            ...registerVariables({ email: applicant.email, password: goodPassword }),
          });
          if (answer.status !== 200 || answer.errors) {
            throw new Error(`sign-up ${index}: ${answer.status} ${JSON.stringify(answer.errors)}`);
          }
          const started = await graphql(baseUrl, applicant, 'mutation { applicationCacheSave(input: {}) { isSaved } }');
          if (started.errors) throw new Error(`first save ${index}: ${JSON.stringify(started.errors)}`);
          return applicant;
        }),
      )),
    );
  }
  return applicants;
}
