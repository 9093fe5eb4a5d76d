import { and, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditEvents } from './audit-tables.js';

/*
 * The audit log's SQL (decision 028): append, and read a search's page. The
 * log has no update or delete path.
 */

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** A search's filter, checked already (audit-search.ts auditFilterSchema). */
export interface AuditConditionsFilter {
  actor?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  subjectIdContains?: string;
  from?: Date;
  to?: Date;
}

// LIKE's own wildcards in a search text are literal characters (backslash is Postgres's default escape).
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function auditConditions(filter: AuditConditionsFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.actor) {
    parts.push(
      or(eq(auditEvents.actorId, filter.actor), eq(sql`lower(${auditEvents.actorEmail})`, filter.actor.toLowerCase())),
    );
  }
  if (filter.action) {
    parts.push(
      filter.action.endsWith('.*')
        ? like(auditEvents.action, `${escapeLike(filter.action.slice(0, -1))}%`)
        : eq(auditEvents.action, filter.action),
    );
  }
  if (filter.subjectType) parts.push(eq(auditEvents.subjectType, filter.subjectType));
  if (filter.subjectId) parts.push(eq(auditEvents.subjectId, filter.subjectId));
  if (filter.subjectIdContains) parts.push(ilike(auditEvents.subjectId, `%${escapeLike(filter.subjectIdContains)}%`));
  if (filter.from) parts.push(gte(auditEvents.occurredAt, filter.from));
  if (filter.to) parts.push(lt(auditEvents.occurredAt, filter.to));
  return and(...parts);
}

export async function insertAuditEvent(tx: Db, event: typeof auditEvents.$inferInsert): Promise<void> {
  await tx.insert(auditEvents).values(event);
}

/** Newest first, at most `limit` events matching the filter and older than the cursor (an id). */
export function auditRowsBefore(
  db: Db,
  filter: AuditConditionsFilter,
  after: string | undefined,
  limit: number,
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(auditConditions(filter), after ? lt(auditEvents.id, Number(after)) : undefined))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

/** How many events match, counting no further than `cap + 1`. */
export async function countAuditRowsUpTo(db: Db, filter: AuditConditionsFilter, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(auditEvents)
    .where(auditConditions(filter))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(limited);
  return row?.count ?? 0;
}
