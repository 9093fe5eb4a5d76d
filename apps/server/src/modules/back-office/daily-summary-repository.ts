import { and, count, countDistinct, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditEvents } from '../../platform/audit/audit-tables.js';
import { applicationClaims, informationRequests } from './back-office-tables.js';

/** A UTC day as a half-open range of instants. */
export interface DayRange {
  from: Date;
  to: Date;
}

/*
 * The daily summary's reads (decision 070): this module's own requests for
 * information and claims, and the audit log (decision 028), which records
 * every decision and staff action with its outcome. Counts only.
 */

const inDay = (range: DayRange) => and(gte(auditEvents.occurredAt, range.from), lt(auditEvents.occurredAt, range.to));

/** Applications finally decided by staff that day, by outcome (`decision.staff`, one per application). */
export async function staffDecisionsOn(db: Db, range: DayRange): Promise<{ approved: number; declined: number }> {
  const outcome = sql<string>`${auditEvents.after} ->> 'outcome'`;
  const rows = await db
    .select({ outcome, total: countDistinct(auditEvents.subjectId) })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'decision.staff'), inDay(range)))
    .groupBy(outcome);
  const of = (wanted: string) => rows.find((row) => row.outcome === wanted)?.total ?? 0;
  return { approved: of('approve'), declined: of('decline') };
}

/** Applications the policy referred to a person that day (an application referred twice counts once). */
export async function referralsOn(db: Db, range: DayRange): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(auditEvents.subjectId) })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'decision.automatic'),
        sql`${auditEvents.after} ->> 'outcome' = 'refer'`,
        inDay(range),
      ),
    );
  return row?.total ?? 0;
}

/** Change requests approved or declined that day. */
export async function changeRequestsDecidedOn(db: Db, range: DayRange): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(auditEvents.subjectId) })
    .from(auditEvents)
    .where(and(inArray(auditEvents.action, ['change_request.approve', 'change_request.decline']), inDay(range)));
  return row?.total ?? 0;
}

export async function informationRequestsOn(
  db: Db,
  range: DayRange,
): Promise<{ requested: number; closedIncomplete: number }> {
  const [requested] = await db
    .select({ total: count() })
    .from(informationRequests)
    .where(and(gte(informationRequests.requestedAt, range.from), lt(informationRequests.requestedAt, range.to)));
  const [closed] = await db
    .select({ total: count() })
    .from(informationRequests)
    .where(
      and(
        isNotNull(informationRequests.closedIncompleteAt),
        gte(informationRequests.closedIncompleteAt, range.from),
        lt(informationRequests.closedIncompleteAt, range.to),
      ),
    );
  return { requested: requested?.total ?? 0, closedIncomplete: closed?.total ?? 0 };
}

/** Every claim now: application id to the staff member working it. */
export async function claimsNow(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ applicationId: applicationClaims.applicationId, staffId: applicationClaims.staffId })
    .from(applicationClaims);
  return new Map(rows.map((row) => [row.applicationId, row.staffId]));
}

/**
 * Each staff member's actions that day, by staff id, with the e-mail the
 * log kept. Reading is not acting: the log's reads, sign-ins and searches
 * (`notActions`) are left out.
 */
export async function staffActionsOn(
  db: Db,
  range: DayRange,
  notActions: { actions: readonly string[]; suffixes: readonly string[]; prefixes: readonly string[] },
): Promise<Map<string, { email: string | null; actions: number }>> {
  const excluded = [
    notInArray(auditEvents.action, [...notActions.actions]),
    ...notActions.suffixes.map((suffix) => sql`${auditEvents.action} not like ${`%${suffix}`}`),
    ...notActions.prefixes.map((prefix) => sql`${auditEvents.action} not like ${`${prefix}%`}`),
  ];
  const rows = await db
    .select({
      staffId: auditEvents.actorId,
      email: sql<string | null>`max(${auditEvents.actorEmail})`,
      actions: count(),
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorType, 'staff'), inDay(range), ...excluded))
    .groupBy(auditEvents.actorId);
  return new Map(rows.map((row) => [row.staffId, { email: row.email, actions: row.actions }]));
}
