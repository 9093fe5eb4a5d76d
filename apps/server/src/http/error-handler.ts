import type { FastifyInstance } from 'fastify';
import { AppError } from '../graphql/app-error.js';
import { StorageUnavailableError } from '../platform/storage/storage-outage.js';
import { describeClientError, internalErrorMessage } from './client-error.js';
import {
  clientClosedStatus,
  isClientAbort,
  isServiceUnavailable,
  retryAfterSeconds,
  serviceUnavailableCode,
  serviceUnavailableMessage,
} from './service-unavailable.js';

/**
 * One error shape for every route, GraphQL or plain HTTP:
 * `{ errors: [{ message, extensions: { code } }] }`. Client faults keep their
 * 4xx status; a client that aborted is 499; an unreachable database is 503 with Retry-After; anything else
 * is logged and answered without internals.
 */
const storageUnavailableMessage = 'We cannot open files just now. Please try again in a few minutes.';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // Our own refusals keep their code, status and field errors, as in GraphQL.
    if (error instanceof AppError) {
      const extensions = { code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
      return reply.status(error.statusCode).send({ errors: [{ message: error.message, extensions }] });
    }
    // A client that went away is no fault to report: info, not a warning, and never a 503 in the metrics.
    if (isClientAbort(error)) {
      request.log.info({ err: error }, 'request aborted by the client');
      return reply
        .status(clientClosedStatus)
        .send({ errors: [{ message: 'The request was aborted.', extensions: { code: 'CLIENT_CLOSED_REQUEST' } }] });
    }
    // The object store is down, not the database: its own code, so nobody looks for a database outage.
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error }, 'object storage failed');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ errors: [{ message: storageUnavailableMessage, extensions: { code: 'STORAGE_UNAVAILABLE' } }] });
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
