import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { AppError } from '../graphql/app-error.js';
import { auditEvents } from '../platform/audit/audit-tables.js';
import {
  runStaffAction,
  type StaffAction,
  type StaffActor,
  type StaffSubjectKind,
} from '../platform/staff-actions/staff-action-pipeline.js';
import { createTestApp, type TestApp } from './test-app.js';

// The one staff-action pipeline (docs/decisions/066-one-staff-action-pipeline.md) on a subject of its
// own, the shape a limit increase takes: a row with a status and a version, a notice queued on approval.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.execute(
    sql`create table pipeline_limit_requests (id integer primary key, status text not null,
        version integer not null, limit_cents integer not null, decided_by text)`,
  );
  await testApp.database.db.execute(
    sql`create table pipeline_notices (limit_request_id integer not null, kind text not null)`,
  );
});
afterAll(async () => {
  await testApp.close();
});

interface LimitRequest {
  id: number;
  status: string;
  version: number;
  limitCents: number;
}

const refusals = {
  notFound: () => new AppError('NOT_FOUND', 'No such limit request.', 404),
  decided: () => new AppError('ALREADY_DECIDED', 'This limit request is decided.', 409),
  changed: () => new AppError('LIMIT_REQUEST_CHANGED', 'This limit request changed since you opened it.', 409),
  fourEyes: () => new AppError('FOUR_EYES', 'Another approver must decide it.', 403),
};

const limitRequest: StaffSubjectKind<LimitRequest, { status: 'approved' }> = {
  auditType: 'limit_request',
  async lock(tx: Db, id: number) {
    const { rows } = (await tx.execute(
      sql`select id, status, version, limit_cents as "limitCents" from pipeline_limit_requests where id = ${id} for update`,
    )) as { rows: LimitRequest[] };
    return rows[0] ?? null;
  },
  auditId: (row) => String(row.id),
  notFound: refusals.notFound,
  closedRefusal: (row) => (row.status === 'open' ? null : refusals.decided()),
  staleView: refusals.changed,
  async write(tx, row, change, { caller }) {
    const { rows } = (await tx.execute(
      sql`update pipeline_limit_requests set status = ${change.status}, version = version + 1,
          decided_by = ${caller.staffId} where id = ${row.id} returning status, version`,
    )) as { rows: { status: string; version: number }[] };
    if (!rows[0]) throw new Error('the limit request vanished under its lock');
    return rows[0];
  },
};

function approve(
  expectedVersion: number,
  options: { requestedBy?: string; failToQueue?: boolean } = {},
): StaffAction<LimitRequest, { status: 'approved' }> {
  return {
    expectedVersion,
    ruleRefusal: async (_tx, _row, caller) => (caller.staffId === options.requestedBy ? refusals.fourEyes() : null),
    effect: async (_tx, row) => ({
      change: { status: 'approved' },
      audit: {
        action: 'limit_request.approve',
        before: { limitCents: row.limitCents },
        after: { limitCents: 500_000 },
      },
      enqueue: async (tx) => {
        await tx.execute(sql`insert into pipeline_notices values (${row.id}, 'approved')`);
        if (options.failToQueue) throw new Error('the queue refused');
      },
    }),
  };
}

const approver: StaffActor = { staffId: '00000000-0000-4000-8000-000000000001', email: 'a@waypoint.test', role: 'x' };
const origin = { ip: '127.0.0.1', requestId: 'request-1' };

async function openRequest(id: number): Promise<void> {
  await testApp.database.sql.executeSql(
    `insert into pipeline_limit_requests (id, status, version, limit_cents) values ($1, 'open', 1, 300000)`,
    [id],
  );
}

const act = (id: number, action: StaffAction<LimitRequest, { status: 'approved' }>) =>
  runStaffAction(
    { db: testApp.database.db, now: () => testApp.clock.now(), caller: approver, origin, subjectId: id },
    limitRequest,
    action,
  );

async function written(id: number) {
  const { rows } = await testApp.database.sql.executeSql(
    `select status, version, (select count(*)::int from pipeline_notices where limit_request_id = $1) as notices
     from pipeline_limit_requests where id = $1`,
    [id],
  );
  const events = await testApp.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, String(id)))
    .orderBy(asc(auditEvents.id));
  return { row: rows[0], events: events.filter((event) => event.subjectType === 'limit_request') };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('one staff-action pipeline for a new subject (decision 066)', () => {
  it('writes the new version, the audit event before and after, and the notice, together', async () => {
    await openRequest(1);
    const result = await act(1, approve(1));
    expect(result.written).toEqual({ status: 'approved', version: 2 });
    const after = await written(1);
    expect(after.row).toEqual({ status: 'approved', version: 2, notices: 1 });
    expect(after.events).toHaveLength(1);
    expect(after.events[0]).toMatchObject({
      actorType: 'staff',
      actorId: approver.staffId,
      action: 'limit_request.approve',
      subjectType: 'limit_request',
      ip: origin.ip,
      requestId: origin.requestId,
      before: { status: 'open', version: 1, limitCents: 300_000 },
      after: { status: 'approved', version: 2, limitCents: 500_000 },
    });
  });

  it('refuses a missing subject, a decided one, a stale view and the rule, writing nothing', async () => {
    await openRequest(2);
    expect(await codeOf(act(99, approve(1)))).toBe('NOT_FOUND');
    expect(await codeOf(act(2, approve(7)))).toBe('LIMIT_REQUEST_CHANGED');
    expect(await codeOf(act(2, approve(1, { requestedBy: approver.staffId })))).toBe('FOUR_EYES');
    // Only the four-eyes refusal is on record, outside the rolled-back action (decision 069).
    expect(await written(2)).toEqual({
      row: { status: 'open', version: 1, notices: 0 },
      events: [
        expect.objectContaining({ action: 'limit_request.action_refused', after: { code: 'FOUR_EYES', role: 'x' } }),
      ],
    });
    await act(2, approve(1));
    expect(await codeOf(act(2, approve(2)))).toBe('ALREADY_DECIDED');
    expect((await written(2)).events.filter((event) => !event.action.endsWith('.action_refused'))).toHaveLength(1);
  });

  it('rolls the whole action back when its notice cannot be queued', async () => {
    await openRequest(3);
    expect(await codeOf(act(3, approve(1, { failToQueue: true })))).toBe('Error: the queue refused');
    expect(await written(3)).toEqual({ row: { status: 'open', version: 1, notices: 0 }, events: [] });
  });

  it('lets two approvers at once take turns on the lock: the second finds it decided', async () => {
    await openRequest(4);
    const codes = await Promise.all([codeOf(act(4, approve(1))), codeOf(act(4, approve(1)))]);
    expect(codes.sort()).toEqual(['ALREADY_DECIDED', 'done']);
    expect(await written(4)).toMatchObject({ row: { status: 'approved', version: 2, notices: 1 } });
  });
});
