import type { Db } from '../../db/database.js';
import { appendAuditEvent, type AuditActor } from '../../platform/audit/audit-event.js';

/**
 * The staff accounts' own audit events (decision 069): sign-in and its
 * failures, enrolment, sign-out, and the CLI's add, reset and disable. Each
 * is written on its own, outside any transaction a failure rolls back.
 */
export type StaffAccountAction =
  | 'staff.sign_in'
  | 'staff.sign_in_failed'
  | 'staff.enrol'
  | 'staff.sign_out'
  | 'staff.add'
  | 'staff.reset'
  | 'staff.disable'
  // Passkeys and sessions (decision 072).
  | 'staff.passkey_add'
  | 'staff.passkey_remove'
  | 'staff.sign_out_everywhere';

/** The request an event came from; the CLI has none. */
export interface StaffEventOrigin {
  ip?: string | null;
  requestId?: string | null;
}

/** Why a sign-in failed, for the log only: the person signing in sees one answer for all (decision 058). */
export type SignInFailureReason =
  | 'malformed'
  | 'unknown_account'
  | 'account_pending'
  | 'account_disabled'
  | 'wrong_password'
  | 'wrong_code'
  // A passkey sign-in (decision 072): no account holds the passkey; its signature, origin, user verification or
  // challenge failed; or its counter did not go up (a replay or a cloned authenticator).
  | 'unknown_passkey'
  | 'passkey_rejected'
  | 'passkey_replayed';

// An attempt on no account is recorded under this id, without the e-mail tried: it may be anyone's address.
export const unknownStaffSubjectId = 'unknown';

/** The CLI acts for whoever runs it on the server; it has no staff session (docs/sandbox.md "Staff accounts"). */
export const staffCliActor: AuditActor = { type: 'system', name: 'staff-cli' };

export async function recordStaffAccountEvent(
  db: Db,
  event: {
    occurredAt: Date;
    action: StaffAccountAction;
    /** The account the event is about; `unknownStaffSubjectId` when the e-mail tried belongs to none. */
    staffId: string;
    actor: AuditActor;
    origin?: StaffEventOrigin;
    after?: Readonly<Record<string, unknown>>;
  },
): Promise<void> {
  await appendAuditEvent(db, {
    occurredAt: event.occurredAt,
    actor: event.actor,
    action: event.action,
    subject: { type: 'staff', id: event.staffId },
    ip: event.origin?.ip ?? null,
    requestId: event.origin?.requestId ?? null,
    after: event.after ?? null,
  });
}

/**
 * A failed sign-in: on a known account, the account and its e-mail (its own,
 * not a secret); on none, neither the e-mail nor anything derived from it.
 * Never the password or the code. The actor is the sign-in itself: whoever
 * tried is not known.
 */
export function recordStaffSignInFailure(
  db: Db,
  occurredAt: Date,
  origin: StaffEventOrigin,
  account: { id: string; email: string } | undefined,
  reason: SignInFailureReason,
): Promise<void> {
  return recordStaffAccountEvent(db, {
    occurredAt,
    action: 'staff.sign_in_failed',
    staffId: account?.id ?? unknownStaffSubjectId,
    actor: { type: 'system', name: 'staff-sign-in' },
    origin,
    after: account ? { email: account.email, reason } : { reason },
  });
}
