import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import { loadSecrets, type AppSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { AppError } from './graphql/app-error.js';
import { graphqlPath, registerGraphql } from './graphql/register-graphql.js';
import { installErrorHandler } from './http/error-handler.js';
import { logSerializers } from './http/log-serializers.js';
import { refuseNulCharacters } from './http/nul-character.js';
import { requestIdFor } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { setUpAnalytics } from './modules/analytics/analytics-setup.js';
import { createRegistrationTrackingPort } from './modules/analytics/registration-tracking-port.js';
import type { ApplicationDeps } from './modules/application/application-deps.js';
import { createApplicationDocumentsPort } from './modules/application/application-documents-port.js';
import { createApplicationIdentityPort } from './modules/application/application-identity-port.js';
import { createApplicationResolvers } from './modules/application/application-resolvers.js';
import type { AuthDeps } from './modules/auth/auth-deps.js';
import { createAuthResolvers, createSessionResolver } from './modules/auth/auth-resolvers.js';
import { disclosureRoutes } from './modules/auth/disclosure-routes.js';
import { createMemberDirectoryPort } from './modules/auth/member-directory-port.js';
import { readSessionCredentials } from './modules/auth/session-cookies.js';
import { SessionStore } from './modules/auth/session-store.js';
import { createBankLinkingResolvers } from './modules/bank-linking/bank-linking-resolvers.js';
import { setUpBankLinking } from './modules/bank-linking/bank-linking-setup.js';
import { blogSubscriptionsRoutes } from './modules/blog-subscriptions/blog-subscriptions-routes.js';
import { createContactResolvers } from './modules/contact/contact-resolvers.js';
import { crmRoutes } from './modules/crm/crm-routes.js';
import { createIsolatedDocumentCheck } from './modules/documents/document-check/document-check-pool.js';
import type { DocumentCheckProvider } from './modules/documents/document-check/document-check-provider.js';
import type { DocumentsDeps } from './modules/documents/documents-deps.js';
import { createDocumentsResolvers } from './modules/documents/documents-resolvers.js';
import { documentsRoutes } from './modules/documents/documents-routes.js';
import { passingDocumentTypes } from './modules/documents/file-records.js';
import type { EmployerVerificationDeps } from './modules/employer-verification/employer-verification-deps.js';
import { createEmployerVerificationResolvers } from './modules/employer-verification/employer-verification-resolvers.js';
import { employerVerificationRoutes } from './modules/employer-verification/employer-verification-routes.js';
import { createFlagsResolvers } from './modules/flags/flags-resolvers.js';
import { setUpFlags } from './modules/flags/flags-setup.js';
import { healthRoutes } from './modules/health/health-routes.js';
import type { KbaDeps } from './modules/identity-check/kba/kba-deps.js';
import type { KbaProvider } from './modules/identity-check/kba/kba-provider.js';
import { createKbaResolvers } from './modules/identity-check/kba/kba-resolvers.js';
import { identityQuestionsPassed } from './modules/identity-check/kba/kba-service.js';
import { createSandboxKbaProvider } from './modules/identity-check/kba/sandbox-kba.js';
import { checkScore } from './modules/identity-check/risk-score/check-score.js';
import { createSandboxRiskScoreProvider } from './modules/identity-check/risk-score/sandbox-risk-score.js';
import { createIpInsightsDeps } from './modules/ip-insights/ip-insights-deps.js';
import { createIpInsightsResolvers } from './modules/ip-insights/ip-insights-resolvers.js';
import { createIpCountryResolver } from './modules/ip-insights/request-ip-insights.js';
import { monitoringRoutes } from './modules/monitoring/monitoring-routes.js';
import { partnersRoutes } from './modules/partners/partners-routes.js';
import { isAcceptedCode } from './modules/referrals/invite-codes-repository.js';
import { recordRegistration } from './modules/referrals/referral-attribution.js';
import { setUpReferrals } from './modules/referrals/referrals-setup.js';
import { systemResolvers } from './modules/system/system-resolvers.js';
import { createFieldCipher, maskLastFour } from './platform/field-encryption.js';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.js';
import { mailboxTransport, smtpTransport } from './platform/mail/mail-transport.js';
import { mailboxRoutes } from './platform/mail/mailbox-routes.js';
import { mailJobHandler, mailQueue } from './platform/mail/outbox.js';
import { RateLimiter } from './platform/rate-limit.js';
import { googleRecaptcha, sandboxRecaptcha } from './platform/recaptcha.js';
import { storageFromConfig } from './platform/storage/storage-from-config.js';
import { serveWeb } from './web/serve-web.js';

// GraphQL bodies are small; uploads get their own limit on their own route.
const jsonBodyLimitBytes = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests pass a database they opened; otherwise one is opened from config. */
  database?: Database;
  /** Tests keep logs quiet or capture them in a stream; main.ts logs to stdout. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Tests may stand in for the document check; otherwise the sandbox (docs/sandbox.md). */
  documentCheck?: DocumentCheckProvider;
  /** Tests may stand in for the identity questions provider; otherwise the sandbox (docs/sandbox.md). */
  kbaProvider?: KbaProvider;
  /** Tests shorten the wait for the identity questions provider (default 5 s). */
  kbaProviderTimeoutMs?: number;
}

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  secrets: AppSecrets;
  /** Background jobs (decision 016); tests run what is due with `jobs.drain()`. */
  jobs: JobRunner;
}

/** Builds the whole server without listening, so tests can run it in-process. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = Fastify({
    // No secret or personal data in logs (docs/operations.md "Health and logs"): URLs and errors are redacted.
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: logSerializers,
            ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          },
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: jsonBodyLimitBytes,
    // Finish in-flight requests on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    // X-Forwarded-For only from the proxies TRUST_PROXY names (docs/operations.md "Client addresses").
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  // Before every route, so each answer (page, API, file, error) carries them (docs/operations.md).
  const securityHeaders = await registerSecurityHeaders(app, { appEnv: config.appEnv });
  refuseNulCharacters(app, graphqlPath);

  const secrets = await loadSecrets(config);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  await app.register(fastifyCookie);
  // Text answers (pages, page data, GraphQL) travel compressed; images and PDFs already are.
  await app.register(fastifyCompress, { threshold: 1024 });

  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport;
  const jobs = createJobRunner({ sql: database.sql, pollIntervalMs: config.jobPollIntervalMs, log: app.log });
  await jobs.handle(mailQueue, mailJobHandler(database.db, transport));
  await jobs.start();
  // Registered after the database's own hook, so it runs first: no job outlives the database.
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });

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
    loginSlowdownStepMs: config.loginSlowdownStepMs,
    // The visit's tracking parameters follow the new account (spec §3 "Session").
    registrationTracking: createRegistrationTrackingPort(database.db, (error) =>
      app.log.warn({ err: error }, 'tracking session link failed'),
    ),
    // Referral attribution: the member's invitation code, and who invited them.
    onRegistered: recordRegistration,
    // A promo code at sign-up is checked as validatePreApprovedCode checks it (spec §7).
    promoCodeAccepted: isAcceptedCode,
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
  // The sandbox check and the PDF safety scan run in worker threads (document-check-pool.ts),
  // started on first use and stopped with the app.
  const isolatedCheck = createIsolatedDocumentCheck({
    onWorkerError: (error) => app.log.error({ err: error }, 'document-check worker died between checks'),
  });
  app.addHook('onClose', async () => isolatedCheck.close());
  const documents: DocumentsDeps = {
    db: database.db,
    storage: storageFromConfig(config),
    checker: options.documentCheck ?? isolatedCheck,
    pdfHasActiveContent: (bytes) => isolatedCheck.pdfHasActiveContent(bytes),
    limiter: auth.limiter,
    requireUser: async (scope) => {
      const { user } = await requireSession(scope);
      return { userId: user.id, firstName: user.firstName, lastName: user.lastName };
    },
    applications: createApplicationDocumentsPort(database.db),
    uploadMaxBytes: config.uploadMaxBytes,
    now: () => new Date(),
  };
  const employerVerification: EmployerVerificationDeps = {
    db: database.db,
    limiter: auth.limiter,
    requireApplicant: async (scope) => {
      const { user } = await requireSession(scope);
      return { userId: user.id, firstName: user.firstName };
    },
    applications: createApplicationDocumentsPort(database.db),
    publicUrl: config.publicUrl,
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
    identityQuestionsPassed: (applicationId) => identityQuestionsPassed(database.db, applicationId),
    publicUrl: config.publicUrl,
    now: () => new Date(),
  };

  // Identity questions (docs/sandbox.md): the sandbox unless a vendor adapter is wired here.
  const applicationIdentity = createApplicationIdentityPort(database.db, application.cipher);
  const identityQuestions: KbaDeps = {
    db: database.db,
    // Decoys from the shared secret: every instance offers an applicant the same ones (docs/sandbox.md).
    provider: options.kbaProvider ?? createSandboxKbaProvider({ decoySecret: secrets.sessionSecret }),
    requireUserId: async (context) => (await requireSession(context)).user.id,
    findApplication: (userId) => applicationIdentity.findForIdentityQuestions(userId),
    log: app.log,
    providerTimeoutMs: options.kbaProviderTimeoutMs ?? 5_000,
    // 10 minutes to answer, as vendors' sessions allow; then timeout and start again.
    transactionTtlMs: 10 * 60_000,
    now: () => new Date(),
  };

  // Feature flags (decision 013): OpenFeature with the local provider over defaults, FEATURE_FLAGS_FILE and the table.
  const flags = await setUpFlags(database.db, {
    flagFile: config.featureFlagsFile,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => flags.close());

  // Bank linking (decision 011): the local sandbox Plaid unless PLAID_ keys are set.
  const bankLinking = await setUpBankLinking(app, config);
  const bankLinkingResolvers = createBankLinkingResolvers({
    db: database.db,
    plaid: bankLinking.plaid,
    cipher: application.cipher,
    requireUser: async (scope) => ({ userId: (await requireSession(scope)).user.id }),
    applications: createApplicationDocumentsPort(database.db),
    splitVersionFor: (targetingKey) => flags.client.getStringValue('plaidSplitVersion', 'A', { targetingKey }),
  });

  const memberDirectory = createMemberDirectoryPort(database.db);
  const referralsResolvers = await setUpReferrals(
    {
      db: database.db,
      limiter: auth.limiter,
      requireMember: async (scope) => {
        const { user } = await requireSession(scope);
        return { userId: user.id, inviteCode: user.inviteCode, promoCode: user.promoCode };
      },
      memberFirstName: (userId) => memberDirectory.firstName(userId),
      publicUrl: config.publicUrl,
      ipLimitScale: config.rateLimitIpScale,
      now: () => new Date(),
    },
    { seedSandboxCodes: config.appEnv !== 'production' },
  );

  await app.register(healthRoutes, { database });
  await setUpAnalytics(app, {
    db: database.db,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    appEnv: config.appEnv,
    // A beacon cannot send the per-session header, so the collector may carry the hash in its body.
    currentUserId: async (request, sessionHash) => {
      const { token, headerHash } = readSessionCredentials(request);
      // Telemetry names the user but is not activity: it must not keep an idle session alive.
      const session = await auth.sessions.resolve(token, headerHash ?? sessionHash, new Date(), { touch: false });
      return session.ok ? session.user.id : null;
    },
  });
  await app.register(disclosureRoutes, { publicUrl: config.publicUrl });
  await app.register(documentsRoutes, documents);
  await app.register(employerVerificationRoutes, employerVerification);
  await app.register(monitoringRoutes, { limiter: auth.limiter, ipLimitScale: config.rateLimitIpScale });
  // Spec §7 plain HTTP for partners, leads and the blog: no session, limits per IP.
  const siteForms = {
    db: database.db,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    publicUrl: config.publicUrl,
    now: () => new Date(),
  };
  await app.register(partnersRoutes, siteForms);
  await app.register(crmRoutes, siteForms);
  await app.register(blogSubscriptionsRoutes, siteForms);
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
      createEmployerVerificationResolvers(employerVerification),
      createIpInsightsResolvers(ipInsights),
      bankLinkingResolvers,
      createKbaResolvers(identityQuestions),
      referralsResolvers,
      createContactResolvers({
        db: database.db,
        recaptcha: auth.recaptcha,
        currentUserId: async (scope) => {
          const session = await resolveSession(scope);
          return session.ok ? session.user.id : null;
        },
        ipLimitScale: config.rateLimitIpScale,
        // Where support reads the contact form (SUPPORT_EMAIL).
        supportAddress: config.supportEmail,
        now: () => new Date(),
      }),
      createFlagsResolvers({
        definitions: flags.definitions,
        requireUser: async (scope) => ({ userId: (await requireSession(scope)).user.id }),
      }),
    ],
  });
  await serveWeb(app, { distDir: config.webDistDir, pagePolicy: securityHeaders.pagePolicy });

  return { app, database, secrets, jobs };
}
