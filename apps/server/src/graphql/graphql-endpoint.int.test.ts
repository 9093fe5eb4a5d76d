import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionProviderSettings } from '../testing/production-settings.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const endpoint = '/api/v1/graphql';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(payload: string, contentType = 'application/json') {
  return testApp.app.inject({ method: 'POST', url: endpoint, headers: { 'content-type': contentType }, payload });
}

const deepIntrospection = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
const manyAliases = `{ ${Array.from({ length: 160 }, (_, index) => `a${index}: serviceStatus { apiVersion }`).join(' ')} }`;

describe('POST /api/v1/graphql', () => {
  it('answers a query with data', async () => {
    const response = await post(JSON.stringify({ query: '{ serviceStatus { apiVersion database } }' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { serviceStatus: { apiVersion: '1', database: 'up' } } });
  });

  it('passes variables and operation names through', async () => {
    const response = await post(
      JSON.stringify({
        query: 'query Status { serviceStatus { apiVersion } }',
        operationName: 'Status',
        variables: {},
      }),
    );
    expect(response.json()).toEqual({ data: { serviceStatus: { apiVersion: '1' } } });
  });

  it.each<[string, string, string, number, string, RegExp]>([
    ['malformed JSON', '{"query": "{ serviceStatus', 'application/json', 400, 'BAD_REQUEST', /not valid JSON/],
    ['empty JSON body', '', 'application/json', 400, 'BAD_REQUEST', /empty/],
    ['not JSON at all', 'query=1', 'application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE', /content type/],
    ['query of the wrong type', '{"query": 5}', 'application/json', 400, 'BAD_REQUEST', /query has the wrong type/],
    ['body that is an array', '[]', 'application/json', 400, 'BAD_REQUEST', /body has the wrong type/],
    [
      'variables of the wrong type',
      '{"query": "{ serviceStatus { apiVersion } }", "variables": "x"}',
      'application/json',
      400,
      'BAD_REQUEST',
      /variables/,
    ],
    [
      'a JSON body sent as application/graphql',
      JSON.stringify({ query: '{ serviceStatus { apiVersion } }' }),
      'application/graphql',
      400,
      'GRAPHQL_PARSE_FAILED',
      /query is JSON, not GraphQL text/,
    ],
    [
      'a query that is itself JSON',
      JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: [] }) }),
      'application/json',
      400,
      'GRAPHQL_PARSE_FAILED',
      /query is JSON, not GraphQL text/,
    ],
    ...(['[1, 2]', '"text"', '42', '-1.5', 'true', 'null', '  {}  '] as const).map(
      (query) =>
        [
          `a query that is the JSON ${query.trim()}`,
          JSON.stringify({ query }),
          'application/json',
          400,
          'GRAPHQL_PARSE_FAILED',
          /query is JSON, not GraphQL text/,
        ] as [string, string, string, number, string, RegExp],
    ),
    [
      'GraphQL syntax error',
      '{"query": "{ serviceStatus { apiVersion "}',
      'application/json',
      400,
      'GRAPHQL_PARSE_FAILED',
      /Syntax Error/,
    ],
    [
      'unknown field',
      '{"query": "{ noSuchField }"}',
      'application/json',
      400,
      'GRAPHQL_VALIDATION_FAILED',
      /Cannot query field "noSuchField"/,
    ],
    [
      'over-deep query',
      JSON.stringify({ query: deepIntrospection }),
      'application/json',
      400,
      'QUERY_TOO_DEEP',
      /depth/,
    ],
    [
      'over-costly query',
      JSON.stringify({ query: manyAliases }),
      'application/json',
      400,
      'QUERY_TOO_COSTLY',
      /too large/,
    ],
  ])('%s: a 4xx with a clear error', async (_case, payload, contentType, status, code, message) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(status);
    const body = response.json() as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe(code);
    expect(body.errors[0]?.message).toMatch(message);
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const response = await post(
      JSON.stringify({ query: `{ serviceStatus { apiVersion } }`, padding: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('takes GraphQL text sent as application/graphql', async () => {
    const response = await post('{ serviceStatus { apiVersion } }', 'application/graphql');
    expect(response.json()).toEqual({ data: { serviceStatus: { apiVersion: '1' } } });
  });

  it('suggests field names outside production', async () => {
    const response = await post(JSON.stringify({ query: '{ serviceStatu { apiVersion } }' }));
    expect(response.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/Did you mean/) }] });
  });

  it('allows introspection outside production', async () => {
    const response = await post(JSON.stringify({ query: '{ __schema { queryType { name } } }' }));
    expect(response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses GET, so no query (a login with its password) ever travels in a URL', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${endpoint}?query=${encodeURIComponent('{ serviceStatus { apiVersion } }')}`,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
  });

  it('stays up after bad requests', async () => {
    const response = await post(JSON.stringify({ query: '{ serviceStatus { apiVersion } }' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('production mode', () => {
  let production: TestApp;
  beforeAll(async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    production = await createTestApp({
      APP_ENV: 'production',
      SESSION_SECRET: key,
      ENCRYPTION_KEY: key,
      ...productionProviderSettings,
    });
  });
  afterAll(async () => {
    await production.close();
  });

  it('refuses introspection', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: endpoint,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { data: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/introspection has been disabled/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('has no sandbox mailbox', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it.each([
    ['a misspelt field', '{ serviceStatu { apiVersion } }', 'Cannot query field "serviceStatu" on type "Query".'],
    [
      'a misspelt argument',
      '{ login(emal: "a@example.com", password: "x") { id } }',
      'Unknown argument "emal" on field "Query.login".',
    ],
  ])('names no real field in its errors (no "Did you mean"): %s', async (_case, query, message) => {
    const response = await production.app.inject({
      method: 'POST',
      url: endpoint,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errors: { message: string }[] };
    expect(body.errors.map((error) => error.message)).toContain(message);
    expect(response.body).not.toMatch(/Did you mean/);
  });

  it('still answers ordinary queries', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: endpoint,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ serviceStatus { apiVersion } }' }),
    });
    expect(response.json()).toEqual({ data: { serviceStatus: { apiVersion: '1' } } });
  });
});
