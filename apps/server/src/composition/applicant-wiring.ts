import type { FastifyBaseLogger } from 'fastify';
import { maskLastFour } from '@waypoint/domain/application/draft/masked-values';
import type { AppConfig } from '../config/config.js';
import type { AppSecrets } from '../config/secrets.js';
import type { Database } from '../db/database.js';
import { accountSecurityPort } from '../modules/account-security/account-security-port.js';
import { createRegistrationTrackingPort } from '../modules/analytics/registration-tracking-port.js';
import type { ApplicationDeps } from '../modules/application/application-deps.js';
import { registerApplication } from '../modules/application/application-module.js';
import { accountPort } from '../modules/auth/account-port.js';
import type { AuthDeps } from '../modules/auth/auth-deps.js';
import { registerAuth } from '../modules/auth/auth-module.js';
import { SessionStore } from '../modules/auth/session-store.js';
import type { CreditReportDeps } from '../modules/credit-report/credit-report-deps.js';
import { queueHardPull } from '../modules/credit-report/hard-pull-service.js';
import { createPrequalificationCarryOverPort } from '../modules/credit-report/prequalification-carry-over.js';
import { createDocumentScreen } from '../modules/documents/document-screen.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import { registerDocuments } from '../modules/documents/documents-module.js';
import { passingDocuments } from '../modules/documents/file-records-repository.js';
import { registerEmployerVerification } from '../modules/employer-verification/employer-verification-module.js';
import { registerIdentityQuestions } from '../modules/identity-questions/kba-module.js';
import { identityQuestionsPassedAt } from '../modules/identity-questions/kba-service.js';
import { checkScore } from '../modules/identity-score/check-score.js';
import { createHostingAddressPort } from '../modules/ip-insights/hosting-address-port.js';
import type { createIpInsightsDeps } from '../modules/ip-insights/ip-insights-deps.js';
import { registerIpInsights } from '../modules/ip-insights/ip-insights-module.js';
import { createIpCountryResolver } from '../modules/ip-insights/request-ip-insights.js';
import { isModelPartnerProgramme } from '../modules/partners/partner-programmes.js';
import { referralsPort } from '../modules/referrals/referrals-port.js';
import type { Clock } from '../platform/clock.js';
import { RateLimiter } from '../platform/rate-limit.js';
import { storageFromConfig } from '../platform/storage/storage-from-config.js';
import { createFileIntake } from '../platform/uploads/file-intake.js';
import type { CompositionContext } from './composition-context.js';
import { createIdentityQuestionsDeps } from './identity-questions-wiring.js';
import type { Providers } from './providers.js';
import { createCreditReportDeps, documentsAfterSubmit, queueDecisionOnSubmit } from './underwriting-wiring.js';

/** Accounts and sessions (auth), which every other area's session adapters read. */
export function createAuthDeps(shared: {
  config: AppConfig;
  secrets: AppSecrets;
  database: Database;
  providers: Providers;
  ipInsights: ReturnType<typeof createIpInsightsDeps>;
  clock: Clock;
  log: FastifyBaseLogger;
}): AuthDeps {
  const { config, database, clock, log } = shared;
  return {
    db: database.db,
    sessions: new SessionStore(
      database.db,
      shared.secrets.sessionSecret,
      { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds },
      clock,
    ),
    limiter: new RateLimiter(database.db, clock),
    recaptcha: shared.providers.recaptcha,
    publicUrl: config.publicUrl,
    ipLimitScale: config.rateLimitIpScale,
    loginSlowdownStepMs: config.loginSlowdownStepMs,
    now: () => clock.now(),
    // The visit's tracking parameters follow the new account (product-rules#visit-session).
    registrationTracking: createRegistrationTrackingPort(
      database.db,
      (error) => log.warn({ err: error }, 'tracking session link failed'),
      () => clock.now(),
    ),
    // Referral attribution: the member's invitation code, and who invited them.
    onRegistered: referralsPort.onRegistered,
    // A promo code at sign-up is checked as validatePreApprovedCode checks it (product-rules#account-operations).
    promoCodeAccepted: referralsPort.promoCodeAccepted,
    // Sign-ups from data centres and VPN exits are refused (product-rules#auth-errors block_vpn).
    isHostingAddress: createHostingAddressPort(shared.ipInsights, log),
    // An address an account left within its undo window stays that account's (decision 075).
    addressHeldForUndo: (email) => accountSecurityPort.addressHeldForUndo(database.db, email, clock.now()),
  };
}

/**
 * The applicant's side: sign-up and sessions (auth), the application and
 * what is added to it (documents, employer verification, identity questions
 * (decision 042)), and the request's country (IP insights). The credit
 * report's deps are made here, as the application's prequalification
 * carry-over reads them; it is registered with the underwriting.
 */
export async function registerApplicantArea(
  context: CompositionContext,
  late: {
    ipInsights: ReturnType<typeof createIpInsightsDeps>;
    /** Change requests are wired after staff exist; a removal only ever comes after start. */
    removeChangeRequestFile: DocumentsDeps['removeChangeRequestFile'];
    kbaProviderTimeoutMs: number | undefined;
  },
): Promise<{
  documents: DocumentsDeps;
  application: ApplicationDeps;
  creditReport: CreditReportDeps;
}> {
  const { host, config, database, providers, sessions, auth, cipher, applications, now } = context;
  const db = database.db;
  const uploadStorage = storageFromConfig(config);
  const documents: DocumentsDeps = {
    db,
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
    applications,
    ...documentsAfterSubmit(applications),
    removeChangeRequestFile: late.removeChangeRequestFile,
    uploadMaxBytes: config.uploadMaxBytes,
    now,
  };
  // The credit report (decision 026), with the bureau chosen among the providers.
  const creditReport = createCreditReportDeps({ ...context, bureau: providers.creditBureau });
  const prequalificationCarryOver = createPrequalificationCarryOverPort(creditReport);
  const fullName = (userId: string) => accountPort.fullName(db, userId);
  const application: ApplicationDeps = {
    db,
    cipher,
    maskLastFour,
    requireApplicant: sessions.applicant,
    // The save's session check inside its write (decision 092).
    sessionWrites: sessions.sessionWrites,
    ipCountry: createIpCountryResolver(late.ipInsights),
    riskScore: (input) => checkScore(providers.riskScore, input, { log: context.log }),
    passingDocuments: (applicationId) => passingDocuments(db, applicationId),
    identityQuestionsPassedAt: (applicationId) => identityQuestionsPassedAt(db, applicationId),
    applicantName: fullName,
    creditCheck: {
      queueHardPull,
      answersFor: async (userId, request) => {
        const name = await fullName(userId);
        return name ? prequalificationCarryOver.answersFor(userId, request, name) : null;
      },
    },
    queueDecisionOnSubmit,
    // A new draft's specialTreatment (decision 035): the sign-up code's campaign or model partner programme.
    specialTreatmentFor: (userId) =>
      referralsPort.specialTreatmentFor(db, userId, {
        promoCodeOf: (id) => accountPort.promoCode(db, id),
        isModelPartnerProgramme: (programme) => isModelPartnerProgramme(db, programme),
      }),
    // A new draft's referralName: who invited the applicant, as registration recorded it.
    referrerFirstName: (userId) => referralsPort.referrerFirstName(db, userId, (id) => accountPort.firstName(db, id)),
    publicUrl: config.publicUrl,
    now,
  };

  await registerAuth({ host, ...auth });
  await registerApplication({ host, ...application });
  await registerDocuments({ host, ...documents });
  await registerEmployerVerification({
    host,
    db,
    limiter: auth.limiter,
    requireApplicant: sessions.applicant,
    applications,
    publicUrl: config.publicUrl,
    now,
  });
  await registerIpInsights({ host, ...late.ipInsights });
  // Identity questions (decision 042), with the provider chosen among the providers.
  const identityQuestions = createIdentityQuestionsDeps({
    db,
    provider: providers.identityQuestions,
    providerTimeoutMs: late.kbaProviderTimeoutMs,
    requireUserId: sessions.userId,
    findApplication: (userId) => applications.findForIdentityQuestions(userId),
    // A vendor searches by the account's name (decision 042).
    nameOf: fullName,
    log: context.log,
    clock: context.clock,
  });
  await registerIdentityQuestions({ host, ...identityQuestions });
  return { documents, application, creditReport };
}
