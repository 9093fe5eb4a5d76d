import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { looksLikeSsn } from './audit-event.js';
import { auditRowsBefore, countAuditRowsUpTo, type AuditEventRow } from './audit-repository.js';

export type { AuditEventRow } from './audit-repository.js';

export const auditPageSizeDefault = 50;
// A page a person reads; more is an export.
export const auditPageSizeMax = 100;

// A search text is written to the log (the search is audited), which never holds an SSN.
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !looksLikeSsn(value), 'Search by the application or staff id, not by an SSN.');
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/**
 * What a search may ask for; every field optional. `actor` is a staff id, a
 * staff e-mail (any case) or a system name. `action` is exact, or a prefix
 * with `.*` (`application.*`). `from` is inclusive, `to` exclusive.
 */
export const auditFilterSchema = z
  .object({
    actor: text(200).optional(),
    action: text(200).optional(),
    subjectType: text(100).optional(),
    subjectId: text(200).optional(),
    subjectIdContains: text(100).optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .strict()
  .refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
    message: 'The start of the time range must be before its end.',
    path: ['to'],
  });

export type AuditFilter = z.output<typeof auditFilterSchema>;

/** The cursor is the last id of the page before: ids grow in the order of writing. */
const cursorSchema = z.string().regex(/^\d{1,15}$/, 'Not a cursor from a previous page.');

export const auditPagingSchema = z.object({
  after: cursorSchema.optional(),
  first: z.number().int().min(1).max(auditPageSizeMax).optional(),
});

export type AuditPaging = z.output<typeof auditPagingSchema>;

/**
 * Newest first, `size` events older than the cursor, and the next cursor if
 * there are more. Keyset paging: a page never repeats or skips an event
 * because newer ones were written meanwhile.
 */
export async function readAuditPage(
  db: Db,
  filter: AuditFilter,
  after: string | undefined,
  size: number,
): Promise<{ events: AuditEventRow[]; nextCursor: string | null }> {
  const rows = await auditRowsBefore(db, filter, after, size + 1);
  const events = rows.slice(0, size);
  const last = events.at(-1);
  return { events, nextCursor: rows.length > size && last ? String(last.id) : null };
}

/** One page for a person, at most `auditPageSizeMax` events. */
export async function searchAuditEvents(
  db: Db,
  filter: AuditFilter,
  paging: AuditPaging = {},
): Promise<{ events: AuditEventRow[]; nextCursor: string | null }> {
  return readAuditPage(db, filter, paging.after, Math.min(paging.first ?? auditPageSizeDefault, auditPageSizeMax));
}

/** How many events match, counting no further than `cap + 1` (enough to tell "over the cap"). */
export async function countAuditEventsUpTo(db: Db, filter: AuditFilter, cap: number): Promise<number> {
  return countAuditRowsUpTo(db, filter, cap);
}
