import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import { loadSecrets, type AppSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { registerGraphql } from './graphql/register-graphql.js';
import { installErrorHandler } from './http/error-handler.js';
import { requestIdFor } from './http/request-id.js';
import { AppError } from './graphql/app-error.js';
import { createApplicationDocumentsPort } from './modules/application/application-documents-port.js';
import type { ApplicationDeps } from './modules/application/application-deps.js';
import { createApplicationResolvers } from './modules/application/application-resolvers.js';
import type { AuthDeps } from './modules/auth/auth-deps.js';
import { createAuthResolvers, createSessionResolver } from './modules/auth/auth-resolvers.js';
import type { DocumentCheckProvider } from './modules/documents/document-check/document-check-provider.js';
import { pdfHasActiveContent } from './modules/documents/document-check/pdf-safety.js';
import { createSandboxDocumentCheck } from './modules/documents/document-check/sandbox-document-check.js';
import type { DocumentsDeps } from './modules/documents/documents-deps.js';
import { createDocumentsResolvers } from './modules/documents/documents-resolvers.js';
import { documentsRoutes } from './modules/documents/documents-routes.js';
import { passingDocumentTypes } from './modules/documents/file-records.js';
import { checkScore } from './modules/identity-check/risk-score/check-score.js';
import { createSandboxRiskScoreProvider } from './modules/identity-check/risk-score/sandbox-risk-score.js';
import { createIpInsightsDeps } from './modules/ip-insights/ip-insights-deps.js';
import { createIpInsightsResolvers } from './modules/ip-insights/ip-insights-resolvers.js';
import { createIpCountryResolver } from './modules/ip-insights/request-ip-insights.js';
import { createFieldCipher, maskLastFour } from './platform/field-encryption.js';
import { disclosureRoutes } from './modules/auth/disclosure-routes.js';
import { SessionStore } from './modules/auth/session-store.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { mailboxRoutes } from './platform/mail/mailbox-routes.js';
import { mailboxTransport, smtpTransport } from './platform/mail/mail-transport.js';
import { createMailWorker, type MailWorker } from './platform/mail/outbox.js';
import { RateLimiter } from './platform/rate-limit.js';
import { googleRecaptcha, sandboxRecaptcha } from './platform/recaptcha.js';
import { storageFromConfig } from './platform/storage/storage-from-config.js';
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
  /** Tests may stand in for the document check; otherwise the sandbox (docs/sandbox.md). */
  documentCheck?: DocumentCheckProvider;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  secrets: AppSecrets;
  mailWorker: MailWorker;
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

  await app.register(fastifyCookie);

  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport;
  const mailWorker = createMailWorker(database.db, transport, (error) =>
    app.log.warn({ err: error }, 'mail send failed'),
  );
  if (config.mailWorkerIntervalMs > 0) mailWorker.start(config.mailWorkerIntervalMs);
  app.addHook('onClose', async () => mailWorker.stop());

  const auth: AuthDeps = {
    db: database.db,
    sessions: new SessionStore(database.db, secrets.sessionSecret, {
      idleSeconds: config.sessionIdleSeconds,
      maxSeconds: config.sessionMaxSeconds,
    }),
    limiter: new RateLimiter(database.db),
    recaptcha: config.recaptchaSecret ? googleRecaptcha(config.recaptchaSecret) : sandboxRecaptcha,
    publicUrl: config.publicUrl,
    ipLimitScale: config.rateLimitIpScale,
  };

  const ipInsights = createIpInsightsDeps(config.appEnv);
  const resolveSession = createSessionResolver(auth);
  const requireSession = async (scope: Parameters<typeof resolveSession>[0]) => {
    const session = await resolveSession(scope);
    // Spec §8: the web re-checks the session when a save error carries this text.
    if (!session.ok) {
      throw new AppError('APPLICATION_SESSION_INVALID', 'APPLICATION_SESSION_INVALID: please sign in again.', 401);
    }
    return session;
  };
  const riskScoreProvider = createSandboxRiskScoreProvider();
  const documents: DocumentsDeps = {
    db: database.db,
    storage: storageFromConfig(config),
    checker: options.documentCheck ?? createSandboxDocumentCheck(),
    pdfHasActiveContent,
    limiter: auth.limiter,
    requireUser: async (scope) => {
      const { user } = await requireSession(scope);
      return { userId: user.id, firstName: user.firstName, lastName: user.lastName };
    },
    applications: createApplicationDocumentsPort(database.db),
    uploadMaxBytes: config.uploadMaxBytes,
    now: () => new Date(),
  };
  const application: ApplicationDeps = {
    db: database.db,
    cipher: createFieldCipher({ key: secrets.encryptionKey, keyId: secrets.encryptionKeyId }),
    maskLastFour,
    requireApplicant: async (context) => {
      const session = await requireSession(context);
      const { user } = session;
      return {
        userId: user.id,
        sessionId: session.sessionId,
        email: user.email,
        firstName: user.firstName,
        emailVerified: user.emailVerifiedAt !== null,
      };
    },
    ipCountry: createIpCountryResolver(ipInsights),
    riskScore: (input) => checkScore(riskScoreProvider, input, { log: app.log }),
    passingDocumentTypes: (applicationId) => passingDocumentTypes(database.db, applicationId),
    publicUrl: config.publicUrl,
    now: () => new Date(),
  };

  await app.register(healthRoutes, { database });
  await app.register(disclosureRoutes, { publicUrl: config.publicUrl });
  await app.register(documentsRoutes, documents);
  // The sandbox mailbox exists only where mail is not really sent, and never in production.
  if (transport === mailboxTransport && config.appEnv !== 'production') {
    await app.register(mailboxRoutes, { db: database.db });
  }
  await registerGraphql(app, {
    config,
    database,
    resolvers: [
      systemResolvers,
      createAuthResolvers(auth),
      createApplicationResolvers(application),
      createDocumentsResolvers(documents),
      createIpInsightsResolvers(ipInsights),
    ],
  });
  await serveWeb(app, { distDir: config.webDistDir });

  return { app, database, secrets, mailWorker };
}
