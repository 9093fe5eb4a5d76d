import { z } from 'zod';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import type { StaffCaller } from './require-staff.js';
import { staffSessionIdleSeconds, staffSessionMaxSeconds, type StaffDeps } from './staff-deps.js';
import { staffAccountNotFound } from './staff-passkey-errors.js';
import type { AuditedRequest } from './staff-passkeys-service.js';
import { findStaffById } from './staff-repository.js';
import { describeDevice } from './staff-session-device.js';
import { liveStaffSessionRows, revokeStaffSessionsCounted } from './staff-sessions-repository.js';

/*
 * Who is signed in to the back office (decision 072): each staff member sees
 * and ends their own other sessions; an admin sees every live session and
 * signs a staff member out everywhere. Staff e-mails, addresses and devices
 * are staff data, not an applicant's.
 */

export interface StaffSessionView {
  id: string;
  staffId: string;
  staffEmail: string;
  staffRole: string;
  startedAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  device: string;
  current: boolean;
}

async function liveSessions(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  currentSessionId: string,
  staffId?: string,
): Promise<StaffSessionView[]> {
  const now = deps.now().getTime();
  const rows = await liveStaffSessionRows(deps.db, {
    seenSince: new Date(now - staffSessionIdleSeconds * 1000),
    startedAfter: new Date(now - staffSessionMaxSeconds * 1000),
    ...(staffId ? { staffId } : {}),
  });
  return rows.map(({ createdAt, userAgent, ...row }) => ({
    ...row,
    startedAt: createdAt,
    device: describeDevice(userAgent),
    current: row.id === currentSessionId,
  }));
}

export function listOwnSessions(deps: Pick<StaffDeps, 'db' | 'now'>, caller: StaffCaller, currentSessionId: string) {
  return liveSessions(deps, currentSessionId, caller.staffId);
}

/** Every live staff session; the gate (admin only) is the resolver's. */
export function listAllSessions(deps: Pick<StaffDeps, 'db' | 'now'>, currentSessionId: string) {
  return liveSessions(deps, currentSessionId);
}

/** Ends the caller's sessions but this one: a laptop left signed in elsewhere. */
export function signOutOtherSessions(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  caller: StaffCaller,
  currentSessionId: string,
): Promise<number> {
  return revokeStaffSessionsCounted(deps.db, caller.staffId, deps.now(), currentSessionId);
}

/**
 * An admin ends every session of a staff member (a lost laptop, a leaver
 * before the account is disabled): their next request is refused. Audited as
 * staff.sign_out_everywhere with the number of sessions ended.
 */
export async function signOutEverywhere(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  admin: StaffCaller,
  staffId: string,
  meta: AuditedRequest,
): Promise<number> {
  if (!z.uuid().safeParse(staffId).success) throw staffAccountNotFound();
  const account = await findStaffById(deps.db, staffId);
  if (!account) throw staffAccountNotFound();
  return deps.db.transaction(async (tx) => {
    const ended = await revokeStaffSessionsCounted(tx, account.id, deps.now());
    await appendAuditEvent(tx, {
      occurredAt: deps.now(),
      actor: { type: 'staff', staffId: admin.staffId, email: admin.email },
      action: 'staff.sign_out_everywhere',
      subject: { type: 'staff', id: account.id },
      ip: meta.ip,
      after: { sessionsEnded: ended },
      requestId: meta.requestId,
    });
    return ended;
  });
}
