import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 028: the code has no path that changes or removes an audit event, and
// no migration switches the trigger off. The trigger itself is proved on both
// databases in audit-log.int.test.ts; this keeps a later change from adding a way round it.
const serverRoot = path.resolve(import.meta.dirname, '../../..');
const folders = ['src', 'drizzle'];

const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'a Drizzle update of the table', pattern: /\.update\(\s*auditEvents\b/ },
  { name: 'a Drizzle delete from the table', pattern: /\.delete\(\s*auditEvents\b/ },
  { name: 'an SQL UPDATE', pattern: /\bupdate\s+(only\s+)?"?audit_events"?\s+set\b/i },
  { name: 'an SQL DELETE', pattern: /\bdelete\s+from\s+(only\s+)?"?audit_events\b/i },
  { name: 'an SQL TRUNCATE', pattern: /\btruncate\s+(table\s+)?(only\s+)?"?audit_events\b/i },
  { name: 'a trigger dropped or disabled', pattern: /\b(drop|disable)\s+trigger\b[^;]*audit_events/i },
  { name: 'the triggers disabled', pattern: /\balter\s+table\s+(only\s+)?"?audit_events"?[^;]*\bdisable\s+trigger\b/i },
  { name: 'the table dropped', pattern: /\bdrop\s+table\b[^;]*audit_events/i },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(serverRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|sql)$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(folder, file));
}

function appendOnlyProblems(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, text]) =>
    forbidden.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${file}: ${name}`),
  );
}

describe('the audit log has no update or delete path', () => {
  it('in the server code and migrations (tests aside, which try them on purpose)', () => {
    const files = Object.fromEntries(
      folders.flatMap(sourceFiles).map((file) => [file, readFileSync(path.join(serverRoot, file), 'utf8')]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(appendOnlyProblems(files)).toEqual([]);
  });

  it.each([
    ['db.update(auditEvents).set({ action })'],
    ['await tx.delete(auditEvents).where(eq(auditEvents.id, 1))'],
    ['UPDATE "audit_events" SET "after" = null'],
    ['delete from audit_events where id = 1'],
    ['TRUNCATE TABLE audit_events'],
    ['DISABLE TRIGGER audit_events_no_update_or_delete'],
    ['ALTER TABLE "audit_events" DISABLE TRIGGER ALL'],
    ['DROP TRIGGER "audit_events_no_truncate" ON "audit_events"'],
    ['DROP TABLE "audit_events" CASCADE'],
  ])('would catch %s', (text) => {
    expect(appendOnlyProblems({ 'added.ts': text })).toHaveLength(1);
  });
});
