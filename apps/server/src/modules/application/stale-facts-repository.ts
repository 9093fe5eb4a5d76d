import { eq, sql } from 'drizzle-orm';
import type { StaleFact, StaleSince, VerifiedFact } from '@waypoint/domain/application/checks/check-dependencies';
import { verifiedFacts } from '@waypoint/domain/application/checks/check-dependencies';
import type { Db } from '../../db/database.js';
import { applicationStaleFacts } from './application-tables.js';

/** Facts gone stale (decision 053), in the save's transaction: each row moves to `now`. */
export async function markFactsStale(db: Db, applicationId: number, stale: readonly StaleFact[], now: Date) {
  if (stale.length === 0) return;
  await db
    .insert(applicationStaleFacts)
    .values(stale.map(({ fact, answers }) => ({ applicationId, fact, staleSince: now, answers })))
    .onConflictDoUpdate({
      target: [applicationStaleFacts.applicationId, applicationStaleFacts.fact],
      set: { staleSince: sql`excluded.stale_since`, answers: sql`excluded.answers` },
    });
}

export interface StaleFactRow {
  fact: VerifiedFact;
  staleSince: Date;
  answers: string[];
}

const isFact = (value: string): value is VerifiedFact => (verifiedFacts as readonly string[]).includes(value);

export async function staleFactsOf(db: Db, applicationId: number): Promise<StaleFactRow[]> {
  const rows = await db
    .select({
      fact: applicationStaleFacts.fact,
      staleSince: applicationStaleFacts.staleSince,
      answers: applicationStaleFacts.answers,
    })
    .from(applicationStaleFacts)
    .where(eq(applicationStaleFacts.applicationId, applicationId));
  return rows.flatMap((row) => (isFact(row.fact) ? [{ ...row, fact: row.fact }] : []));
}

export function staleSinceOf(rows: readonly StaleFactRow[]): StaleSince {
  return Object.fromEntries(rows.map((row) => [row.fact, row.staleSince])) as StaleSince;
}
