import type { AuditEventRow } from './audit-repository.js';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * One CSV field: RFC 4180 quoting (a field with a comma, quote or line break
 * is quoted, quotes doubled), and a leading `'` on anything a spreadsheet
 * would take for a formula, so an exported value is read, never run.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(fields: readonly (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export const auditCsvColumns = [
  'id',
  'occurred_at',
  'actor_type',
  'actor_id',
  'actor_email',
  'action',
  'subject_type',
  'subject_id',
  'ip',
  'request_id',
  'before',
  'after',
] as const;

export function auditEventCsvRecord(event: AuditEventRow): string {
  return csvRecord([
    event.id,
    event.occurredAt.toISOString(),
    event.actorType,
    event.actorId,
    event.actorEmail,
    event.action,
    event.subjectType,
    event.subjectId,
    event.ip,
    event.requestId,
    event.before === null ? null : JSON.stringify(event.before),
    event.after === null ? null : JSON.stringify(event.after),
  ]);
}
