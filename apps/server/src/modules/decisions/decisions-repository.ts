import { and, asc, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationDecisions, type ApplicationDecisionRow } from './decisions-tables.js';

export type { ApplicationDecisionRow } from './decisions-tables.js';

/** The decisions' own advisory-lock namespace, apart from the other modules' (kba-repository.ts and others). */
const decisionLockNamespace = 7_313;

/**
 * Decisions of one application are made one at a time: a second job (a
 * retry, another trigger) waits here until the first commits, then reads
 * what it wrote. Held until the transaction ends.
 */
export async function lockApplicationDecisions(tx: Db, applicationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${decisionLockNamespace}, ${applicationId})`);
}

/**
 * The latest decision the policy made for the application (a staff decision
 * is not the policy's). The one definition of "the policy's suggestion": the
 * decision job compares against it, staff see it, and the staff-action rules
 * read its outcome (decision 066).
 */
export async function latestPolicyDecision(db: Db, applicationId: number): Promise<ApplicationDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationDecisions)
    .where(and(eq(applicationDecisions.applicationId, applicationId), eq(applicationDecisions.decidedBy, 'policy')))
    .orderBy(desc(applicationDecisions.sequence))
    .limit(1);
  return row;
}

/** The latest policy decision of each of the applications (the back-office queue), by application id. */
export async function latestPolicyDecisions(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationDecisionRow>> {
  const latest = new Map<number, ApplicationDecisionRow>();
  if (applicationIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(applicationDecisions)
    .where(
      and(
        inArray(applicationDecisions.applicationId, [...applicationIds]),
        eq(applicationDecisions.decidedBy, 'policy'),
      ),
    )
    .orderBy(desc(applicationDecisions.sequence));
  for (const row of rows) if (!latest.has(row.applicationId)) latest.set(row.applicationId, row);
  return latest;
}

export async function lastSequence(db: Db, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ sequence: max(applicationDecisions.sequence) })
    .from(applicationDecisions)
    .where(eq(applicationDecisions.applicationId, applicationId));
  return row?.sequence ?? 0;
}

/** Appends a decision; there is no update or delete of one. */
export async function insertDecision(
  tx: Db,
  row: typeof applicationDecisions.$inferInsert,
): Promise<ApplicationDecisionRow> {
  const [inserted] = await tx.insert(applicationDecisions).values(row).returning();
  if (!inserted) throw new Error(`decision ${row.id} was not stored`);
  return inserted;
}

/** An application's decisions, oldest first. */
export function decisionsOf(db: Db, applicationId: number): Promise<ApplicationDecisionRow[]> {
  return db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.applicationId, applicationId))
    .orderBy(asc(applicationDecisions.sequence));
}

/** Every stored decision after `afterId`, in id order, a page at a time (for re-running them all). */
export function decisionsPage(db: Db, afterId: string | null, limit: number): Promise<ApplicationDecisionRow[]> {
  return db
    .select()
    .from(applicationDecisions)
    .where(afterId === null ? undefined : gt(applicationDecisions.id, afterId))
    .orderBy(asc(applicationDecisions.id))
    .limit(limit);
}

/** One stored decision by its id (a notice names the decision it tells of). */
export async function decisionById(db: Db, decisionId: string): Promise<ApplicationDecisionRow | null> {
  const [row] = await db.select().from(applicationDecisions).where(eq(applicationDecisions.id, decisionId));
  return row ?? null;
}
