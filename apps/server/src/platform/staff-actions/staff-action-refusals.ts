import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { appendAuditEvent } from '../audit/audit-event.js';

/**
 * The refusals of a signed-in staff member that the audit log keeps
 * (decision 069): a role that does not allow the action, and four eyes.
 * A refusal without a staff session (STAFF_SESSION_INVALID) is no event:
 * anyone can cause one, and it is already rate limited.
 */
export const auditedRefusalCodes = ['STAFF_FORBIDDEN', 'FOUR_EYES'] as const;

export function isAuditedRefusal(error: unknown): error is AppError {
  return error instanceof AppError && (auditedRefusalCodes as readonly string[]).includes(error.code);
}

export interface StaffRefusal {
  caller: { staffId: string; email: string; role: string };
  origin: { ip: string | null; requestId: string | null };
  /** What the staff member tried to act on; the staff member themselves when the gate refused before any subject. */
  subject: { type: string; id: string };
  code: string;
  /** What was tried (`approve`, a route or an operation name), kept short. */
  attempted?: Readonly<Record<string, unknown>>;
}

/**
 * Appends `<subject type>.action_refused` on `db` itself, never on the
 * refused action's transaction, which rolls back: the refusal stays on record
 * though the action left no trace (decision 069).
 */
export async function recordStaffRefusal(db: Db, now: Date, refusal: StaffRefusal): Promise<void> {
  await appendAuditEvent(db, {
    occurredAt: now,
    actor: { type: 'staff', staffId: refusal.caller.staffId, email: refusal.caller.email },
    action: `${refusal.subject.type}.action_refused`,
    subject: refusal.subject,
    ip: refusal.origin.ip,
    requestId: refusal.origin.requestId,
    after: { code: refusal.code, role: refusal.caller.role, ...refusal.attempted },
  });
}
