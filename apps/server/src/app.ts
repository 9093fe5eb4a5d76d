import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import { loadSecrets, type AppSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { registerGraphql } from './graphql/register-graphql.js';
import { installErrorHandler } from './http/error-handler.js';
import { requestIdFor } from './http/request-id.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { systemResolvers } from './modules/system/system-resolvers.js';
import { serveWeb } from './web/serve-web.js';

// GraphQL bodies are small; uploads get their own limit on their own route.
const jsonBodyLimitBytes = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests pass a database they opened; otherwise one is opened from config. */
  database?: Database;
  /** Tests keep logs quiet; main.ts logs to stdout. */
  logger?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  secrets: AppSecrets;
}

/** Builds the whole server without listening, so tests can run it in-process. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: jsonBodyLimitBytes,
    // Finish in-flight requests on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    trustProxy: config.appEnv === 'production',
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);

  const secrets = await loadSecrets(config);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(healthRoutes, { database });
  await registerGraphql(app, { config, database, resolvers: [systemResolvers] });
  await serveWeb(app, { distDir: config.webDistDir });

  return { app, database, secrets };
}
