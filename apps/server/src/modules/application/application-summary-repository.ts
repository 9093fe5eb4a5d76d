import { and, count, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applications } from './application-tables.js';

/**
 * How many applications were submitted in [from, to), whatever became of
 * them since: the lead's daily summary (decision 070) counts the day's
 * arrivals, not the queue that is left.
 */
export async function countApplicationsSubmittedBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(and(gte(applications.submissionDate, from), lt(applications.submissionDate, to)));
  return row?.total ?? 0;
}
