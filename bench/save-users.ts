import type { FastifyInstance } from 'fastify';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { TestBrowser } from '../apps/server/src/testing/graphql-client.js';
import { registerUser } from '../apps/server/src/testing/test-accounts.js';

/** What one load connection sends to be signed in as its user. */
export interface BenchSession {
  cookie: string;
  sessionHash: string;
}

// 127.0.0.1 is a non-public address: the start rule (product-rules#start-rule) sends an unknown country here.
const startStep = 'PreResidency_Question';
const registerBatch = 10;

const initialSave = `mutation { applicationCacheSave(input: {}) { isSaved stepName version } }`;

/**
 * Registers one user per address (the sign-up limit is per IP), through
 * app.inject as the integration tests do.
 */
async function register(app: FastifyInstance, index: number): Promise<BenchSession> {
  const browser = new TestBrowser(app, `10.250.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  const response = await registerUser(browser, { email: `bench-${index}-${Date.now()}@example.com` });
  const sessionHash = browser.cookies.get(sessionTransport.sessionHashCookie);
  if (response.errors || !sessionHash || !browser.cookies.has(sessionTransport.tokenCookie)) {
    throw new Error(`register failed for user ${index}: ${JSON.stringify(response.errors)}`);
  }
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, sessionHash };
}

/** The first save over real HTTP from 127.0.0.1: creates the draft on the start step and proves the session works. */
async function startDraft(graphqlUrl: string, session: BenchSession): Promise<void> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      [sessionTransport.sessionHashHeader]: session.sessionHash,
    },
    body: JSON.stringify({ query: initialSave }),
    signal: AbortSignal.timeout(5_000),
  });
  const text = await response.text();
  const expected = JSON.stringify({
    data: { applicationCacheSave: { isSaved: true, stepName: startStep, version: 1 } },
  });
  if (response.status !== 200 || text !== expected) {
    throw new Error(`initial save: expected 200 ${expected}, got ${response.status} ${text}`);
  }
}

/** `count` signed-in users, each with a draft on the start step. */
export async function createBenchUsers(
  app: FastifyInstance,
  graphqlUrl: string,
  count: number,
): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  for (let first = 0; first < count; first += registerBatch) {
    const indexes = Array.from({ length: Math.min(registerBatch, count - first) }, (_, offset) => first + offset);
    sessions.push(...(await Promise.all(indexes.map((index) => register(app, index)))));
  }
  for (const session of sessions) await startDraft(graphqlUrl, session);
  return sessions;
}
