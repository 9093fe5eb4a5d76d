import { declineReasonSchema } from '@waypoint/domain/change-requests/change-request-decline';
import { canMoveChangeRequest, isChangeRequestStatus } from '@waypoint/domain/change-requests/change-request-status';
import { formatUsAddress } from '@waypoint/domain/change-requests/change-request-submission';
import type { Db } from '../../db/database.js';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { looksLikeSsn } from '../../platform/audit/audit-event.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import {
  runStaffAction,
  type ActionOrigin,
  type StaffSubjectKind,
} from '../../platform/staff-actions/staff-action-pipeline.js';
import { recordStaffRefusal } from '../../platform/staff-actions/staff-action-refusals.js';
import { changeRequestErrors } from './change-request-errors.js';
import { changeRequestDecisionMail, type AppliedChange } from './change-request-mail.js';
import {
  lockRequest,
  moveRequest,
  scraBenefitSinceOf,
  upsertScraBenefit,
  type ChangeRequestRow,
} from './change-request-repository.js';
import { changeRequestDeciderRoles, currentAddressOf } from './change-request-review.js';
import type { ChangeRequestAccount, ChangeRequestsDeps, StaffRole } from './change-requests-deps.js';

export interface ChangeRequestStaff {
  staffId: string;
  email: string;
  role: StaffRole;
}

/** Where the decision came from, for the audit log. */
export type DecisionOrigin = ActionOrigin;

export const changeRequestDecisionErrors = {
  /** The back office's refusal for a role (STAFF_FORBIDDEN), in words about change requests. */
  roleNotAllowed: () =>
    new AppError('STAFF_FORBIDDEN', 'Only an approver or an admin can approve or decline a change request.', 403),
};

/** The decline reason, trimmed: 1 to 500 characters and nothing SSN-shaped (the audit log refuses one, decision 028). */
export function parseDeclineReason(raw: unknown): string {
  const parsed = declineReasonSchema.safeParse(raw);
  if (!parsed.success) throw badUserInput(parsed.error.issues.map((issue) => ({ ...issue, path: ['reason'] })));
  // The audit log's own check as well, so a reason the shared schema let through can never fail the whole decision.
  if (looksLikeSsn(parsed.data))
    throw badUserInput([{ path: ['reason'], message: 'Leave out anything that looks like an SSN.' }]);
  return parsed.data;
}

/**
 * A ZIP+4 ("12345-6789") or a nine-digit run typed in an address has the
 * SSN's shape, which the audit log refuses whatever the caller passes
 * (platform/audit/audit-event.ts, decision 028). The log keeps the address
 * with such a run's digits grouped by a space ("12345 6789"): still readable,
 * no longer SSN-shaped.
 */
export function auditableText(text: string): string {
  return text.replace(
    /(^|\D)(\d{3})-?(\d{2})-?(\d{4})(?=\D|$)/g,
    (_run, before: string, a: string, b: string, c: string) => {
      const digits = `${a}${b}${c}`;
      return `${before}${digits.slice(0, 5)} ${digits.slice(5)}`;
    },
  );
}

const fullName = (name: { firstName: string; middleName: string; lastName: string }) =>
  [name.firstName, name.middleName, name.lastName].filter((part) => part.trim() !== '').join(' ');

interface Applied {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  applied: AppliedChange;
  /** The first name the e-mail greets: the new one when the name changed. */
  firstName: string | null;
}

/**
 * Applies an approved request to the account on the approval's transaction
 * (decision 036): the name, the one-line address, the SCRA benefit from the
 * day active duty began. Returns what changed, before and after, for the log.
 */
async function applyApproval(
  deps: ChangeRequestsDeps,
  tx: Db,
  request: ChangeRequestRow,
  account: ChangeRequestAccount | null,
  now: Date,
): Promise<Applied> {
  const data = request.data;
  const value = (field: string) => data[field] ?? '';
  const result: Applied = { before: {}, after: {}, applied: {}, firstName: null };
  if (request.codes.includes('name')) {
    const name = { firstName: value('firstName'), middleName: value('middleName'), lastName: value('lastName') };
    await deps.accounts.applyName(tx, request.userId, name);
    result.before.name = account
      ? { firstName: account.firstName, middleName: account.middleName, lastName: account.lastName }
      : null;
    result.after.name = name;
    result.applied.name = fullName(name);
    result.firstName = name.firstName;
  }
  if (request.codes.includes('address')) {
    const before = await currentAddressOf(deps, tx, request.userId, account);
    const address = formatUsAddress({
      street: value('street'),
      street2: value('street2'),
      city: value('city'),
      state: value('state'),
      zip: value('zip'),
    });
    await deps.accounts.applyAddress(tx, request.userId, address);
    result.before.address = before === '' ? null : auditableText(before);
    result.after.address = auditableText(address);
    result.applied.address = address;
  }
  if (request.codes.includes('scra')) {
    const since = value('activeDutyStartDate');
    result.before.scraBenefitSince = await scraBenefitSinceOf(tx, request.userId);
    const benefit = { activeDutyStartDate: since, changeRequestId: request.id, approvedAt: now };
    await upsertScraBenefit(tx, request.userId, benefit);
    // The 6% cap on the card account, when its debt predates service (docs/product-rules.md#scra-rate-cap).
    await deps.cards.scraBenefitApproved(tx, request.userId, {
      activeDutyStartDate: since,
      changeRequestId: request.id,
    });
    result.after.scraBenefitSince = since;
    result.applied.scraSince = since;
  }
  return result;
}

type Decided = 'approved' | 'declined';

/** What a decision records on the request besides its new version. */
interface RequestChange {
  status: Decided;
  declineReason?: string;
}

/**
 * A change request as the subject of a staff decision (decision 036): its
 * row locked; only a submitted request may move `to` the decision (a
 * pending one is the applicant's draft; a decided or cancelled one never
 * moves again); the decision's status, decider and reason written with a new
 * version.
 */
function changeRequestSubject(to: Decided): StaffSubjectKind<ChangeRequestRow, RequestChange> {
  return {
    auditType: 'change_request',
    lock: lockRequest,
    auditId: (request) => String(request.id),
    notFound: changeRequestErrors.notFound,
    closedRefusal: (request) =>
      !isChangeRequestStatus(request.status) || !canMoveChangeRequest(request.status, to, 'staff')
        ? changeRequestErrors.notEditable(request.status)
        : null,
    write: (tx, request, change, { caller, now }) =>
      moveRequest(tx, request.id, {
        status: change.status,
        now,
        decidedBy: caller.staffId,
        ...(change.declineReason === undefined ? {} : { declineReason: change.declineReason }),
      }),
  };
}

/**
 * Approve or decline a submitted request (decision 036) through the one
 * staff-action pipeline (decision 066), in one transaction: the row lock
 * (two approvers at once take turns, and the second finds it decided:
 * CHANGE_REQUEST_NOT_EDITABLE), the change applied to the account on
 * approval, the status, the audit event and the applicant's e-mail. Any
 * failure rolls it all back. The role is refused first, before the reason is
 * read or the request looked up.
 */
export async function decideChangeRequest(
  deps: ChangeRequestsDeps,
  staff: ChangeRequestStaff,
  origin: DecisionOrigin,
  id: number,
  decision: { outcome: 'approve' } | { outcome: 'decline'; reason: unknown },
): Promise<void> {
  if (!changeRequestDeciderRoles.includes(staff.role)) {
    const refusal = changeRequestDecisionErrors.roleNotAllowed();
    // Refused before the pipeline, so recorded here as the pipeline records its own (decision 069).
    await recordStaffRefusal(deps.db, deps.now(), {
      caller: staff,
      origin,
      subject: { type: 'change_request', id: String(id) },
      code: refusal.code,
      attempted: { attempted: decision.outcome },
    });
    throw refusal;
  }
  const reason = decision.outcome === 'decline' ? parseDeclineReason(decision.reason) : null;
  const to = decision.outcome === 'approve' ? 'approved' : 'declined';
  await runStaffAction(
    { db: deps.db, now: () => deps.now(), caller: staff, origin, subjectId: id },
    changeRequestSubject(to),
    {
      name: decision.outcome,
      effect: async (tx, request, { now }) => {
        const account = await deps.accounts.accountOf(tx, request.userId);
        const change =
          reason === null
            ? await applyApproval(deps, tx, request, account, now)
            : { before: {}, after: { declineReason: reason }, applied: {}, firstName: null };
        return {
          change: reason === null ? { status: to } : { status: to, declineReason: reason },
          audit: {
            action: `change_request.${decision.outcome}`,
            before: change.before,
            after: { codes: request.codes, ...change.after },
          },
          enqueue: async (queue) => {
            if (!account) return;
            const common = {
              firstName: change.firstName ?? account.firstName,
              codes: request.codes,
              accountUrl: new URL('/account', deps.publicUrl).toString(),
            };
            const mail =
              reason === null
                ? changeRequestDecisionMail(account.email, { ...common, outcome: 'approved', applied: change.applied })
                : changeRequestDecisionMail(account.email, { ...common, outcome: 'declined', reason });
            await enqueueMail(queue, 'change-request-decision', mail);
          },
        };
      },
    },
  );
}
