import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { AppSecrets } from '../config/secrets.js';
import type { Database } from '../db/database.js';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import { createStepUpPort } from '../modules/account-security/account-security-port.js';
import { createApplicationPort } from '../modules/application/application-port.js';
import { createSessionAdapters } from '../modules/auth/session-adapters.js';
import type { BankLinkingPort } from '../modules/bank-linking/bank-linking-port.js';
import type { CardsDeps } from '../modules/cards/cards-deps.js';
import { removeChangeRequestFile } from '../modules/change-requests/change-request-service.js';
import type { ChangeRequestsDeps } from '../modules/change-requests/change-requests-deps.js';
import type { CreditReportDeps } from '../modules/credit-report/credit-report-deps.js';
import type { DecisionsDeps } from '../modules/decisions/decisions-deps.js';
import { registerHealth } from '../modules/health/health-module.js';
import type { Readiness } from '../modules/health/readiness.js';
import { createIpInsightsDeps } from '../modules/ip-insights/ip-insights-deps.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import { clientSettingsFor } from '../modules/system/client-settings-routes.js';
import { registerSystem } from '../modules/system/system-module.js';
import type { Clock } from '../platform/clock.js';
import { createFieldCipher } from '../platform/field-encryption.js';
import type { JobRunner } from '../platform/jobs/job-runner.js';
import { createModuleHost } from '../platform/module-host.js';
import { registerAccountArea } from './account-area-wiring.js';
import { accountSecuritySignInHooks, registerAccountSecurityArea } from './account-security-wiring.js';
import { createAuthDeps, registerApplicantArea } from './applicant-wiring.js';
import type { CompositionContext } from './composition-context.js';
import { registerHelpDeskAndMailbox, registerMemberServices } from './member-services-wiring.js';
import { registerPaperDocumentsArea } from './paper-documents-wiring.js';
import type { Providers } from './providers.js';
import { registerSiteForms } from './site-forms-wiring.js';
import { registerUnderwriting } from './underwriting-wiring.js';
import { registerWaitlistArea } from './waitlist-wiring.js';

export interface ComposedModules {
  /** Every module's GraphQL resolvers, for the one endpoint app.ts mounts last. */
  resolvers: Resolvers[];
  creditReport: CreditReportDeps;
  decisions: DecisionsDeps;
  requireStaff: RequireStaff;
  cards: CardsDeps;
}

/**
 * The composition (decision 065): every module, registered through its one
 * `registerX(deps)` from the area's composition file, in the order they have
 * always been mounted. Each module sees the others only through the ports
 * handed to it here (modules do not import each other).
 */
export async function composeModules(shared: {
  http: FastifyInstance;
  log: FastifyBaseLogger;
  config: AppConfig;
  secrets: AppSecrets;
  database: Database;
  providers: Providers;
  jobs: JobRunner;
  clock: Clock;
  readiness: Readiness | undefined;
  kbaProviderTimeoutMs: number | undefined;
}): Promise<ComposedModules> {
  const { config, secrets, database, clock } = shared;
  const modules = createModuleHost(shared.http, shared.jobs);
  const ipInsights = createIpInsightsDeps(config.appEnv);
  const auth = createAuthDeps({ ...shared, ipInsights });
  const cipher = createFieldCipher({ key: secrets.encryptionKey, keyId: secrets.encryptionKeyId });
  const context: CompositionContext = {
    host: modules.host,
    log: shared.log,
    config,
    secrets,
    database,
    providers: shared.providers,
    clock,
    cipher,
    auth,
    applications: createApplicationPort(database.db, cipher),
    // Every module sees the caller through one family of adapters (modules/auth/session-adapters.ts).
    sessions: createSessionAdapters(auth, clock),
    ipInsights,
    now: () => clock.now(),
  };
  const { host } = context;
  // Before auth registers: the second factor and the new-device mail are account security's say (decision 076).
  auth.signInHooks = accountSecuritySignInHooks(context);

  await registerHealth({ host, database, sandboxes: config.providers.sandboxes, readiness: shared.readiness });
  await registerSystem({ host, clientSettings: clientSettingsFor(config.providers, config.recaptcha.siteKey) });
  const later: { changeRequests?: ChangeRequestsDeps; bankLinking?: BankLinkingPort } = {};
  // Bank linking registers with the member services, after the card; its Plaid is only used after start.
  const bankLinking = () => {
    if (!later.bankLinking) throw new Error('bank linking is not wired yet');
    return later.bankLinking;
  };
  const applicant = await registerApplicantArea(context, {
    ipInsights,
    // Change requests are wired once staff exist (below); a removal only ever comes after start.
    removeChangeRequestFile: async (userId, fileId) => {
      if (!later.changeRequests) throw new Error('change requests are not wired yet');
      return removeChangeRequestFile(later.changeRequests, userId, fileId);
    },
    kbaProviderTimeoutMs: shared.kbaProviderTimeoutMs,
  });
  // The credit report, decisions, staff accounts, the audit log, the back office and the notices (decisions 026–033).
  const { decisions, requireStaff } = await registerUnderwriting(context, applicant);
  // Account security (decisions 073–077): the step-up the account area's sensitive operations ask for.
  const accountSecurity = await registerAccountSecurityArea(context);
  // Change requests (decision 036) and the card after approval (decision 037).
  const accountArea = await registerAccountArea(context, {
    ...applicant,
    requireStaff,
    stepUp: createStepUpPort(accountSecurity),
    bankLinks: {
      createAuthLinkToken: (userId) => bankLinking().createAuthLinkToken(userId),
      readAuthAccount: (publicToken, plaidAccountId) => bankLinking().readAuthAccount(publicToken, plaidAccountId),
    },
  });
  later.changeRequests = accountArea.changeRequests;
  // E-sign withdrawal, paper copies and the letters' job (decision 089).
  await registerPaperDocumentsArea(context, { requireStaff, rewards: accountArea.rewards });
  later.bankLinking = (await registerMemberServices(context)).bankLinking;
  // product-rules#plain-http plain HTTP for partners, leads and the blog: no session, limits per IP.
  await registerSiteForms(context);
  // The invitation waitlist on /invite-only and its staff page (decision 087).
  await registerWaitlistArea(context, requireStaff);
  await registerHelpDeskAndMailbox(context);
  return {
    resolvers: modules.resolvers(),
    creditReport: applicant.creditReport,
    decisions,
    requireStaff,
    cards: accountArea.cards,
  };
}
