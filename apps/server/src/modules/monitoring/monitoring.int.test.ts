import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { installErrorHandler } from '../../http/error-handler.js';
import { requestIdFor } from '../../http/request-id.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { openTestPglite } from '../../testing/pglite-starting-point.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { monitoringRoutes } from './monitoring-routes.js';

type LogLine = Record<string, unknown> & { msg?: string; source?: string };

let database: Database;
let app: FastifyInstance;
let lines: LogLine[];
let nextIp = 1;

/** The intake as the app factory wires it, with its log lines captured. */
async function buildIntake(ipLimitScale: number): Promise<FastifyInstance> {
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
  const intake = Fastify({ logger: { level: 'debug', stream }, genReqId: requestIdFor, requestIdHeader: false });
  installErrorHandler(intake);
  const now = () => new Date('2025-03-01T10:00:30.000Z');
  await intake.register(monitoringRoutes, { limiter: new RateLimiter(database.db), ipLimitScale, now });
  return intake;
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  level: 'error',
  message: 'TypeError: x is undefined',
  occurredAt: '2025-03-01T10:00:00.000Z',
  path: '/rewards',
  ...overrides,
});

function post(target: FastifyInstance, body: unknown, ip = `10.0.0.${nextIp++}`) {
  return target.inject({
    method: 'POST',
    url: '/api/v1/logs',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const browserLines = () => lines.filter((line) => line.source === 'browser');

beforeAll(async () => {
  database = await openTestPglite();
  lines = [];
  app = await buildIntake(1);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('POST /api/v1/logs', () => {
  it('writes each entry of a valid batch to the server log with the request id, and answers 204', async () => {
    const response = await post(app, {
      entries: [entry(), entry({ level: 'info', message: 'page shown', context: { step: 'residence', n: 2 } })],
    });
    expect(response.statusCode).toBe(204);
    const logged = browserLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 50, msg: 'TypeError: x is undefined', path: '/rewards' });
    expect(logged[1]).toMatchObject({ level: 30, msg: 'page shown', context: { step: 'residence', n: 2 } });
    const requestId = response.headers['x-request-id'] ?? logged[0]?.reqId;
    expect(logged.every((line) => line.requestId === requestId && line.reqId === requestId)).toBe(true);
  });

  it('redacts e-mail addresses and SSNs from messages, paths and context before logging', async () => {
    const message = 'save failed for jane.doe+card@example.co.uk with SSN 123-45-6789 or 987654321';
    const response = await post(app, { entries: [entry({ message, context: { field: 'ssn 111 22 3333' } })] });
    expect(response.statusCode).toBe(204);
    const [line] = browserLines();
    expect(line?.msg).toBe('save failed for [redacted e-mail] with SSN [redacted SSN] or [redacted SSN]');
    expect(line?.context).toEqual({ field: 'ssn [redacted SSN]' });
    expect(JSON.stringify(lines)).not.toMatch(/jane\.doe|6789|4321|3333/);
  });

  it('accepts 50 entries and refuses 51 with 400', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => entry({ message: `m${index}` }));
    expect((await post(app, { entries: fifty })).statusCode).toBe(204);
    const response = await post(app, { entries: [...fifty, entry()] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'entries' }] } }],
    });
  });

  it('refuses a body over 16384 bytes with 413, before reading it as a batch', async () => {
    const body = JSON.stringify({ entries: [entry({ message: 'x'.repeat(2_000) })] });
    const padded = `${body.slice(0, -1)}${' '.repeat(16_384 - body.length)}}`;
    expect(Buffer.byteLength(padded)).toBe(16_384);
    expect((await post(app, padded)).statusCode).toBe(204);
    const response = await post(app, `${padded} `);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  const badEntries: [rule: string, bad: Record<string, unknown>, field: string][] = [
    ['an unknown level', { level: 'fatal' }, 'entries.0.level'],
    ['an occurredAt that is not an ISO time', { occurredAt: 'yesterday' }, 'entries.0.occurredAt'],
    ['a message over 2000 characters', { message: 'x'.repeat(2_001) }, 'entries.0.message'],
    ['a nested context', { context: { user: { id: 1 } } }, 'entries.0.context.user'],
    ['an unknown field', { userEmail: 'a@b.co' }, 'entries.0'],
  ];
  it.each(badEntries)('refuses %s with 400 and the field error', async (_rule, bad, field) => {
    const response = await post(app, { entries: [entry(bad)] });
    expect(response.statusCode).toBe(400);
    const fieldErrors = (response.json() as { errors: { extensions: { fieldErrors: { field: string }[] } }[] })
      .errors[0]?.extensions.fieldErrors;
    expect(fieldErrors?.map((error) => error.field)).toContain(field);
    expect(browserLines()).toEqual([]);
  });

  it('refuses a body that is not a batch', async () => {
    expect((await post(app, { entries: [] })).statusCode).toBe(400);
    expect((await post(app, '[1,2]')).statusCode).toBe(400);
  });

  it('allows 60 batches a minute from one address, then answers 429', async () => {
    const batch = { entries: [entry({ level: 'info' })] };
    for (let sent = 0; sent < 60; sent += 1) expect((await post(app, batch, '10.9.9.9')).statusCode).toBe(204);
    const refused = await post(app, batch, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect((await post(app, batch, '10.9.9.10')).statusCode).toBe(204);
  });
});

describe('the intake in the whole app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_IP_SCALE: '2' });
  });
  afterAll(async () => testApp.close());

  it('is registered at /api/v1/logs with its body limit', async () => {
    expect((await post(testApp.app, { entries: [entry()] })).statusCode).toBe(204);
    expect((await post(testApp.app, 'x'.repeat(16_385))).statusCode).toBe(413);
  });

  it('scales the per-address limit by RATE_LIMIT_IP_SCALE', async () => {
    // Scale 2: the 61st to 120th batches from one address are still taken (the window may only roll, never shrink).
    const batch = { entries: [entry()] };
    for (let sent = 0; sent < 60; sent += 1) await post(testApp.app, batch, '10.8.8.8');
    for (let sent = 60; sent < 120; sent += 1)
      expect((await post(testApp.app, batch, '10.8.8.8')).statusCode).toBe(204);
  });
});
