import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { logSerializers } from './log-serializers.js';
import { requestIdMixin, trackRequestContext } from './request-context.js';
import { requestIdFor } from './request-id.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { answerUnparsedRequest } from './unparsed-request-answer.js';

// GraphQL bodies are small; uploads get their own limit on their own route.
const jsonBodyLimitBytes = 1024 * 1024;

/**
 * The Fastify instance every route mounts on: redacted logs, our request ids
 * (echoed as x-request-id), the JSON body limit, and client addresses from
 * trusted proxies only.
 */
export function createHttpServer(
  config: AppConfig,
  logger: boolean | { stream: { write(line: string): void } } | undefined,
): FastifyInstance {
  const app = Fastify({
    // No secret or personal data in logs (docs/operations.md "Health and logs"): URLs and errors are redacted.
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: logSerializers,
            // A line logged for a request through the app's logger names the request too (request-context.ts).
            mixin: requestIdMixin,
            ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
          },
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: jsonBodyLimitBytes,
    // Finish in-flight requests on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    // X-Forwarded-For only from the proxies TRUST_PROXY names (docs/operations.md "Client addresses").
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A request the parser could not read is answered without a body when it was a HEAD.
    clientErrorHandler: answerUnparsedRequest,
  });
  trackRequestContext(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  return app;
}
