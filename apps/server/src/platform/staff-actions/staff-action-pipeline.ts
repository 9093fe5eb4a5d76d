import type { Db } from '../../db/database.js';
import type { AppError } from '../../graphql/app-error.js';
import { appendAuditEvent } from '../audit/audit-event.js';
import { isAuditedRefusal, recordStaffRefusal } from './staff-action-refusals.js';

/**
 * The one way a staff member acts on a subject (an application, a change
 * request, and the subjects to come: a limit increase, an account closure),
 * docs/decisions/066-one-staff-action-pipeline.md. It lives in platform/
 * because modules do not import each other: each module configures it for
 * the subjects it owns.
 */

/** The signed-in staff member acting (decision 029). */
export interface StaffActor {
  staffId: string;
  email: string;
  role: string;
}

/** Where the action came from, for the audit log. */
export interface ActionOrigin {
  ip: string | null;
  requestId: string | null;
}

/** What every subject a staff member acts on has: a status and a version that grows with each change. */
export interface Versioned {
  status: string;
  version: number;
}

/**
 * A kind of subject: how its row is found and locked, when it takes no
 * staff action at all, and how an action's change is written to it. Written
 * once per subject kind, shared by all its actions.
 */
export interface StaffSubjectKind<Row extends Versioned, Change> {
  /** The audit log's subject type (`application`, `change_request`). */
  auditType: string;
  /** The subject's row, locked until the transaction ends (select ... for update); null when there is none. */
  lock(tx: Db, subjectId: number): Promise<Row | null>;
  /** The subject's id as the audit log names it. */
  auditId(row: Row): string;
  notFound(): AppError;
  /** The subject's state takes no staff action (canceled, already decided): the refusal, else null. */
  closedRefusal(row: Row): AppError | null;
  /** The staff member's view is older than the row (the version moved on): the refusal; for a subject whose API carries its version. */
  staleView?(): AppError;
  /** Writes the action's change to the locked row; the row gets a new version. */
  write(tx: Db, row: Row, change: Change, context: { caller: StaffActor; now: Date }): Promise<Versioned>;
}

/** What an action did, for the audit event; the subject's status and version are added before and after. */
export interface StaffActionAudit {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface StaffActionEffect<Change> {
  /** What the subject kind's `write` records on the row. */
  change: Change;
  audit: StaffActionAudit;
  /** The notices and jobs the action queues: on its transaction, so only if the action commits. */
  enqueue?: (tx: Db) => Promise<void>;
}

/** One action on one subject kind: its checks and its effect. */
export interface StaffAction<Row extends Versioned, Change, Caller extends StaffActor = StaffActor> {
  /** What the staff member tried (`approve`), named in the audit event of a refusal (decision 069). */
  name?: string;
  /** The version the staff member's view showed; omitted when the subject's API carries none (a change request). */
  expectedVersion?: number;
  /** The permission rule read under the lock (role for this state, four eyes): the refusal, else null. */
  ruleRefusal?(tx: Db, row: Row, caller: Caller): Promise<AppError | null>;
  /** The action itself, on the locked row, once every check passed. */
  effect(tx: Db, row: Row, context: { now: Date }): Promise<StaffActionEffect<Change>>;
}

export interface StaffActionRequest<Caller extends StaffActor = StaffActor> {
  db: Db;
  now(): Date;
  caller: Caller;
  origin: ActionOrigin;
  subjectId: number;
}

/**
 * Runs a staff action in one transaction: lock the subject; refuse a
 * missing or closed subject, a stale view (the version moved on) and a
 * breach of the permission rule; do the effect; write the subject's new
 * version; append the audit event (before and after); queue its notices and
 * jobs. Anything that fails rolls it all back,
 * so nothing is half-applied, and two staff members at once take turns on
 * the lock: the second finds the version or the status moved on.
 *
 * What needs no row is answered before, by the caller, in the order its API
 * always answered: the input's shape, and a role the action never allows
 * (a reviewer deciding a change request is refused before anything is read).
 */
export async function runStaffAction<Row extends Versioned, Change, Caller extends StaffActor>(
  request: StaffActionRequest<Caller>,
  kind: StaffSubjectKind<Row, Change>,
  action: StaffAction<Row, Change, Caller>,
): Promise<{ subject: Row; written: Versioned }> {
  const { caller } = request;
  try {
    return await actInTransaction(request, kind, action);
  } catch (error) {
    // A role or four-eyes refusal is kept though its transaction rolled back (decision 069).
    if (isAuditedRefusal(error)) {
      await recordStaffRefusal(request.db, request.now(), {
        caller,
        origin: request.origin,
        subject: { type: kind.auditType, id: String(request.subjectId) },
        code: error.code,
        ...(action.name ? { attempted: { attempted: action.name } } : {}),
      });
    }
    throw error;
  }
}

function actInTransaction<Row extends Versioned, Change, Caller extends StaffActor>(
  request: StaffActionRequest<Caller>,
  kind: StaffSubjectKind<Row, Change>,
  action: StaffAction<Row, Change, Caller>,
): Promise<{ subject: Row; written: Versioned }> {
  const { caller } = request;
  return request.db.transaction(async (tx) => {
    const row = await kind.lock(tx, request.subjectId);
    if (!row) throw kind.notFound();
    const closed = kind.closedRefusal(row);
    if (closed) throw closed;
    if (action.expectedVersion !== undefined && row.version !== action.expectedVersion) {
      throw kind.staleView?.() ?? new Error(`a ${kind.auditType} carries no version a staff view could check`);
    }
    const ruleRefusal = await action.ruleRefusal?.(tx, row, caller);
    if (ruleRefusal) throw ruleRefusal;
    const now = request.now();
    const done = await action.effect(tx, row, { now });
    const written = await kind.write(tx, row, done.change, { caller, now });
    await appendAuditEvent(tx, {
      occurredAt: now,
      actor: { type: 'staff', staffId: caller.staffId, email: caller.email },
      action: done.audit.action,
      subject: { type: kind.auditType, id: kind.auditId(row) },
      ip: request.origin.ip,
      requestId: request.origin.requestId,
      before: { status: row.status, version: row.version, ...done.audit.before },
      after: { status: written.status, version: written.version, ...done.audit.after },
    });
    await done.enqueue?.(tx);
    return { subject: row, written };
  });
}
