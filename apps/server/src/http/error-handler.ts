import type { FastifyInstance } from 'fastify';
import { AppError } from '../graphql/app-error.js';
import { describeClientError, internalErrorMessage } from './client-error.js';

/**
 * One error shape for every route, GraphQL or plain HTTP:
 * `{ errors: [{ message, extensions: { code } }] }`. Client faults keep their
 * 4xx status; anything else is logged and answered without internals.
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
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ errors: [{ message: internalErrorMessage, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
}
