import type { FastifyInstance } from 'fastify';
import type { ProviderName } from '../../config/provider-modes.js';
import type { Database } from '../../db/database.js';

/**
 * GET /healthz: 200 while the database answers, 503 when it does not. It also
 * names the providers running as sandboxes (decision 038), so a staging
 * server's opt-in is visible from outside.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; sandboxes: readonly ProviderName[] },
): Promise<void> {
  const sandboxes = [...options.sandboxes];
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await options.database.ping();
      return { status: 'ok', database: { state: 'up', driver: options.database.driver }, sandboxes };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: { state: 'down', driver: options.database.driver }, sandboxes });
    }
  });
}
