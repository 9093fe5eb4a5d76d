import {
  isLimitDeclineReason,
  limitDeclineReasons,
  limitDeclineReasonTexts,
  requestedLimitProblem,
} from '@waypoint/domain/card-account/credit-limit-increase';
import { maxDeclineReasons } from '@waypoint/domain/decisions/decision-reasons';
import { assessLine, lineRefusalMessage } from '@waypoint/domain/decisions/line-affordability';
import type { StaffRole } from '@waypoint/domain/staff/staff-access';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import type { OpsCreditLimitRequestView } from '../../graphql/generated/resolvers-types.js';
import { looksLikeSsn } from '../../platform/audit/audit-event.js';
import {
  runStaffAction,
  type ActionOrigin,
  type StaffActor,
  type StaffSubjectKind,
} from '../../platform/staff-actions/staff-action-pipeline.js';
import { recordStaffRefusal } from '../../platform/staff-actions/staff-action-refusals.js';
import { queueLimitAtIssuer } from './credit-limit-apply-job.js';
import { queueDeclineNotice } from './credit-limit-requests.js';
import type { CreditLineIncreasesDeps } from './credit-line-increases-deps.js';
import {
  limitRequestById,
  limitRequestPage,
  lockLimitRequest,
  writeLimitDecision,
  type CreditLimitIncreaseRow,
  type LimitDecisionChange,
} from './credit-line-increases-repository.js';

/*
 * The back office's side of limit increases (decision 084): the list, one
 * request, and the decision of a referred one through the one staff-action
 * pipeline (decision 066).
 */

export const limitReadRoles: readonly StaffRole[] = ['reviewer', 'approver', 'admin'];
export const limitDeciderRoles: readonly StaffRole[] = ['approver', 'admin'];

export const limitReviewErrors = {
  notFound: () => new AppError('NOT_FOUND', 'No such limit increase request.', 404),
  notOpen: (status: string) =>
    new AppError('LIMIT_REQUEST_NOT_OPEN', `This request is ${status}; only a referred request can be decided.`, 409),
  changed: () =>
    new AppError(
      'LIMIT_REQUEST_CHANGED',
      'This request changed since you opened it. Reload it to see what changed, then decide again.',
      409,
    ),
  roleNotAllowed: () =>
    new AppError('STAFF_FORBIDDEN', 'Only an approver or an admin can decide a limit increase request.', 403),
  notSupported: (message: string) =>
    new AppError('LIMIT_NOT_SUPPORTED', message, 400, [{ field: 'approvedLimit', message }]),
};

const pageSizeDefault = 25;

export async function opsLimitRequestPage(
  deps: CreditLineIncreasesDeps,
  args: { status?: string | null; page?: number | null; pageSize?: number | null },
) {
  const page = Math.max(1, Math.floor(args.page ?? 1));
  const pageSize = Math.min(100, Math.max(1, Math.floor(args.pageSize ?? pageSizeDefault)));
  const status = args.status && args.status !== '' ? args.status : null;
  const found = await limitRequestPage(deps.db, { status, limit: pageSize, offset: (page - 1) * pageSize });
  const items = await Promise.all(
    found.items.map(async (row) => {
      const holder = await deps.holderOf(deps.db, row.userId);
      return {
        id: row.id,
        status: row.status,
        accountId: row.accountId,
        holderName: holder ? `${holder.firstName} ${holder.lastName}` : '',
        currentLimitCents: row.currentLimitCents,
        requestedLimitCents: row.requestedLimitCents,
        proposedLimitCents: row.proposedLimitCents,
        approvedLimitCents: row.approvedLimitCents,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  );
  return { items, total: found.total, page, pageSize };
}

async function applicantFacts(deps: CreditLineIncreasesDeps, row: CreditLimitIncreaseRow) {
  const account = await deps.cards.accountById(deps.db, row.accountId);
  return account
    ? deps.applicantFactsOf(deps.db, account.applicationId)
    : { ageYears: null, financialCommitments: null };
}

export async function opsLimitRequestView(
  deps: CreditLineIncreasesDeps,
  staff: { role: StaffRole },
  id: number,
): Promise<OpsCreditLimitRequestView> {
  const row = await limitRequestById(deps.db, id);
  if (!row) throw limitReviewErrors.notFound();
  const holder = await deps.holderOf(deps.db, row.userId);
  const facts = await applicantFacts(deps, row);
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    accountId: row.accountId,
    holderName: holder ? `${holder.firstName} ${holder.lastName}` : '',
    holderEmail: holder?.email ?? '',
    annualIncome: row.annualIncome,
    monthlyHousingCost: row.monthlyHousingCost,
    financialCommitments: facts.financialCommitments,
    ageYears: facts.ageYears,
    aprBps: row.aprBps,
    currentLimitCents: row.currentLimitCents,
    requestedLimitCents: row.requestedLimitCents,
    proposedLimitCents: row.proposedLimitCents,
    maxSupportedLimitCents: row.maxSupportedLimitCents,
    approvedLimitCents: row.approvedLimitCents,
    declineReasons: row.declineReasons.filter(isLimitDeclineReason).map((code) => limitDeclineReasonTexts[code].notice),
    staffNote: row.staffNote,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    issuerAppliedAt: row.issuerAppliedAt?.toISOString() ?? null,
    issuerFailedAt: row.issuerFailedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canDecide: row.status === 'referred' && limitDeciderRoles.includes(staff.role),
    declineReasonChoices: limitDeclineReasons.map((code) => ({ code, notice: limitDeclineReasonTexts[code].notice })),
  };
}

/** A referred request as the pipeline's subject: locked, decided once, with a new version. */
const limitRequestSubject: StaffSubjectKind<CreditLimitIncreaseRow, LimitDecisionChange> = {
  auditType: 'credit_limit_request',
  lock: lockLimitRequest,
  auditId: (row) => String(row.id),
  notFound: limitReviewErrors.notFound,
  closedRefusal: (row) => (row.status === 'referred' ? null : limitReviewErrors.notOpen(row.status)),
  staleView: limitReviewErrors.changed,
  write: (tx, row, change) => writeLimitDecision(tx, row, change),
};

export type LimitDecision =
  | { outcome: 'approve'; approvedLimit: number | null | undefined; note: string | null }
  | { outcome: 'decline'; reasons: readonly string[] | null | undefined; note: string | null };

function parseNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > 500 || looksLikeSsn(trimmed))
    throw badUserInput([{ path: ['note'], message: 'Keep the note under 500 characters, with nothing SSN-shaped.' }]);
  return trimmed;
}

function parseReasons(reasons: readonly string[] | null | undefined): string[] {
  const codes = [...new Set(reasons ?? [])];
  if (codes.length === 0 || codes.length > maxDeclineReasons || !codes.every(isLimitDeclineReason))
    throw badUserInput([{ path: ['reasons'], message: 'Choose one to four of the listed reasons.' }]);
  return codes;
}

/** The limit staff approve, checked as the policy's: whole hundreds above the current, and supported by the rule. */
function checkedApproval(
  deps: CreditLineIncreasesDeps,
  row: CreditLimitIncreaseRow,
  limit: number,
  facts: {
    ageYears: number | null;
    financialCommitments: number | null;
  },
): number {
  const currentLimit = Math.floor(row.currentLimitCents / 100);
  const problem = requestedLimitProblem(limit, currentLimit);
  if (problem) throw badUserInput([{ path: ['approvedLimit'], message: problem }]);
  const assessment = assessLine(
    {
      income: row.annualIncome,
      accommodationCost: row.monthlyHousingCost,
      financialCommitments: facts.financialCommitments,
      ageYears: facts.ageYears,
    },
    limit,
    row.aprBps,
  );
  if (!assessment.supported) throw limitReviewErrors.notSupported(lineRefusalMessage(assessment));
  return limit;
}

/**
 * Decides a referred request (decision 084) through runStaffAction: the
 * role first, then the row's lock, status and version, the decision
 * written, the audit event, and the issuer job or the notice queued on the
 * same transaction. Staff cannot approve what the ability-to-pay rule does
 * not support. Four eyes are not required: the rule is the second check.
 */
export async function decideLimitRequest(
  deps: CreditLineIncreasesDeps,
  staff: StaffActor & { role: StaffRole },
  origin: ActionOrigin,
  request: { id: number; version: number },
  decision: LimitDecision,
): Promise<void> {
  if (!limitDeciderRoles.includes(staff.role)) {
    const refusal = limitReviewErrors.roleNotAllowed();
    // Refused before the pipeline, so recorded here as the pipeline records its own (decision 069).
    await recordStaffRefusal(deps.db, deps.now(), {
      caller: staff,
      origin,
      subject: { type: 'credit_limit_request', id: String(request.id) },
      code: refusal.code,
      attempted: { attempted: decision.outcome },
    });
    throw refusal;
  }
  const note = parseNote(decision.note);
  const reasons = decision.outcome === 'decline' ? parseReasons(decision.reasons) : [];
  if (decision.outcome === 'approve' && (decision.approvedLimit === null || decision.approvedLimit === undefined))
    throw badUserInput([{ path: ['approvedLimit'], message: 'Enter the limit to approve.' }]);
  await runStaffAction(
    { db: deps.db, now: () => deps.now(), caller: staff, origin, subjectId: request.id },
    limitRequestSubject,
    {
      name: decision.outcome,
      expectedVersion: request.version,
      effect: async (tx, row, { now }) => {
        const account = await deps.cards.accountById(tx, row.accountId);
        const facts = account
          ? await deps.applicantFactsOf(tx, account.applicationId)
          : { ageYears: null, financialCommitments: null };
        const base = { decidedBy: staff.staffId, decidedAt: now, staffNote: note };
        if (decision.outcome === 'approve') {
          const limit = checkedApproval(deps, row, decision.approvedLimit ?? 0, facts);
          return {
            change: { ...base, status: 'approved' as const, approvedLimitCents: limit * 100 },
            audit: {
              action: 'credit_limit_request.approve',
              before: { currentLimitCents: row.currentLimitCents, proposedLimitCents: row.proposedLimitCents },
              after: { approvedLimitCents: limit * 100, note },
            },
            enqueue: (queue) => queueLimitAtIssuer(queue, row.id),
          };
        }
        return {
          change: { ...base, status: 'declined' as const, declineReasons: reasons },
          audit: { action: 'credit_limit_request.decline', before: null, after: { declineReasons: reasons, note } },
          enqueue: (queue) => queueDeclineNotice(deps, queue, row, reasons, now),
        };
      },
    },
  );
}
