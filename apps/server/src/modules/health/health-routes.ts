import type { FastifyInstance } from 'fastify';
import type { ProviderName } from '../../config/provider-modes.js';
import type { Database } from '../../db/database.js';
import type { Readiness } from './readiness.js';

/**
 * GET /healthz: 200 while the database answers, 503 when it does not, and
 * 503 `status: 'draining'` once the instance is shutting down (decision 059),
 * so a load balancer takes it out before it stops listening. It also names
 * the providers running as sandboxes (decision 038), so a staging server's
 * opt-in is visible from outside.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; sandboxes: readonly ProviderName[]; readiness?: Readiness },
): Promise<void> {
  const sandboxes = [...options.sandboxes];
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const driver = options.database.driver;
    let databaseUp = true;
    try {
      await options.database.ping();
    } catch (error) {
      databaseUp = false;
      request.log.warn({ err: error }, 'health check: database unreachable');
    }
    const database = { state: databaseUp ? 'up' : 'down', driver };
    if (options.readiness?.draining) return reply.status(503).send({ status: 'draining', database, sandboxes });
    if (!databaseUp) return reply.status(503).send({ status: 'unavailable', database, sandboxes });
    return { status: 'ok', database, sandboxes };
  });
}
