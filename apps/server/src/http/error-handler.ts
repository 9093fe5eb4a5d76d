import type { FastifyInstance } from 'fastify';
import { AppError } from '../graphql/app-error.js';
import { describeClientError, internalErrorMessage } from './client-error.js';
import {
  isServiceUnavailable,
  retryAfterSeconds,
  serviceUnavailableCode,
  serviceUnavailableMessage,
} from './service-unavailable.js';

/**
 * One error shape for every route, GraphQL or plain HTTP:
 * `{ errors: [{ message, extensions: { code } }] }`. Client faults keep their
 * 4xx status; an unreachable database is 503 with Retry-After; anything else
 * is logged and answered without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // Our own refusals keep their code, status and field errors, as in GraphQL.
    if (error instanceof AppError) {
      const extensions = { code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
      return reply.status(error.statusCode).send({ errors: [{ message: error.message, extensions }] });
    }
    const client = describeClientError(error);
    if (client) {
      return reply
        .status(client.status)
        .send({ errors: [{ message: client.message, extensions: { code: client.code } }] });
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ errors: [{ message: serviceUnavailableMessage, extensions: { code: serviceUnavailableCode } }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ errors: [{ message: internalErrorMessage, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
}
