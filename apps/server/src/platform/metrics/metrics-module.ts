import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import type { RegisteredGraphql } from '../../graphql/register-graphql.js';
import { registerDatabaseGauges } from './database-gauges.js';
import { decideMetricsAccess, type MetricsListener } from './metrics-access.js';
import { processMetrics } from './provider-calls.js';
import { instrumentGraphqlOperations, instrumentRequests } from './request-metrics.js';

export const metricsPath = '/metrics';

const refusals = {
  unauthorized: { status: 401, message: 'A bearer token is required.' },
  forbidden: { status: 403, message: 'Metrics are served to this machine only.' },
  'not-served': { status: 404, message: 'Not found.' },
} as const;

/**
 * /metrics in Prometheus's text format (decision 044): this app's requests,
 * GraphQL operations and database gauges, with the process's own metrics and
 * provider calls (provider-calls.ts). Served behind METRICS_TOKEN, on
 * METRICS_PORT, or outside production to this machine (metrics-access.ts).
 * Call after GraphQL is registered; its hooks then cover every route.
 */
export async function registerMetrics(
  app: FastifyInstance,
  options: { config: AppConfig; database: Database; graphql: RegisteredGraphql },
): Promise<void> {
  const { config, database } = options;
  const registry = new Registry();
  instrumentRequests(app, registry);
  instrumentGraphqlOperations(options.graphql, registry);
  registerDatabaseGauges(registry, database, app.log);

  const handlerFor = (listener: MetricsListener) => async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = decideMetricsAccess(request, listener, config.metrics, config.appEnv);
    reply.header('cache-control', 'no-store');
    if (decision !== 'serve') {
      const refusal = refusals[decision];
      if (decision === 'unauthorized') reply.header('www-authenticate', 'Bearer');
      return reply.status(refusal.status).send({ message: refusal.message });
    }
    const merged = Registry.merge([processMetrics, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  };
  // A scrape every 15 s is not news: only its failures reach the logs.
  app.get(metricsPath, { logLevel: 'warn' }, handlerFor('app'));

  const { port, token } = config.metrics;
  if (config.appEnv === 'production' && port === undefined && token === undefined)
    app.log.warn('/metrics is not served: set METRICS_TOKEN or METRICS_PORT (docs/operations.md "Metrics and alerts")');
  if (port === undefined) return;
  const metricsServer = Fastify({ logger: false });
  metricsServer.get(metricsPath, handlerFor('metrics-port'));
  // Starts with the app (listen readies it first) and fails its start when the port is taken; closes with it.
  app.addHook('onReady', async () => {
    await metricsServer.listen({ port, host: config.host });
    app.log.info({ port }, 'metrics are served on their own port');
  });
  app.addHook('onClose', async () => metricsServer.close());
}
