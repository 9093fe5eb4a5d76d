// The short mixed load of `npm run bench:server-start` (docs/decisions/048-embedded-default-memory.md):
// what a few visitors do in the first minute of a server's life. Health checks, the
// wizard's first GraphQL query (ipInsights, from public addresses so the offline IP
// databases are loaded as a real visitor's first request loads them) and sign-ins
// (an Argon2 verification each). Bounded by a duration and a request count.
import { benchGraphql } from './bench-applicant.js';

export interface LoadOutcome {
  requests: number;
  /** Answered with a refusal: a 4xx or a GraphQL error (the sign-in limits refuse some sign-ins by design). */
  refused: number;
  /** Answered 5xx, or not answered at all: the server was broken by the load. */
  failed: number;
  /** Resident memory sampled during the load, MB. */
  peakRssMb: number;
}

const concurrency = 4;
const maxRequests = 20_000;
// Public addresses of well-known resolvers (IPv4 and IPv6), sent through the trusted proxy header.
const visitorAddresses = ['8.8.8.8', '1.1.1.1', '9.9.9.9', '2001:4860:4860::8888', '2606:4700:4700::1111'];
const ipInsightsQuery = '{ ipInsights { countryISOCode user_type organization } }';
const login = `mutation L($email: String!, $password: String!) {
  login(email: $email, password: $password, recaptchaToken: "test-recaptcha-pass") { id }
}`;
const register = `mutation R($email: String!, $password: String!) {
  register(firstName: "Ana", lastName: "Silva", email: $email, password: $password,
    REGISTER_ESIGN_DOC_VER: "v1", userSetPassword: true, recaptchaToken: "test-recaptcha-pass") { id }
}`;
const password = 'correct horse battery staple';

type Answer = 'ok' | 'refused' | 'failed';

async function answerOf(response: Promise<Response>): Promise<Answer> {
  try {
    const answer = await response;
    // Read to the end, so the connection is free for the next request.
    const body = await answer.text();
    if (answer.status >= 500) return 'failed';
    return answer.ok && !body.includes('"errors"') ? 'ok' : 'refused';
  } catch {
    return 'failed';
  }
}

/** Runs the mix against `baseUrl` for `seconds`, sampling `rssMb` every half second. */
export async function runMixedLoad(
  baseUrl: string,
  seconds: number,
  rssMb: () => Promise<number>,
): Promise<LoadOutcome> {
  const email = `start-bench-${Date.now()}@example.com`;
  await benchGraphql(baseUrl, register, { email, password });
  const graphql = (body: object, address: string) =>
    fetch(`${baseUrl}/api/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const deadline = Date.now() + seconds * 1000;
  const counts: Record<Answer, number> = { ok: 0, refused: 0, failed: 0 };
  const requests = () => counts.ok + counts.refused + counts.failed;
  let peakRssMb = await rssMb();
  const sampler = setInterval(() => {
    void rssMb().then((value) => (peakRssMb = Math.max(peakRssMb, value)));
  }, 500);
  const visitor = async (index: number) => {
    for (let round = 0; Date.now() < deadline && requests() < maxRequests; round += 1) {
      const address = visitorAddresses[(index + round) % visitorAddresses.length] ?? '8.8.8.8';
      const answers = [
        answerOf(fetch(`${baseUrl}/healthz`)),
        answerOf(graphql({ query: ipInsightsQuery }, address)),
        // One sign-in in four rounds: each costs an Argon2 hash (19 MiB, tens of ms of CPU).
        ...(round % 4 === 0 ? [answerOf(graphql({ query: login, variables: { email, password } }, address))] : []),
      ];
      for (const answer of await Promise.all(answers)) counts[answer] += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, (_, index) => visitor(index)));
  } finally {
    clearInterval(sampler);
  }
  return {
    requests: requests(),
    refused: counts.refused,
    failed: counts.failed,
    peakRssMb: Math.max(peakRssMb, await rssMb()),
  };
}
