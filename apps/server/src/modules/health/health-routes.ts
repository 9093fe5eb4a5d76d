import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';

/** GET /healthz: 200 while the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await options.database.ping();
      return { status: 'ok', database: { state: 'up', driver: options.database.driver } };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: { state: 'down', driver: options.database.driver } });
    }
  });
}
