import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Decision 093: what Mercurius keeps of the documents clients send is bounded, in tokens per
// document; the caches still answer a document sent again without checking it again.
const endpoint = '/api/v1/graphql';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(body: object) {
  return testApp.app.inject({
    method: 'POST',
    url: endpoint,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** `{ a0: serviceStatus { apiVersion } … }`: six tokens an alias, two for the braces around them. */
const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: serviceStatus { apiVersion }`).join(' ')} }`;

describe('documents past the token bound', () => {
  it.each([
    ['2,996 tokens: parsed, then refused by the cost rule', aliased(499), 'QUERY_TOO_COSTLY', /too large/],
    ['3,002 tokens: refused while parsing', aliased(500), 'GRAPHQL_PARSE_FAILED', /more that 3000 tokens/],
  ])('%s', async (_rule, query, code, message) => {
    const response = await post({ query });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe(code);
    expect(body.errors[0]?.message).toMatch(message);
  });
});

describe('a document that failed validation', () => {
  it('is refused again the same way from the cache of failed documents, validated once', async () => {
    let validations = 0;
    testApp.app.graphql.addHook('preValidation', async () => {
      validations += 1;
    });
    const query = `{ serviceStatus { noSuchField${Date.now()} } }`;
    const codes = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post({ query });
      const body = response.json() as { errors: { extensions: { code: string } }[] };
      codes.push([response.statusCode, body.errors[0]?.extensions.code]);
    }
    expect(codes).toEqual([
      [400, 'GRAPHQL_VALIDATION_FAILED'],
      [400, 'GRAPHQL_VALIDATION_FAILED'],
    ]);
    expect(validations).toBe(1);
  });
});
