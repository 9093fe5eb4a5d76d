import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { AppSecrets } from '../config/secrets.js';
import type { Database } from '../db/database.js';
import {
  createApplicationBackOfficePort,
  markChangedForStaff,
} from '../modules/application/application-back-office-port.js';
import { applicationForDecision } from '../modules/application/application-decision-port.js';
import type { ApplicationDeps } from '../modules/application/application-deps.js';
import type { createApplicationIdentityPort } from '../modules/application/application-identity-port.js';
import { findApplicationById } from '../modules/application/application-repository.js';
import { draftOf } from '../modules/application/draft-codec.js';
import { registerAuditLog } from '../modules/audit-log/audit-log-module.js';
import { accountPort } from '../modules/auth/account-port.js';
import type { AuthDeps } from '../modules/auth/auth-deps.js';
import {
  assertPasswordNotCommon,
  decoyPasswordHash,
  hashPassword,
  passwordMatches,
} from '../modules/auth/passwords.js';
import type { SessionAdapters } from '../modules/auth/session-adapters.js';
import { registerBackOffice } from '../modules/back-office/back-office-module.js';
import { queueCardIssue } from '../modules/cards/card-issuing-job.js';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import { creditCheckForBackOffice } from '../modules/credit-report/credit-report-back-office-port.js';
import { creditReportForDecision } from '../modules/credit-report/credit-report-decision-port.js';
import type { CreditReportDeps } from '../modules/credit-report/credit-report-deps.js';
import { registerCreditReport } from '../modules/credit-report/credit-report-module.js';
import { creditReportOf } from '../modules/credit-report/hard-pull-service.js';
import { queueDecisionNotice } from '../modules/decision-notices/decision-notice-job.js';
import type { DecisionNoticesDeps } from '../modules/decision-notices/decision-notices-deps.js';
import { registerDecisionNotices } from '../modules/decision-notices/decision-notices-module.js';
import {
  incompletenessNoticesOfRequest,
  incompletenessPdf,
} from '../modules/decision-notices/incompleteness-notices-repository.js';
import { issueIncompletenessNotice } from '../modules/decision-notices/incompleteness-notices.js';
import { queueDecision } from '../modules/decisions/decision-job.js';
import { createDecisionsBackOfficePort } from '../modules/decisions/decisions-back-office-port.js';
import type { DecisionsDeps } from '../modules/decisions/decisions-deps.js';
import { registerDecisions } from '../modules/decisions/decisions-module.js';
import { decisionById } from '../modules/decisions/decisions-repository.js';
import { createDocumentsBackOfficePort } from '../modules/documents/documents-back-office-port.js';
import type { DocumentsDeps } from '../modules/documents/documents-deps.js';
import { currentFiles } from '../modules/documents/file-records-repository.js';
import { identityQuestionsForDecision } from '../modules/identity-questions/identity-questions-decision-port.js';
import type { RequireStaff } from '../modules/staff/require-staff.js';
import { staffEmailsOf } from '../modules/staff/staff-directory-port.js';
import { registerStaff } from '../modules/staff/staff-module.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { JobRunner } from '../platform/jobs/job-runner.js';
import type { ModuleHost } from '../platform/module-host.js';
import { hmac } from '../platform/secure-token.js';
import type { ObjectStorage } from '../platform/storage/object-storage.js';

/**
 * The underwriting side of the composition root (decision 022): the credit
 * report (026), the decisions (027, 030), staff accounts (029) and the audit
 * log (028), wired here so app.ts stays one readable page.
 */
interface Shared {
  database: Database;
  config: AppConfig;
  secrets: AppSecrets;
  cipher: FieldCipher;
  auth: AuthDeps;
  clock: Clock;
}

export function createCreditReportDeps(
  shared: Shared & {
    sessions: SessionAdapters;
    applicationIdentity: ReturnType<typeof createApplicationIdentityPort>;
    /** The bureau composition/providers.ts chose (or a test's stand-in). */
    bureau: CreditBureauProvider;
    log: FastifyBaseLogger;
  },
): CreditReportDeps {
  const { database, config, secrets, cipher, auth, sessions, applicationIdentity, clock } = shared;
  return {
    db: database.db,
    bureau: shared.bureau,
    bureauTimeoutMs: config.creditBureau.timeoutMs,
    cipher,
    personKey: (normalized) => hmac(secrets.sessionSecret, `prequalify:${normalized}`),
    recaptcha: auth.recaptcha,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    currentUserId: sessions.optionalUserId,
    requireUserId: sessions.userId,
    applicationOf: (userId) => applicationIdentity.applicationOf(userId),
    subjectOf: async (applicationId) => {
      const subject = await applicationIdentity.creditSubjectOf(applicationId);
      const name = subject ? await accountPort.fullName(database.db, subject.userId) : null;
      return subject && name ? { ...subject, ...name } : null;
    },
    // Decision 030: the report's answer (or its giving up) queues the decision in the same transaction.
    onFinished: (tx, applicationId) => queueDecision(tx, applicationId, 'creditReport'),
    now: () => clock.now(),
    log: shared.log,
  };
}

/**
 * After submit, documents take only what a request for information asked for
 * (the draft's noiCodes), and each such upload queues the decision again in
 * its own transaction (decision 032).
 */
export const documentsAfterSubmit: Pick<DocumentsDeps, 'uploadTargetOf' | 'onUploadAfterSubmit'> = {
  uploadTargetOf: async (db, applicationId) => {
    const row = await findApplicationById(db, applicationId);
    if (!row) return null;
    const codes = row.draft.noiCodes;
    const noiCodes = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
    return { status: row.status, noiCodes };
  },
  onUploadAfterSubmit: async (tx, applicationId) => {
    // A staff view from before the upload is stale: its action is refused (decision 032).
    await markChangedForStaff(tx, applicationId);
    await queueDecision(tx, applicationId, 'documentUploaded');
  },
};

/** Submit queues the decision in its own transaction (decision 030). */
export const queueDecisionOnSubmit: ApplicationDeps['queueDecisionOnSubmit'] = (tx, applicationId) =>
  queueDecision(tx, applicationId, 'submitted');

export async function registerUnderwriting(
  host: ModuleHost,
  jobs: JobRunner,
  shared: Shared & { creditReport: CreditReportDeps; storage: ObjectStorage },
): Promise<{ decisions: DecisionsDeps; requireStaff: RequireStaff }> {
  const { database, config, secrets, cipher, auth, clock } = shared;
  // Staff accounts (decision 029): their own sessions; the accounts' password rules come from auth.
  const { requireStaff } = registerStaff(host, {
    db: database.db,
    cipher,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    loginSlowdownStepMs: config.loginSlowdownStepMs,
    sessionSecret: secrets.sessionSecret,
    publicUrl: config.publicUrl,
    now: () => clock.now(),
    passwords: {
      hash: hashPassword,
      matches: passwordMatches,
      decoyHash: decoyPasswordHash,
      assertNotCommon: assertPasswordNotCommon,
    },
  });
  await registerCreditReport(host, jobs, shared.creditReport);
  // Decisions (decision 030): each source is read on the decision's own transaction.
  const decisions: DecisionsDeps = {
    db: database.db,
    applicationOf: applicationForDecision,
    currentFilesOf: currentFiles,
    identityQuestionsOf: identityQuestionsForDecision,
    creditReportOf: (db, applicationId) => creditReportForDecision({ db, cipher }, applicationId),
    markChanged: markChangedForStaff,
    now: () => clock.now(),
  };
  await registerDecisions(jobs, decisions);
  // The audit log's staff side (decision 028): search and export for approvers and admins.
  await registerAuditLog(host, { db: database.db, requireStaff, now: () => clock.now() });
  // The back office's queue and application view (decision 031): other modules' data through their ports.
  const decisionNotices = createDecisionNoticesDeps(shared);
  await registerBackOffice(host, jobs, {
    db: database.db,
    requireStaff,
    applications: createApplicationBackOfficePort(cipher),
    accounts: accountPort.namesAndEmailsOf,
    documents: createDocumentsBackOfficePort(shared.storage),
    decisions: createDecisionsBackOfficePort(decisions),
    creditCheckOf: (db, applicationId) => creditCheckForBackOffice({ db, cipher }, applicationId),
    queueDecisionNotice,
    queueCardIssue,
    // A request for information's letters are kept with the other notices (product-rules#reg-b-clocks).
    letters: {
      issue: (tx, letter) => issueIncompletenessNotice(decisionNotices, tx, letter),
      ofRequest: incompletenessNoticesOfRequest,
      pdf: (db, applicationId, letterId) => incompletenessPdf(db, letterId, { applicationId }),
    },
    staffEmails: staffEmailsOf,
    requireApplicant: async (scope) => ({ userId: await shared.creditReport.requireUserId(scope) }),
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  });
  await registerDecisionNotices(host, jobs, decisionNotices);
  return { decisions, requireStaff };
}

const line = (...parts: unknown[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', ');

/** The notices (decision 033) read the decision, the applicant and the bureau through these, on the job's transaction. */
function createDecisionNoticesDeps(shared: Shared & { creditReport: CreditReportDeps }): DecisionNoticesDeps {
  const { database, cipher, config, clock, creditReport } = shared;
  return {
    db: database.db,
    // The creditor and its ECOA agency come from the config (config/notice-settings.ts, decision 054).
    creditor: config.notices.creditor,
    agency: config.notices.agency,
    decisionOf: decisionById,
    recipientOf: async (db, applicationId) => {
      const application = await findApplicationById(db, applicationId);
      if (!application) return null;
      const account = (await accountPort.namesAndEmailsOf(db, [application.userId])).get(application.userId);
      if (!account) return null;
      const draft = draftOf(application, { cipher });
      const zipLine = [draft.state, draft.zip].filter((part) => typeof part === 'string' && part).join(' ');
      return {
        userId: application.userId,
        email: account.email,
        fullName: `${account.firstName} ${account.lastName}`,
        address: line(draft.street, draft.street2, draft.city, zipLine),
      };
    },
    consumerReportOf: async (db, applicationId) => {
      const report = await creditReportOf({ db, cipher }, applicationId);
      const answer = report?.answer;
      if (!answer || answer.outcome === 'unavailable') return null;
      return { bureau: answer.bureau, score: answer.outcome === 'fileFound' ? answer.file.score : null };
    },
    requireUser: async (scope) => ({ userId: await creditReport.requireUserId(scope) }),
    currentApplicationIdOf: async (userId) => (await creditReport.applicationOf(userId))?.id ?? null,
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  };
}
