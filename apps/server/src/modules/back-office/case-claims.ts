import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { OpsCaseAssignee, OpsCaseClaim } from '../../graphql/generated/resolvers-types.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { isAuditedRefusal, recordStaffRefusal } from '../../platform/staff-actions/staff-action-refusals.js';
import type { BackOfficeDeps, StaffRole } from './back-office-deps.js';
import type { StaffCaller } from './back-office-types.js';
import { applicationNotFound } from './back-office-view.js';
import { claimOf, deleteClaim, insertClaim, type ApplicationClaimRow } from './case-claims-repository.js';
import type { ActionOrigin } from './staff-actions.js';

/** Who may release another staff member's claim (decision 067): the roles that may also decide. */
const releaseOthersRoles: readonly StaffRole[] = ['approver', 'admin'];

const caseClosed = () =>
  new AppError('CASE_CLOSED', 'This application is decided or closed: it can no longer be claimed or released.', 409);

/** A claim as staff read it; `open` is false once the case is decided or closed, when nothing can release it. */
export function assigneeView(
  caller: StaffCaller,
  claim: ApplicationClaimRow,
  email: string | undefined,
  open: boolean,
): OpsCaseAssignee {
  const isMe = claim.staffId === caller.staffId;
  return {
    staffId: claim.staffId,
    // A removed staff account leaves its id: the claim is still shown, never silently dropped.
    email: email ?? claim.staffId,
    claimedAt: claim.claimedAt.toISOString(),
    isMe,
    canRelease: open && (isMe || releaseOthersRoles.includes(caller.role)),
  };
}

/** The case's assignee for the application view; null when nobody claimed it. */
export async function assigneeOf(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  applicationId: number,
  applicationStatus: string,
): Promise<OpsCaseAssignee | null> {
  const claim = await claimOf(deps.db, applicationId);
  if (!claim) return null;
  const emails = await deps.staffEmails(deps.db, [claim.staffId]);
  return assigneeView(caller, claim, emails.get(claim.staffId), applicationStatus === 'submitted');
}

/**
 * The application, locked until the transaction ends: a claim, a release and
 * a staff decision on one application take turns (decision 032's lock), so a
 * claim never lands on a case decided a moment before.
 */
async function lockOpenCase(deps: BackOfficeDeps, tx: Db, applicationId: number) {
  const application = await deps.applications.lockForStaffAction(tx, applicationId);
  if (!application?.submittedAt) throw applicationNotFound();
  if (application.status !== 'submitted') throw caseClosed();
  return application;
}

const auditActor = (caller: StaffCaller) => ({ type: 'staff' as const, staffId: caller.staffId, email: caller.email });

/**
 * Claims an open case (decision 067). Two staff at once: the primary key of
 * application_claims lets one insert in; the other is told who has it.
 */
export function claimCase(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  applicationId: number,
): Promise<OpsCaseClaim> {
  return deps.db.transaction(async (tx) => {
    await lockOpenCase(deps, tx, applicationId);
    const now = deps.now();
    const inserted = await insertClaim(tx, { applicationId, staffId: caller.staffId, claimedAt: now });
    if (!inserted) {
      const holder = await claimOf(tx, applicationId);
      if (holder && holder.staffId !== caller.staffId) {
        const email = (await deps.staffEmails(tx, [holder.staffId])).get(holder.staffId) ?? 'another staff member';
        throw new AppError('CASE_CLAIMED', `${email} is already working on this application.`, 409);
      }
      // Claiming one's own case again changes nothing and writes no event.
      return { applicationId, assignee: holder ? assigneeView(caller, holder, caller.email, true) : null };
    }
    await appendAuditEvent(tx, {
      occurredAt: now,
      actor: auditActor(caller),
      action: 'application.claim',
      subject: { type: 'application', id: String(applicationId) },
      ip: origin.ip,
      requestId: origin.requestId,
      after: { staffId: caller.staffId },
    });
    return { applicationId, assignee: assigneeView(caller, inserted, caller.email, true) };
  });
}

/**
 * Releases a claim (decision 067): one's own, or anyone's for an approver or
 * admin (who hand work back out); a reviewer is refused another's.
 */
export async function releaseCase(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  applicationId: number,
): Promise<OpsCaseClaim> {
  try {
    return await releaseInTransaction(deps, caller, origin, applicationId);
  } catch (error) {
    // A reviewer refused another's claim is on record, outside the rolled-back release (decision 069).
    if (isAuditedRefusal(error)) {
      await recordStaffRefusal(deps.db, deps.now(), {
        caller,
        origin,
        subject: { type: 'application', id: String(applicationId) },
        code: error.code,
        attempted: { attempted: 'release' },
      });
    }
    throw error;
  }
}

function releaseInTransaction(
  deps: BackOfficeDeps,
  caller: StaffCaller,
  origin: ActionOrigin,
  applicationId: number,
): Promise<OpsCaseClaim> {
  return deps.db.transaction(async (tx) => {
    await lockOpenCase(deps, tx, applicationId);
    const holder = await claimOf(tx, applicationId);
    if (!holder) return { applicationId, assignee: null };
    if (holder.staffId !== caller.staffId && !releaseOthersRoles.includes(caller.role)) {
      const email = (await deps.staffEmails(tx, [holder.staffId])).get(holder.staffId) ?? 'another staff member';
      throw new AppError(
        'STAFF_FORBIDDEN',
        `${email} is working on this application: only they, an approver or an admin can release it.`,
        403,
      );
    }
    await deleteClaim(tx, applicationId, holder.staffId);
    await appendAuditEvent(tx, {
      occurredAt: deps.now(),
      actor: auditActor(caller),
      action: 'application.release',
      subject: { type: 'application', id: String(applicationId) },
      ip: origin.ip,
      requestId: origin.requestId,
      before: { staffId: holder.staffId, claimedAt: holder.claimedAt.toISOString() },
      after: null,
    });
    return { applicationId, assignee: null };
  });
}
