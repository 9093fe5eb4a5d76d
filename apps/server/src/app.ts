import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerAccountArea } from './composition/account-area-wiring.js';
import { createIdentityQuestionsDeps } from './composition/identity-questions-wiring.js';
import { chooseProviders } from './composition/providers.js';
import { registerSiteForms } from './composition/site-forms-wiring.js';
import {
  createCreditReportDeps,
  documentsAfterSubmit,
  queueDecisionOnSubmit,
  registerUnderwriting,
} from './composition/underwriting-wiring.js';
import type { AppConfig } from './config/config.js';
import { loadSecrets, type AppSecrets } from './config/secrets.js';
import { openDatabase, type Database } from './db/database.js';
import { graphqlPath, registerGraphql } from './graphql/register-graphql.js';
import { thirdPartyScriptsFor } from './http/content-security-policy.js';
import { createHttpServer } from './http/create-http-server.js';
import { installErrorHandler } from './http/error-handler.js';
import { refuseNulCharacters } from './http/nul-character.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerAnalytics } from './modules/analytics/analytics-module.js';
import { createRegistrationTrackingPort } from './modules/analytics/registration-tracking-port.js';
import type { ApplicationDeps } from './modules/application/application-deps.js';
import { createApplicationIdentityPort } from './modules/application/application-identity-port.js';
import { registerApplication } from './modules/application/application-module.js';
import { createOwnedApplicationsPort } from './modules/application/owned-applications-port.js';
import { accountPort } from './modules/auth/account-port.js';
import type { AuthDeps } from './modules/auth/auth-deps.js';
import { registerAuth } from './modules/auth/auth-module.js';
import { createSessionAdapters } from './modules/auth/session-adapters.js';
import { SessionStore } from './modules/auth/session-store.js';
import { registerBankLinking } from './modules/bank-linking/bank-linking-module.js';
import type { CardsDeps } from './modules/cards/cards-deps.js';
import { removeChangeRequestFile } from './modules/change-requests/change-request-service.js';
import { registerContact } from './modules/contact/contact-module.js';
import type { CreditBureauProvider } from './modules/credit-report/credit-bureau-provider.js';
import type { CreditReportDeps } from './modules/credit-report/credit-report-deps.js';
import { queueHardPull } from './modules/credit-report/hard-pull-service.js';
import { createPrequalificationCarryOverPort } from './modules/credit-report/prequalification-carry-over.js';
import type { DecisionsDeps } from './modules/decisions/decisions-deps.js';
import type { DocumentCheckProvider } from './modules/documents/document-check/document-check-provider.js';
import { createDocumentScreen } from './modules/documents/document-screen.js';
import type { DocumentsDeps } from './modules/documents/documents-deps.js';
import { registerDocuments } from './modules/documents/documents-module.js';
import { passingDocuments } from './modules/documents/file-records-repository.js';
import type { EmployerVerificationDeps } from './modules/employer-verification/employer-verification-deps.js';
import { registerEmployerVerification } from './modules/employer-verification/employer-verification-module.js';
import { registerFlags } from './modules/flags/flags-module.js';
import { registerHealth } from './modules/health/health-module.js';
import type { Readiness } from './modules/health/readiness.js';
import { registerHelpDesk } from './modules/help-desk/help-desk-module.js';
import { helpDeskSigningKey } from './modules/help-desk/help-desk-signing-key.js';
import { registerIdentityQuestions } from './modules/identity-questions/kba-module.js';
import type { KbaProvider } from './modules/identity-questions/kba-provider.js';
import { identityQuestionsPassedAt } from './modules/identity-questions/kba-service.js';
import { checkScore } from './modules/identity-score/check-score.js';
import { createHostingAddressPort } from './modules/ip-insights/hosting-address-port.js';
import { createIpInsightsDeps } from './modules/ip-insights/ip-insights-deps.js';
import { registerIpInsights } from './modules/ip-insights/ip-insights-module.js';
import { createIpCountryResolver } from './modules/ip-insights/request-ip-insights.js';
import { registerMonitoring } from './modules/monitoring/monitoring-module.js';
import { isModelPartnerProgramme } from './modules/partners/partner-programmes.js';
import { createApplicationSourcePort } from './modules/referrals/application-source-port.js';
import { isAcceptedCode } from './modules/referrals/invite-codes-repository.js';
import { recordRegistration } from './modules/referrals/referral-attribution.js';
import { registerReferrals } from './modules/referrals/referrals-module.js';
import { createReferrerNamePort } from './modules/referrals/referrer-name-port.js';
import type { RequireStaff } from './modules/staff/require-staff.js';
import { clientSettingsFor } from './modules/system/client-settings-routes.js';
import { registerSystem } from './modules/system/system-module.js';
import { systemClock, type Clock } from './platform/clock.js';
import { createFieldCipher, maskLastFour } from './platform/field-encryption.js';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.js';
import { mailboxTransport } from './platform/mail/mail-transport.js';
import { registerMailbox } from './platform/mail/mailbox-module.js';
import { mailJobHandler, mailQueue } from './platform/mail/outbox.js';
import { registerMetrics } from './platform/metrics/metrics-module.js';
import { createModuleHost } from './platform/module-host.js';
import { RateLimiter } from './platform/rate-limit.js';
import { storageFromConfig } from './platform/storage/storage-from-config.js';
import { createFileIntake } from './platform/uploads/file-intake.js';
import { serveWeb } from './web/serve-web.js';

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
  const transport = providers.mail;
  const jobs = createJobRunner({ sql: database.sql, pollIntervalMs: config.jobPollIntervalMs, log: app.log });
  await jobs.handle(mailQueue, mailJobHandler(database.db, transport));
  await jobs.start();
  // Registered after the database's own hook, so it runs first: no job outlives the database.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await providers.close();
  });

  const ipInsights = createIpInsightsDeps(config.appEnv);
  const auth: AuthDeps = {
    db: database.db,
    sessions: new SessionStore(
      database.db,
      secrets.sessionSecret,
      { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds },
      clock,
    ),
    limiter: new RateLimiter(database.db, clock),
    recaptcha: providers.recaptcha,
    publicUrl: config.publicUrl,
    ipLimitScale: config.rateLimitIpScale,
    loginSlowdownStepMs: config.loginSlowdownStepMs,
    now: () => clock.now(),
    // The visit's tracking parameters follow the new account (product-rules#visit-session).
    registrationTracking: createRegistrationTrackingPort(
      database.db,
      (error) => app.log.warn({ err: error }, 'tracking session link failed'),
      () => clock.now(),
    ),
    // Referral attribution: the member's invitation code, and who invited them.
    onRegistered: recordRegistration,
    // A promo code at sign-up is checked as validatePreApprovedCode checks it (product-rules#account-operations).
    promoCodeAccepted: isAcceptedCode,
    // Sign-ups from data centres and VPN exits are refused (product-rules#auth-errors block_vpn).
    isHostingAddress: createHostingAddressPort(ipInsights, app.log),
  };

  // Every module sees the caller through one family of adapters (session-adapters.ts).
  const sessions = createSessionAdapters(auth, clock);
  // The application row, as the modules that add to an application may see and change it.
  const ownedApplications = createOwnedApplicationsPort(database.db);
  const uploadStorage = storageFromConfig(config);
  const documents: DocumentsDeps = {
    db: database.db,
    storage: uploadStorage,
    checker: providers.documentCheck,
    // Every person's file enters through this one intake, screened in the document-check workers (decision 057).
    intake: createFileIntake({
      storage: uploadStorage,
      maxBytes: config.uploadMaxBytes,
      screen: createDocumentScreen((contentType, bytes) => providers.pdfScan.screen(contentType, bytes)),
    }),
    limiter: auth.limiter,
    requireUser: sessions.applicant,
    applications: ownedApplications,
    ...documentsAfterSubmit,
    // Change requests are wired once staff exist (below); a removal only ever comes after start.
    removeChangeRequestFile: (userId, fileId) => removeChangeRequestFile(changeRequests, userId, fileId),
    uploadMaxBytes: config.uploadMaxBytes,
    now: () => clock.now(),
  };
  const employerVerification: EmployerVerificationDeps = {
    db: database.db,
    limiter: auth.limiter,
    requireApplicant: sessions.applicant,
    applications: ownedApplications,
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  };
  const cipher = createFieldCipher({ key: secrets.encryptionKey, keyId: secrets.encryptionKeyId });
  const applicationIdentity = createApplicationIdentityPort(database.db, cipher);
  const memberDirectory = {
    firstName: (userId: string) => accountPort.firstName(database.db, userId),
    fullName: (userId: string) => accountPort.fullName(database.db, userId),
    promoCode: (userId: string) => accountPort.promoCode(database.db, userId),
  };
  // The credit report (decision 026), with the bureau chosen among the providers.
  const creditReport = createCreditReportDeps({
    database,
    config,
    secrets,
    cipher,
    auth,
    sessions,
    applicationIdentity,
    bureau: providers.creditBureau,
    clock,
    log: app.log,
  });
  const prequalificationCarryOver = createPrequalificationCarryOverPort(creditReport);
  const application: ApplicationDeps = {
    db: database.db,
    cipher,
    maskLastFour,
    requireApplicant: sessions.applicant,
    ipCountry: createIpCountryResolver(ipInsights),
    riskScore: (input) => checkScore(providers.riskScore, input, { log: app.log }),
    passingDocuments: (applicationId) => passingDocuments(database.db, applicationId),
    identityQuestionsPassedAt: (applicationId) => identityQuestionsPassedAt(database.db, applicationId),
    applicantName: (userId) => memberDirectory.fullName(userId),
    creditCheck: {
      queueHardPull,
      answersFor: async (userId, request) => {
        const name = await memberDirectory.fullName(userId);
        return name ? prequalificationCarryOver.answersFor(userId, request, name) : null;
      },
    },
    queueDecisionOnSubmit,
    // A new draft's specialTreatment (decision 035): the sign-up code's campaign or model partner programme.
    specialTreatmentFor: createApplicationSourcePort(database.db, {
      promoCodeOf: (userId) => memberDirectory.promoCode(userId),
      isModelPartnerProgramme: (programme) => isModelPartnerProgramme(database.db, programme),
    }),
    // A new draft's referralName: who invited the applicant, as registration recorded it.
    referrerFirstName: createReferrerNamePort(database.db, (userId) => memberDirectory.firstName(userId)),
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  };

  // Identity questions (decision 042), with the provider chosen among the providers.
  const identityQuestions = createIdentityQuestionsDeps({
    db: database.db,
    provider: providers.identityQuestions,
    providerTimeoutMs: options.kbaProviderTimeoutMs,
    requireUserId: sessions.userId,
    findApplication: (userId) => applicationIdentity.findForIdentityQuestions(userId),
    // A vendor searches by the account's name (decision 042).
    nameOf: (userId) => memberDirectory.fullName(userId),
    log: app.log,
    clock,
  });

  // Every module plugs in one way, registerX(host, deps) (platform/module-host.ts); GraphQL is mounted last.
  const modules = createModuleHost(app);
  const { host } = modules;
  await registerHealth(host, { database, sandboxes: config.providers.sandboxes, readiness: options.readiness });
  await registerSystem(host, { clientSettings: clientSettingsFor(config.providers, config.recaptcha.siteKey) });
  await registerAuth(host, auth);
  await registerApplication(host, application);
  await registerDocuments(host, documents);
  await registerEmployerVerification(host, employerVerification);
  await registerIpInsights(host, ipInsights);
  await registerIdentityQuestions(host, identityQuestions);
  // The credit report, decisions, staff accounts and the audit log (decisions 026–030).
  const { decisions, requireStaff } = await registerUnderwriting(host, jobs, {
    database,
    config,
    secrets,
    cipher,
    auth,
    creditReport,
    clock,
    storage: documents.storage,
  });
  // Change requests (decision 036) and the card after approval (decision 037).
  const { changeRequests, cards } = await registerAccountArea(host, jobs, {
    database,
    config,
    cardIssuing: providers.cardIssuing,
    cipher,
    clock,
    documents,
    limiter: auth.limiter,
    requireUser: sessions.user,
    requireStaff,
    requestCountry: application.ipCountry,
  });
  // Feature flags (decision 013): OpenFeature with the local provider over defaults, FEATURE_FLAGS_FILE and the table.
  const flags = await registerFlags(host, {
    db: database.db,
    flagFile: config.featureFlagsFile,
    warn: (message) => app.log.warn(message),
    requireUser: sessions.user,
  });
  // Bank linking (decision 011): the local sandbox Plaid unless PLAID_ keys are set.
  await registerBankLinking(host, config, {
    db: database.db,
    cipher: application.cipher,
    requireUser: sessions.user,
    applications: ownedApplications,
    splitVersionFor: (targetingKey) => flags.getStringValue('plaidSplitVersion', 'A', { targetingKey }),
  });
  await registerReferrals(
    host,
    {
      db: database.db,
      limiter: auth.limiter,
      requireMember: sessions.member,
      memberFirstName: (userId) => memberDirectory.firstName(userId),
      publicUrl: config.publicUrl,
      ipLimitScale: config.rateLimitIpScale,
      now: () => clock.now(),
    },
    { seedSandboxCodes: config.appEnv !== 'production' },
  );
  await registerContact(host, {
    db: database.db,
    recaptcha: auth.recaptcha,
    currentUserId: sessions.optionalUserId,
    ipLimitScale: config.rateLimitIpScale,
    // Where support reads the contact form (SUPPORT_EMAIL).
    supportAddress: config.supportEmail,
    now: () => clock.now(),
  });
  await registerAnalytics(host, {
    db: database.db,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    appEnv: config.appEnv,
    clock,
    currentUserId: sessions.telemetryUserId,
    // GA4 with GA4_MEASUREMENT_ID and GA4_API_SECRET (decision 043), chosen among the providers.
    jobs,
    forwarder: providers.analyticsForwarder,
  });
  await registerMonitoring(host, {
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    now: () => clock.now(),
  });
  // product-rules#plain-http plain HTTP for partners, leads and the blog: no session, limits per IP.
  await registerSiteForms(host, {
    db: database.db,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    publicUrl: config.publicUrl,
    seedSandboxProgrammes: config.appEnv !== 'production',
    now: () => clock.now(),
  });
  // The answers widget's help desk (decision 034): HELP_DESK_SIGNING_KEY, or outside production a derived key.
  await registerHelpDesk(host, {
    signingKey: await helpDeskSigningKey(config.helpDeskSigningKey, secrets.sessionSecret),
    issuer: config.publicUrl,
    requireIdentity: sessions.requireAs(({ user }) => ({
      userId: user.id,
      email: user.email,
      isCardHolder: user.isCardHolder,
    })),
    sandboxDesk: config.appEnv !== 'production',
    now: () => clock.now(),
  });
  // The sandbox mailbox exists only where mail is not really sent, and never in production.
  if (transport === mailboxTransport && config.appEnv !== 'production') {
    await registerMailbox(host, { db: database.db });
  }
  await registerGraphql(app, { config, database, resolvers: modules.resolvers() });
  // Request, GraphQL and database metrics at /metrics (decision 044); after GraphQL, whose hooks it adds.
  await registerMetrics(app, { config, database });
  await serveWeb(app, { distDir: config.webDistDir, pagePolicy: securityHeaders.pagePolicy });

  return { app, database, secrets, jobs, creditReport, decisions, requireStaff, cards };
}
