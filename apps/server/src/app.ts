import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { composeModules } from './composition/compose-modules.js';
import { chooseProviders } from './composition/providers.js';
import type { AppConfig } from './config/config.js';
import { loadSecrets, type AppSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { graphqlPath, registerGraphql } from './graphql/register-graphql.js';
import { thirdPartyScriptsFor } from './http/content-security-policy.js';
import { createHttpServer } from './http/create-http-server.js';
import { installErrorHandler } from './http/error-handler.js';
import { refuseNulCharacters } from './http/nul-character.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { CardsDeps } from './modules/cards/cards-deps.js';
import type { CreditBureauProvider } from './modules/credit-report/credit-bureau-provider.js';
import type { CreditReportDeps } from './modules/credit-report/credit-report-deps.js';
import type { DecisionsDeps } from './modules/decisions/decisions-deps.js';
import type { IsolatedDocumentCheck } from './modules/documents/document-check/document-check-pool.js';
import type { DocumentCheckProvider } from './modules/documents/document-check/document-check-provider.js';
import type { Readiness } from './modules/health/readiness.js';
import type { KbaProvider } from './modules/identity-questions/kba-provider.js';
import type { RequireStaff } from './modules/staff/require-staff.js';
import { registerPersonalDataReadFlush } from './platform/audit/personal-data-read-flush.js';
import { systemClock, type Clock } from './platform/clock.js';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.js';
import { mailJobHandler, mailQueue } from './platform/mail/outbox.js';
import { registerMetrics } from './platform/metrics/metrics-module.js';
import { serveWeb } from './web/serve-web.js';

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests pass a database they opened; otherwise one is opened from config. */
  database?: Database;
  /** Tests keep logs quiet or capture them in a stream; main.ts logs to stdout. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Tests may stand in for the document check; otherwise the sandbox (docs/sandbox.md). */
  documentCheck?: DocumentCheckProvider;
  /** Tests share one pool of document-check threads across apps (composition/providers.ts); otherwise the app's own. */
  isolatedCheck?: IsolatedDocumentCheck;
  /** Tests may stand in for the identity questions provider; otherwise the sandbox (docs/sandbox.md). */
  kbaProvider?: KbaProvider;
  /** Tests shorten the wait for the identity questions provider (default 5 s). */
  kbaProviderTimeoutMs?: number;
  /** Tests may stand in for the credit bureau; otherwise from config (the sandbox unless CREDIT_BUREAU_ settings are set). */
  creditBureau?: CreditBureauProvider;
  /** Tests move time with a clock of their own instead of waiting for it; otherwise the system clock. */
  clock?: Clock;
  /** main.ts turns it to draining on SIGTERM, and /healthz answers 503 (decision 059). */
  readiness?: Readiness;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  secrets: AppSecrets;
  /** Background jobs (decision 016); tests run what is due with `jobs.drain()`. */
  jobs: JobRunner;
  /** The credit report's wiring: tests run one try of a job by hand, as a retry would. */
  creditReport: CreditReportDeps;
  /** The decisions' wiring (decision 030): tests run a decision job by hand, as a retry would. */
  decisions: DecisionsDeps;
  /** The back office's gate (decision 029): a live staff session, optionally of given roles. */
  requireStaff: RequireStaff;
  /** The cards' wiring (decision 037): tests sign webhooks with its secret. */
  cards: CardsDeps;
}

/** Builds the whole server without listening, so tests can run it in-process. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = createHttpServer(config, options.logger);
  installErrorHandler(app);
  // Before every route, so each answer (page, API, file, error) carries them (docs/operations.md).
  const securityHeaders = await registerSecurityHeaders(app, {
    appEnv: config.appEnv,
    thirdParty: thirdPartyScriptsFor(config),
  });
  refuseNulCharacters(app, graphqlPath);

  const secrets = await loadSecrets(config);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(fastifyCookie);
  // Before every route: each staff read of personal data is on record before its answer leaves (decision 069).
  registerPersonalDataReadFlush(app, { db: database.db, now: () => clock.now() });
  // Text answers (pages, page data, GraphQL) travel compressed; images and PDFs already are.
  await app.register(fastifyCompress, { threshold: 1024 });

  // Every outside service, real or sandbox, chosen once from the config (decision 038).
  const providers = chooseProviders(
    config,
    app.log,
    { sessionSecret: secrets.sessionSecret, db: database.db, now: () => clock.now() },
    options,
  );
  if (config.appEnv === 'production' && config.providers.optedIn.length > 0)
    app.log.warn(
      { sandboxes: config.providers.optedIn },
      'production is running sandbox providers (SANDBOX_PROVIDERS)',
    );
  const jobs = createJobRunner({ sql: database.sql, pollIntervalMs: config.jobPollIntervalMs, log: app.log });
  await jobs.handle(mailQueue, mailJobHandler(database.db, providers.mail));
  await jobs.start();
  // Registered after the database's own hook, so it runs first: no job outlives the database.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await providers.close();
  });

  // Every module, registered from the composition files (composition/compose-modules.ts, decision 065).
  const composed = await composeModules({
    http: app,
    log: app.log,
    config,
    secrets,
    database,
    providers,
    jobs,
    clock,
    readiness: options.readiness,
    kbaProviderTimeoutMs: options.kbaProviderTimeoutMs,
  });
  const { creditReport, decisions, requireStaff, cards } = composed;
  const graphql = await registerGraphql(app, { config, database, resolvers: composed.resolvers });
  // Request, GraphQL and database metrics at /metrics (decision 044); after GraphQL, whose hooks it adds.
  await registerMetrics(app, { config, database, graphql });
  await serveWeb(app, { distDir: config.webDistDir, pagePolicy: securityHeaders.pagePolicy });

  return { app, database, secrets, jobs, creditReport, decisions, requireStaff, cards };
}
