import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestBrowser } from '../testing/graphql-client.js';
import { registerUser } from '../testing/test-accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { webOperationTexts } from './generated/web-operations.js';
import { KnownOperations } from './known-operations.js';
import { endpointValidationRules, graphqlPath } from './register-graphql.js';

// Decision 096: the web's own operations are parsed, validated and compiled once each and kept,
// whatever else clients send; every other text goes Mercurius's way, and both answer alike.
let testApp: TestApp;
/** The operations Mercurius parsed and validated: its preValidation hook runs only then. */
let mercuriusValidated: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  mercuriusValidated = [];
  testApp.app.graphql.addHook('preValidation', async (_schema, document) => {
    const [first] = document.definitions;
    mercuriusValidated.push(first && 'name' in first && first.name ? first.name.value : '(anonymous)');
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await testApp.close();
});

function webText(name: string): string {
  const text = webOperationTexts.find((candidate) => new RegExp(`^\\s*(query|mutation) ${name}\\b`).test(candidate));
  if (!text) throw new Error(`the web sends no operation named ${name}`);
  return text;
}

async function post(browser: TestBrowser, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return browser.send({
    method: 'POST',
    url: graphqlPath,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe('the web operations list', () => {
  it.each([false, true])('every text passes the endpoint rules and compiles (production %s)', (production) => {
    const known = new KnownOperations({
      texts: webOperationTexts,
      schema: testApp.app.graphql.schema,
      validationRules: endpointValidationRules(production),
      contextOf: () => {
        throw new Error('not run');
      },
      formatErrors: () => {
        throw new Error('not run');
      },
      hooks: [],
    });
    const refused = webOperationTexts.filter((text) => known.find(text) === undefined);
    expect(refused).toEqual([]);
    expect(webOperationTexts.length).toBeGreaterThan(100);
  });
});

describe('a known operation', () => {
  it('is not parsed again after a flood of other documents, and compiles once', async () => {
    const compile = vi.spyOn(KnownOperations.prototype as unknown as { compile(text: string): unknown }, 'compile');
    const browser = new TestBrowser(testApp.app);
    await registerUser(browser, { email: `known-ops-flood-${Date.now()}@example.com` });
    const flags = webText('FeatureFlags');
    const first = await post(browser, { query: flags, variables: {} });
    expect(first.statusCode).toBe(200);
    mercuriusValidated.length = 0;
    // Twice as many distinct valid documents as Mercurius keeps (64 to 128).
    for (let index = 0; index < 256; index += 1) {
      const flood = await post(browser, { query: `query Flood${index} { serviceStatus { apiVersion } }` });
      expect(flood.statusCode).toBe(200);
    }
    const again = await post(browser, { query: flags, variables: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(mercuriusValidated).toHaveLength(256);
    expect(mercuriusValidated).not.toContain('FeatureFlags');
    expect(compile.mock.calls.filter(([text]) => text === flags)).toHaveLength(1);
    compile.mockRestore();
  });
});

describe('answers alike on both paths', () => {
  // The same operation with one trailing space is not a known text, so Mercurius answers it.
  const twinOf = (text: string) => `${text} `;
  const cases: [string, string, Record<string, unknown>, string | undefined, boolean, 'known' | 'Mercurius'][] = [
    ['a query signed in', 'FeatureFlags', {}, undefined, true, 'known'],
    ['a query that needs a session, without one', 'MyCard', {}, undefined, false, 'known'],
    [
      'a sign-in with a wrong password',
      'Login',
      { email: 'nobody@example.com', password: 'wrong-password-1' },
      undefined,
      false,
      'known',
    ],
    ['a required variable missing', 'Login', { email: 'nobody@example.com' }, undefined, false, 'Mercurius'],
    ['a variable of the wrong type', 'CancelChangeRequest', { id: 'seven' }, undefined, false, 'Mercurius'],
    ['an operation name the document does not hold', 'FeatureFlags', {}, 'SomethingElse', true, 'Mercurius'],
    ['a query signed in with nothing to show', 'MyDecision', {}, undefined, true, 'known'],
    [
      'a save refused for a field the draft does not have',
      'ApplicationCacheSave',
      { input: { noSuchField: 'x' } },
      undefined,
      true,
      'known',
    ],
  ];

  it.each(cases)('%s', async (_case, name, variables, operationName, signedIn, answeredBy) => {
    const browser = new TestBrowser(testApp.app);
    if (signedIn) await registerUser(browser, { email: `known-ops-${name.toLowerCase()}-${Date.now()}@example.com` });
    const text = webText(name);
    const named = operationName === undefined ? {} : { operationName };
    const answer = vi.spyOn(KnownOperations.prototype, 'answer');
    const known = await post(browser, { query: text, variables, ...named });
    const other = await post(browser, { query: twinOf(text), variables, ...named });
    const [knownPath, otherPath] = await Promise.all(
      answer.mock.results.map((result) => result.value as Promise<boolean>),
    );
    answer.mockRestore();
    expect([knownPath, otherPath]).toEqual([answeredBy === 'known', false]);
    expect(known.statusCode).toBe(other.statusCode);
    expect(known.json()).toEqual(other.json());
    expect(known.headers['content-type']).toBe(other.headers['content-type']);
  });
});
