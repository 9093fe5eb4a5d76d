import { staffAnswerGroups } from '@waypoint/domain/application/answers/staff-answer-groups';
import type { DecisionInputs } from '@waypoint/domain/decisions/decision-inputs';
import { AppError } from '../../graphql/app-error.js';
import type {
  OpsAnswerGroup,
  OpsApplicationView,
  OpsCheck,
  OpsDecision,
} from '../../graphql/generated/resolvers-types.js';
import { regBClock } from './back-office-clock.js';
import type { BackOfficeDecision, BackOfficeDeps } from './back-office-deps.js';
import { informationRequestedOf, trackOfDraft } from './back-office-queue.js';
import { reasonDetail } from './back-office-reasons.js';
import { withStaleChecks } from './back-office-stale-checks.js';
import { clockRequestOf } from './information-request-state.js';
import { latestInformationRequest } from './staff-work-repository.js';
import type { StaffWork } from './staff-work-view.js';

export const applicationNotFound = () => new AppError('NOT_FOUND', 'No submitted application has this number.', 404);

export const opsFilePath = (applicationId: number, fileId: number) =>
  `/api/v1/ops/applications/${applicationId}/files/${fileId}`;

const maskedSsn = (lastFour: string | null) => (lastFour ? `•••-••-${lastFour}` : null);

function decisionView(row: BackOfficeDecision): OpsDecision {
  const staff = row.decidedBy !== 'policy';
  return {
    id: row.id,
    decidedAt: row.createdAt.toISOString(),
    outcome: row.outcome,
    source: staff ? 'staff' : 'policy',
    actor: staff ? row.decidedBy : null,
    policyVersion: row.policyVersion,
    reasons: row.reasons,
    reasonDetails: row.reasons.map(reasonDetail),
    creditLimit: row.creditLimit,
    trigger: row.trigger,
  };
}

function checksOf(inputs: DecisionInputs | null, credit: OpsApplicationView['creditCheck']): OpsCheck[] {
  const flagText = (value: boolean | null) => (value === null ? 'not done' : value ? 'passed' : 'failed');
  if (!inputs) return [{ name: 'creditCheck', result: credit.status, detail: credit.bureauName ?? null }];
  return [
    { name: 'atp', result: inputs.atp.isApproved ? 'passed' : 'failed', detail: inputs.atp.reasons.join(', ') || null },
    { name: 'identityRisk', result: flagText(inputs.identityRisk.sentilinkApproval), detail: null },
    { name: 'identityQuestions', result: inputs.identityQuestions, detail: null },
    { name: 'bankLink', result: flagText(inputs.bankLink.plaidConnectionStatus), detail: null },
    {
      name: 'employer',
      result: inputs.employer.checkRequired ? flagText(inputs.employer.employerVerified) : 'not required',
      detail: inputs.employer.employerVerificationMethod,
    },
    { name: 'creditCheck', result: credit.status, detail: credit.bureauName ?? null },
  ];
}

/**
 * One application for staff (decision 031): the applicant's answers by step
 * (decision 071), the SSN and identification number masked to their last
 * four, the documents, every check's result, and every stored decision.
 */
export async function opsApplication(
  deps: BackOfficeDeps,
  applicationId: number,
): Promise<Omit<OpsApplicationView, keyof StaffWork | 'assignee' | 'timeline' | 'timelineTruncated'>> {
  const { db } = deps;
  const application = await deps.applications.application(db, applicationId);
  if (!application?.submittedAt) throw applicationNotFound();
  const [accounts, files, decisions, policy, inputs, credit] = [
    await deps.accounts(db, [application.userId]),
    await deps.documents.filesOf(db, applicationId),
    await deps.decisions.decisionsOf(db, applicationId),
    await deps.decisions.latestPolicyDecision(db, applicationId),
    await deps.decisions.currentInputs(db, applicationId),
    await deps.creditCheckOf(db, applicationId),
  ];
  const account = accounts.get(application.userId);
  // The clock runs while the application is open (product-rules#reg-b-clocks); a closed one has none.
  const request = await latestInformationRequest(db, applicationId);
  const clock =
    application.status === 'submitted'
      ? regBClock(application.submittedAt, deps.now(), clockRequestOf(request, files))
      : null;
  const { draft } = application;
  const track = trackOfDraft(draft);
  // The answers by wizard step, in words, from the domain's allow-list (decision 071); the
  // identity numbers from their stored last four. The notice codes are the requests section's.
  const answerGroups: OpsAnswerGroup[] = track
    ? staffAnswerGroups(track, draft, {
        ssnLastFour: application.ssnLastFour,
        identificationNoLastFour: application.identificationNoLastFour,
      }).map(({ title, answers }) => ({ title, answers }))
    : [];
  const file = credit?.file ?? null;
  const creditCheck = {
    status: credit?.status ?? 'none',
    bureauName: credit?.bureauName ?? null,
    score: file?.score?.value ?? null,
    scoreModel: file?.score?.model ?? null,
    scoreRangeLow: file?.score?.rangeLow ?? null,
    scoreRangeHigh: file?.score?.rangeHigh ?? null,
    keyFactors: file?.score?.keyFactors ?? [],
    tradelines: file?.tradelines ?? null,
    delinquencies: file?.delinquencies ?? null,
    publicRecords: file?.publicRecords ?? null,
    inquiriesLast6Months: file?.inquiriesLast6Months ?? null,
    fraudAlert: file?.fraudAlert ?? null,
  };
  const current = new Set<string>();
  return {
    applicationId,
    version: application.version,
    status: application.status,
    track: track ?? 'unknown',
    applicantName: account ? `${account.firstName} ${account.lastName}` : '',
    accountName: account ? `${account.firstName} ${account.lastName}` : '',
    accountEmail: account?.email ?? '',
    submittedAt: application.submittedAt.toISOString(),
    regBDeadline: clock?.deadline ?? null,
    daysLeft: clock?.daysLeft ?? null,
    clockKind: clock?.kind ?? null,
    clockState: clock?.state ?? null,
    ssnMasked: maskedSsn(application.ssnLastFour),
    answerGroups,
    // Files come newest version first within a type: the first one seen (not removed) is the current one.
    documents: files.map((row) => {
      const isCurrent = !row.removedAt && !current.has(row.documentType);
      if (isCurrent) current.add(row.documentType);
      return {
        id: row.id,
        fileType: row.documentType,
        fileName: row.fileName,
        contentType: row.contentType,
        isRecognized: row.isRecognized,
        isValid: row.isValid,
        isDocumentExpired: row.isDocumentExpired,
        isDocumentMismatch: row.isDocumentMismatch,
        uploadedAt: row.createdAt.toISOString(),
        version: row.version,
        isCurrent,
        downloadUrl: opsFilePath(applicationId, row.id),
      };
    }),
    identityQuestions: inputs?.identityQuestions ?? 'notAsked',
    sentilinkApproval: inputs?.identityRisk.sentilinkApproval ?? null,
    atpDecision: inputs?.atp ?? { isApproved: false, reasons: [], ruleVersion: 'unknown' },
    bankLink: inputs?.bankLink ?? { plaidConnectionStatus: null, employerVerifiedByPlaid: null },
    employer: inputs?.employer ?? { checkRequired: false, employerVerified: null, employerVerificationMethod: null },
    creditCheck,
    checks: withStaleChecks(checksOf(inputs, creditCheck), application.staleFacts),
    suggestion: policy ? decisionView(policy) : null,
    decisions: decisions.map(decisionView),
    informationRequested: informationRequestedOf(draft),
  };
}
