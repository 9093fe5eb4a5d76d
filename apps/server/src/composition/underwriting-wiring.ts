import { caseCandidateRows } from '../modules/application/application-case-search-repository.js';
import type { ApplicationDeps } from '../modules/application/application-deps.js';
import type { ApplicationPort } from '../modules/application/application-port.js';
import { registerAuditLog } from '../modules/audit-log/audit-log-module.js';
import { accountPort } from '../modules/auth/account-port.js';
import { accountIdsMatching } from '../modules/auth/account-search-repository.js';
import {
  assertPasswordNotCommon,
  decoyPasswordHash,
  hashPassword,
  passwordMatches,
} from '../modules/auth/passwords.js';
import { registerBackOffice } from '../modules/back-office/back-office-module.js';
import { registerDailySummary } from '../modules/back-office/daily-summary.js';
import { queueCardIssue } from '../modules/cards/card-issuing-job.js';
import { changeRequestSummary } from '../modules/change-requests/change-request-lookup-repository.js';
import { countChangeRequestsSubmittedBetween } from '../modules/change-requests/change-request-summary-repository.js';
import type { CreditBureauProvider } from '../modules/credit-report/credit-bureau-provider.js';
import type { CreditReportDeps } from '../modules/credit-report/credit-report-deps.js';
import { registerCreditReport } from '../modules/credit-report/credit-report-module.js';
import { createCreditReportPort } from '../modules/credit-report/credit-report-port.js';
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
import { hmac } from '../platform/secure-token.js';
import { applicationTimelineSources } from './application-timeline-wiring.js';
import type { CompositionContext } from './composition-context.js';
import { createNoticeDelivery } from './paper-documents-wiring.js';

/**
 * The underwriting side (decision 022): the credit report (026), the
 * decisions (027, 030), staff accounts (029), the audit log (028), the back
 * office (031) and the notices (033).
 */
export function createCreditReportDeps(
  context: CompositionContext & {
    /** The bureau composition/providers.ts chose (or a test's stand-in). */
    bureau: CreditBureauProvider;
  },
): CreditReportDeps {
  const { database, config, secrets, cipher, auth, sessions, applications } = context;
  return {
    db: database.db,
    bureau: context.bureau,
    bureauTimeoutMs: config.creditBureau.timeoutMs,
    cipher,
    personKey: (normalized) => hmac(secrets.sessionSecret, `prequalify:${normalized}`),
    recaptcha: auth.recaptcha,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    currentUserId: sessions.optionalUserId,
    requireUserId: sessions.userId,
    applicationOf: (userId) => applications.applicationOf(userId),
    subjectOf: async (applicationId) => {
      const subject = await applications.creditSubjectOf(applicationId);
      const name = subject ? await accountPort.fullName(database.db, subject.userId) : null;
      return subject && name ? { ...subject, ...name } : null;
    },
    // Decision 030: the report's answer (or its giving up) queues the decision in the same transaction.
    onFinished: (tx, applicationId) => queueDecision(tx, applicationId, 'creditReport'),
    now: context.now,
    log: context.log,
  };
}

/**
 * After submit, documents take only what a request for information asked for,
 * and each such upload queues the decision again in its own transaction (decision 032).
 */
export function documentsAfterSubmit(
  applications: Pick<ApplicationPort, 'documentUploadTargetOf' | 'markChangedForStaff'>,
): Pick<DocumentsDeps, 'uploadTargetOf' | 'onUploadAfterSubmit'> {
  return {
    uploadTargetOf: applications.documentUploadTargetOf,
    onUploadAfterSubmit: async (tx, applicationId) => {
      // A staff view from before the upload is stale: its action is refused (decision 032).
      await applications.markChangedForStaff(tx, applicationId);
      await queueDecision(tx, applicationId, 'documentUploaded');
    },
  };
}

/** Submit queues the decision in its own transaction (decision 030). */
export const queueDecisionOnSubmit: ApplicationDeps['queueDecisionOnSubmit'] = (tx, applicationId) =>
  queueDecision(tx, applicationId, 'submitted');

export async function registerUnderwriting(
  context: CompositionContext,
  from: { creditReport: CreditReportDeps; documents: DocumentsDeps },
): Promise<{ decisions: DecisionsDeps; requireStaff: RequireStaff }> {
  const { host, database, config, secrets, cipher, auth, sessions, applications, now } = context;
  const db = database.db;
  const creditReportPort = createCreditReportPort(cipher);
  // Staff accounts (decision 029): their own sessions; the accounts' password rules come from auth.
  const { requireStaff } = registerStaff({
    host,
    db,
    cipher,
    limiter: auth.limiter,
    ipLimitScale: config.rateLimitIpScale,
    loginSlowdownStepMs: config.loginSlowdownStepMs,
    sessionSecret: secrets.sessionSecret,
    publicUrl: config.publicUrl,
    now,
    passwords: {
      hash: hashPassword,
      matches: passwordMatches,
      decoyHash: decoyPasswordHash,
      assertNotCommon: assertPasswordNotCommon,
    },
  });
  await registerCreditReport({ host, ...from.creditReport });
  // Decisions (decision 030): each source is read on the decision's own transaction.
  const decisions: DecisionsDeps = {
    db,
    applicationOf: applications.forDecision,
    currentFilesOf: currentFiles,
    identityQuestionsOf: identityQuestionsForDecision,
    creditReportOf: creditReportPort.forDecision,
    markChanged: applications.markChangedForStaff,
    now,
  };
  await registerDecisions({ host, ...decisions });
  // The audit log's staff side (decision 028): search and export for approvers and admins.
  await registerAuditLog({ host, db, requireStaff, now });
  // The notices (decision 033) read the decision, the applicant and the bureau on the job's transaction.
  const decisionNotices: DecisionNoticesDeps = {
    db,
    // The creditor and its ECOA agency come from the config (config/notice-settings.ts, decision 054).
    creditor: config.notices.creditor,
    agency: config.notices.agency,
    decisionOf: decisionById,
    recipientOf: async (tx, applicationId) => {
      const recipient = await applications.recipientOf(tx, applicationId);
      if (!recipient) return null;
      const account = (await accountPort.namesAndEmailsOf(tx, [recipient.userId])).get(recipient.userId);
      if (!account) return null;
      return { ...recipient, email: account.email, fullName: `${account.firstName} ${account.lastName}` };
    },
    consumerReportOf: creditReportPort.consumerReportOf,
    requireUser: sessions.user,
    currentApplicationIdOf: async (userId) => (await from.creditReport.applicationOf(userId))?.id ?? null,
    // E-mail, or post after an e-sign withdrawal or a bounce (decision 089).
    deliverRequiredNotice: createNoticeDelivery(context),
    publicUrl: config.publicUrl,
    now,
  };
  // The back office's queue and application view (decision 031): other modules' data through their ports.
  await registerBackOffice({
    host,
    db,
    requireStaff,
    applications,
    accounts: accountPort.namesAndEmailsOf,
    documents: createDocumentsBackOfficePort(from.documents.storage),
    decisions: createDecisionsBackOfficePort(decisions),
    creditCheckOf: creditReportPort.forBackOffice,
    queueDecisionNotice,
    queueCardIssue,
    // A request for information's letters are kept with the other notices (product-rules#reg-b-clocks).
    letters: {
      issue: (tx, letter) => issueIncompletenessNotice(decisionNotices, tx, letter),
      ofRequest: incompletenessNoticesOfRequest,
      pdf: (tx, applicationId, letterId) => incompletenessPdf(tx, letterId, { applicationId }),
    },
    // The notice of incompleteness goes as the decision notices go: by post after a withdrawal or a bounce.
    noticeRecipientOf: decisionNotices.recipientOf,
    deliverRequiredNotice: decisionNotices.deliverRequiredNotice,
    // The case search (decision 067): applications narrowed in SQL without their drafts.
    caseSearch: {
      candidates: (db, criteria) => caseCandidateRows(db, criteria),
      accountIdsMatching,
      changeRequest: changeRequestSummary,
    },
    staffEmails: staffEmailsOf,
    // The case timeline reads what each module recorded (decision 068).
    timeline: applicationTimelineSources,
    requireApplicant: sessions.user,
    publicUrl: config.publicUrl,
    now,
  });
  // The lead's daily summary (decision 070): the day's submissions and change requests from their owners.
  registerDailySummary({
    host,
    db,
    requireStaff,
    applications,
    documents: createDocumentsBackOfficePort(from.documents.storage),
    staffEmails: staffEmailsOf,
    applicationsSubmittedBetween: applications.submittedCountBetween,
    changeRequestsSubmittedBetween: countChangeRequestsSubmittedBetween,
    now,
  });
  await registerDecisionNotices({ host, ...decisionNotices });
  return { decisions, requireStaff };
}
