import { randomUUID as uuid } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { appendAuditEvent, type AuditEvent } from './audit-event.js';
import { auditCsvChunks, auditExportRowsMax, checkAuditExportSize } from './audit-export.js';
import { auditFilterSchema, auditPageSizeMax, searchAuditEvents } from './audit-search.js';
import { auditEvents } from './audit-tables.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const reviewer = { type: 'staff', staffId: 'staff-1', email: 'Reviewer@Bank.example' } as const;
const policy = { type: 'system', name: 'decision-policy' } as const;

function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    occurredAt: new Date('2026-11-20T10:00:00Z'),
    actor: reviewer,
    action: 'application.approve',
    subject: { type: 'application', id: randomUUID() },
    ip: '192.0.2.10',
    before: { status: 'referred' },
    after: { status: 'approved', creditLimit: 150_000 },
    requestId: 'req-1',
    ...overrides,
  };
}

// A random id with its digits as letters: a run of digits could look like an SSN, which search refuses.
const randomUUID = () => uuid().replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));

const filter = (input: Record<string, string>) => auditFilterSchema.parse(input);

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, whatever the SQL', async () => {
    const written = event();
    await appendAuditEvent(testApp.database.db, written);
    const { sql } = testApp.database;
    const attempts = [
      ['update audit_events set action = $1 where subject_id = $2', ['application.decline', written.subject.id]],
      ['delete from audit_events where subject_id = $1', [written.subject.id]],
      ['truncate audit_events', undefined],
    ] as const;
    for (const [text, values] of attempts) {
      await expect(sql.executeSql(text, values ? [...values] : undefined)).rejects.toThrow(/append-only/);
    }
    const rows = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, written.subject.id));
    expect(rows.map((row) => row.action)).toEqual(['application.approve']);
  });

  it('keeps an event only if the caller’s transaction commits', async () => {
    const kept = event();
    const rolledBack = event();
    await testApp.database.db.transaction(async (tx) => appendAuditEvent(tx, kept));
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await appendAuditEvent(tx, rolledBack);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const found = async (id: string) =>
      (await searchAuditEvents(testApp.database.db, filter({ subjectId: id }))).events.length;
    expect([await found(kept.subject.id), await found(rolledBack.subject.id)]).toEqual([1, 0]);
  });

  it('stores who, what, when, from where and the values before and after', async () => {
    const written = event({ actor: policy, action: 'decision.automatic', ip: null, requestId: null });
    await appendAuditEvent(testApp.database.db, written);
    const [row] = (await searchAuditEvents(testApp.database.db, filter({ subjectId: written.subject.id }))).events;
    expect(row).toMatchObject({
      occurredAt: written.occurredAt,
      actorType: 'system',
      actorId: 'decision-policy',
      actorEmail: null,
      action: 'decision.automatic',
      subjectType: 'application',
      ip: null,
      before: { status: 'referred' },
      after: { status: 'approved', creditLimit: 150_000 },
    });
  });
});

describe('searching the log', () => {
  const subject = `app-${randomUUID()}`;
  const other = `app-${randomUUID()}`;

  beforeAll(async () => {
    const { db } = testApp.database;
    await appendAuditEvent(
      db,
      event({ subject: { type: 'application', id: subject }, occurredAt: new Date('2026-11-01T00:00:00Z') }),
    );
    await appendAuditEvent(
      db,
      event({
        subject: { type: 'application', id: subject },
        action: 'application.ssn_reveal',
        before: null,
        after: null,
        occurredAt: new Date('2026-11-02T00:00:00Z'),
      }),
    );
    await appendAuditEvent(
      db,
      event({
        subject: { type: 'application', id: subject },
        actor: policy,
        action: 'decision.automatic',
        occurredAt: new Date('2026-11-03T00:00:00Z'),
      }),
    );
    await appendAuditEvent(
      db,
      event({
        subject: { type: 'application', id: other },
        action: 'application.decline',
        occurredAt: new Date('2026-11-04T00:00:00Z'),
      }),
    );
  });

  const actionsFor = async (input: Record<string, string>) =>
    (await searchAuditEvents(testApp.database.db, filter(input))).events.map(
      (row) => `${row.subjectId === subject ? 's' : 'o'}:${row.action}`,
    );

  it.each([
    [
      'the subject, newest first',
      { subjectType: 'application', subjectId: subject },
      ['s:decision.automatic', 's:application.ssn_reveal', 's:application.approve'],
    ],
    [
      'a staff e-mail in any case',
      { actor: 'reviewer@bank.EXAMPLE', subjectIdContains: subject.slice(4) },
      ['s:application.ssn_reveal', 's:application.approve'],
    ],
    ['a system name', { actor: 'decision-policy', subjectId: subject }, ['s:decision.automatic']],
    ['an exact action', { action: 'application.ssn_reveal', subjectId: subject }, ['s:application.ssn_reveal']],
    [
      'an action prefix',
      { action: 'application.*', subjectIdContains: subject.slice(4, 20) },
      ['s:application.ssn_reveal', 's:application.approve'],
    ],
    [
      'part of the subject id, any case',
      { subjectIdContains: other.slice(6, 20).toUpperCase() },
      ['o:application.decline'],
    ],
    [
      'a time range, from inclusive and to exclusive',
      { subjectId: subject, from: '2026-11-02T00:00:00Z', to: '2026-11-03T00:00:00Z' },
      ['s:application.ssn_reveal'],
    ],
    ['LIKE wildcards as plain characters', { subjectIdContains: '%' }, []],
  ])('filters by %s', async (_label, input, expected) => {
    expect(await actionsFor(input)).toEqual(expected);
  });

  it('pages newest first with a cursor, never more than the cap a page', async () => {
    const { db } = testApp.database;
    const first = await searchAuditEvents(db, filter({ subjectId: subject }), { first: 2 });
    expect(first.events.map((row) => row.action)).toEqual(['decision.automatic', 'application.ssn_reveal']);
    const second = await searchAuditEvents(db, filter({ subjectId: subject }), {
      first: 2,
      after: first.nextCursor ?? '',
    });
    expect(second).toMatchObject({ events: [{ action: 'application.approve' }], nextCursor: null });
    const capped = await searchAuditEvents(db, filter({}), { first: auditPageSizeMax * 10 });
    expect(capped.events.length).toBeLessThanOrEqual(auditPageSizeMax);
  });
});

describe('the CSV export', () => {
  it('is the search’s events as CSV, header first, newest first', async () => {
    const subject = `csv-${randomUUID()}`;
    const { db } = testApp.database;
    await appendAuditEvent(
      db,
      event({ subject: { type: 'application', id: subject }, after: { note: '=HYPERLINK("x")' } }),
    );
    await appendAuditEvent(db, event({ subject: { type: 'application', id: subject }, action: 'application.decline' }));
    let csv = '';
    for await (const chunk of auditCsvChunks(db, filter({ subjectId: subject }))) csv += chunk;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,occurred_at,actor_type,actor_id,actor_email,action,subject_type,subject_id,ip,request_id,before,after',
    );
    expect(lines[1]).toContain(',application.decline,');
    expect(lines[2]).toContain(
      `,application.approve,application,${subject},192.0.2.10,req-1,"{""status"":""referred""}","{""note"":""=HYPERLINK(\\""x\\"")""}"`,
    );
    expect(lines).toHaveLength(4);
  });

  it(`refuses a search of more than ${auditExportRowsMax} events instead of cutting it`, async () => {
    const subject = `bulk-${randomUUID()}`;
    // One statement writes them all: inserting is what the log allows.
    await testApp.database.sql.executeSql(
      `insert into audit_events (occurred_at, actor_type, actor_id, action, subject_type, subject_id)
       select now(), 'system', 'decision-policy', 'decision.automatic', 'application', $1 from generate_series(1, $2::int)`,
      [subject, auditExportRowsMax + 1],
    );
    await expect(checkAuditExportSize(testApp.database.db, filter({ subjectId: subject }))).rejects.toMatchObject({
      code: 'EXPORT_TOO_LARGE',
    });
    let rows = -1;
    for await (const chunk of auditCsvChunks(testApp.database.db, filter({ subjectId: subject }))) {
      rows += chunk.split('\r\n').length - 1;
    }
    expect(rows).toBe(auditExportRowsMax);
  });
});
