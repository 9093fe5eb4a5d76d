import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { webOperationTexts } from '../../graphql/generated/web-operations.js';
import { productionProviderSettings } from '../../testing/production-settings.js';
import { freePort } from '../../testing/server-process.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { instrumented, recordProviderCall } from './provider-calls.js';

// docs/operations.md "Metrics and alerts"; decision 044.
const token = 'metrics-token-for-the-test-0123456789abcdef';
const lines: string[] = [];
let logged: BuiltApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-metrics-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOB_POLL_INTERVAL_MS: '0',
  });
  logged = await buildApp({ config, logger: { stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await logged.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const scrape = async (app: BuiltApp['app'], headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', headers });

describe('/metrics', () => {
  it('answers in the Prometheus text format, with request, process, database, outbox and queue metrics', async () => {
    await logged.app.inject({ method: 'GET', url: '/healthz' });
    const response = await scrape(logged.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('# TYPE waypoint_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /waypoint_http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1\n/,
    );
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('waypoint_database_up 1');
    expect(text).toContain('waypoint_mail_outbox_due 0');
    expect(text).toContain('# TYPE waypoint_job_queue_jobs gauge');
    // Embedded PGlite has no pool to report.
    expect(text).not.toContain('waypoint_database_pool_connections{');
  });

  it('counts and logs a web operation answered by the known-operations path (decision 096) alike', async () => {
    const myCard = webOperationTexts.find((text) => /^\s*query MyCard\b/.test(text));
    expect(myCard).toBeDefined();
    const answer = await logged.app.inject({
      method: 'POST',
      url: '/api/v1/graphql',
      payload: { query: myCard, variables: {} },
      headers: { 'x-request-id': 'metrics-test-0002' },
    });
    // No session: refused, so the outcome is an error.
    expect(answer.statusCode).toBe(401);
    const text = (await scrape(logged.app)).body;
    expect(text).toMatch(
      /waypoint_graphql_operation_duration_seconds_count\{operation="MyCard",type="query",outcome="error"\} 1\n/,
    );
    const operationLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'graphql operation' && line.reqId === 'metrics-test-0002');
    expect(operationLines).toEqual([expect.objectContaining({ graphqlOperation: 'MyCard', operationType: 'query' })]);
  });

  it('counts a GraphQL operation by name and outcome, and logs it with the request id', async () => {
    const call = (query: string) =>
      logged.app.inject({
        method: 'POST',
        url: '/api/v1/graphql',
        payload: { query },
        headers: { 'x-request-id': 'metrics-test-0001' },
      });
    expect((await call('query MetricsProbe { __typename }')).statusCode).toBe(200);
    expect((await call('query MetricsProbe { __typename }')).statusCode).toBe(200);
    const text = (await scrape(logged.app)).body;
    expect(text).toMatch(
      /waypoint_graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query",outcome="ok"\} 2\n/,
    );
    expect(text).toMatch(/waypoint_graphql_operation_duration_seconds_bucket\{le="0\.005",operation="MetricsProbe"/);
    const operationLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'graphql operation');
    expect(operationLines.at(-1)).toMatchObject({
      reqId: 'metrics-test-0001',
      graphqlOperation: 'MetricsProbe',
      operationType: 'query',
    });
  });

  it('counts provider calls by outcome: ok, error, timeout', async () => {
    recordProviderCall('metrics-test-provider', 'ok', 0.2);
    await expect(
      instrumented('metrics-test-provider', () => Promise.reject(new DOMException('too slow', 'TimeoutError'))),
    ).rejects.toThrow('too slow');
    await expect(instrumented('metrics-test-provider', () => Promise.reject(new Error('refused')))).rejects.toThrow();
    expect(
      await instrumented(
        'metrics-test-provider',
        async () => 'answer',
        () => 'error',
      ),
    ).toBe('answer');
    const text = (await scrape(logged.app)).body;
    expect(text).toMatch(/waypoint_provider_calls_total\{provider="metrics-test-provider",outcome="ok"\} 1\n/);
    expect(text).toMatch(/waypoint_provider_calls_total\{provider="metrics-test-provider",outcome="timeout"\} 1\n/);
    expect(text).toMatch(/waypoint_provider_calls_total\{provider="metrics-test-provider",outcome="error"\} 2\n/);
    expect(text).toMatch(
      /waypoint_provider_call_duration_seconds_bucket\{le="0\.25",provider="metrics-test-provider",outcome="ok"\} 1\n/,
    );
  });

  it('is refused to a caller from another machine when no token or port is set', async () => {
    const response = await logged.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('waypoint_');
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => app.close());

  it.each([
    ['no header', 401, {}],
    ['a wrong token', 401, { authorization: `Bearer ${token.slice(0, -1)}x` }],
    ['the token without Bearer', 401, { authorization: token }],
    ['a longer token', 401, { authorization: `Bearer ${token}0` }],
    ['the token', 200, { authorization: `Bearer ${token}` }],
  ])('with %s answers %i', async (_case, status, headers: Record<string, string>) => {
    const response = await scrape(app.app, headers);
    expect(response.statusCode).toBe(status);
    if (status === 401) expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.body.includes('waypoint_http_request_duration_seconds')).toBe(status === 200);
  });
});

describe('/metrics on the database the suite runs on', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("reports PostgreSQL's pool (npm run test:pg), and no pool on embedded PGlite", async () => {
    const text = (await scrape(app.app)).body;
    expect(text).toContain('waypoint_database_up 1');
    if (app.database.driver === 'postgres') {
      expect(text).toContain('waypoint_database_pool_connections{state="max"} 10');
      // A scrape's own queries hold or open connections, so busy, idle and waiting vary; all are reported.
      for (const state of ['busy', 'idle', 'waiting'])
        expect(text).toMatch(new RegExp(`waypoint_database_pool_connections\\{state="${state}"\\} \\d+\\n`));
    } else {
      expect(text).not.toContain('waypoint_database_pool_connections{');
    }
  });
});

describe('/metrics on METRICS_PORT', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    app = await createTestApp({ METRICS_PORT: String(port) });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  it('is served on its own port and not on the app port', async () => {
    const own = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('waypoint_database_up 1');
    expect((await scrape(app.app)).statusCode).toBe(404);
  });
});

describe('/metrics in production', () => {
  const productionLines: string[] = [];
  let production: BuiltApp;
  let productionDir: string;
  beforeAll(async () => {
    productionDir = await mkdtemp(path.join(os.tmpdir(), 'waypoint-metrics-production-'));
    const key = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({
      ...productionProviderSettings,
      APP_ENV: 'production',
      SESSION_SECRET: key,
      ENCRYPTION_KEY: key,
      DATA_DIR: productionDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(productionDir, 'no-web-build'),
      JOB_POLL_INTERVAL_MS: '0',
    });
    production = await buildApp({ config, logger: { stream: { write: (line) => productionLines.push(line) } } });
  });
  afterAll(async () => {
    await production.app.close();
    await rm(productionDir, { recursive: true, force: true });
  });

  it('is not served without METRICS_TOKEN or METRICS_PORT, not even to this machine, and the start says so', async () => {
    const response = await scrape(production.app);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('waypoint_');
    expect(productionLines.join('')).toContain('/metrics is not served: set METRICS_TOKEN or METRICS_PORT');
  });
});
