import { describe, expect, it } from 'vitest';
import type { AppEnvironment } from '../../config/config.js';
import { decideMetricsAccess, type MetricsDecision, type MetricsListener } from './metrics-access.js';

// docs/operations.md "Metrics and alerts": who may read /metrics, one row per rule.
const token = 'a-metrics-token-of-at-least-32-characters';
const bearer = { authorization: `Bearer ${token}` };

const rows: [
  string,
  MetricsListener,
  AppEnvironment,
  { token?: string; port?: number },
  string,
  Record<string, string>,
  MetricsDecision,
][] = [
  ['token, right bearer, app port', 'app', 'production', { token }, '203.0.113.9', bearer, 'serve'],
  [
    'token, right bearer, lowercase scheme',
    'app',
    'production',
    { token },
    '203.0.113.9',
    { authorization: `bearer ${token}` },
    'serve',
  ],
  ['token, no header, even from loopback', 'app', 'development', { token }, '127.0.0.1', {}, 'unauthorized'],
  [
    'token, wrong bearer',
    'app',
    'production',
    { token },
    '203.0.113.9',
    { authorization: 'Bearer nope' },
    'unauthorized',
  ],
  [
    'token and port, no header on the port',
    'metrics-port',
    'production',
    { token, port: 9464 },
    '10.0.0.5',
    {},
    'unauthorized',
  ],
  [
    'token and port, right bearer on the port',
    'metrics-port',
    'production',
    { token, port: 9464 },
    '10.0.0.5',
    bearer,
    'serve',
  ],
  ['port only, on the port', 'metrics-port', 'production', { port: 9464 }, '10.0.0.5', {}, 'serve'],
  ['port only, on the app port', 'app', 'production', { port: 9464 }, '127.0.0.1', {}, 'not-served'],
  [
    'port only, on the app port outside production',
    'app',
    'development',
    { port: 9464 },
    '127.0.0.1',
    {},
    'not-served',
  ],
  ['nothing set, production, loopback', 'app', 'production', {}, '127.0.0.1', {}, 'not-served'],
  ['nothing set, development, loopback IPv4', 'app', 'development', {}, '127.0.0.1', {}, 'serve'],
  ['nothing set, test, loopback IPv6', 'app', 'test', {}, '::1', {}, 'serve'],
  ['nothing set, development, mapped loopback', 'app', 'development', {}, '::ffff:127.0.0.1', {}, 'serve'],
  ['nothing set, development, another machine', 'app', 'development', {}, '192.168.1.20', {}, 'forbidden'],
];

describe('decideMetricsAccess', () => {
  it.each(rows)('%s', (_rule, listener, appEnv, settings, ip, headers, expected) => {
    expect(decideMetricsAccess({ ip, headers }, listener, { token: settings.token, port: settings.port }, appEnv)).toBe(
      expected,
    );
  });
});
