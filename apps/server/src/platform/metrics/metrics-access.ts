import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppEnvironment } from '../../config/config.js';
import type { MetricsSettings } from '../../config/metrics-settings.js';

/** Where a /metrics request arrived: the app's own port, or METRICS_PORT's listener. */
export type MetricsListener = 'app' | 'metrics-port';

export type MetricsDecision = 'serve' | 'unauthorized' | 'forbidden' | 'not-served';

const loopback = /^(127\.|::1$|::ffff:127\.)/;

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who may read /metrics (docs/operations.md "Metrics and alerts"):
 * - METRICS_TOKEN set: a request with `Authorization: Bearer <token>`, on either listener;
 * - else METRICS_PORT's listener is open (the port is kept off the public network), and the app's port does not serve it;
 * - else, outside production, callers on this machine; in production nobody.
 */
export function decideMetricsAccess(
  request: Pick<FastifyRequest, 'headers' | 'ip'>,
  listener: MetricsListener,
  settings: MetricsSettings,
  appEnv: AppEnvironment,
): MetricsDecision {
  if (settings.token) return bearerMatches(request.headers.authorization, settings.token) ? 'serve' : 'unauthorized';
  if (listener === 'metrics-port') return 'serve';
  if (settings.port !== undefined || appEnv === 'production') return 'not-served';
  return loopback.test(request.ip) ? 'serve' : 'forbidden';
}
