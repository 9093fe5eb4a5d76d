import { and, count, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { changeRequests } from './change-requests-tables.js';

/**
 * How many change requests were sent to staff in [from, to), for the lead's
 * daily summary (decision 070); a draft never sent is not counted.
 */
export async function countChangeRequestsSubmittedBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(changeRequests)
    .where(and(gte(changeRequests.submittedAt, from), lt(changeRequests.submittedAt, to)));
  return row?.total ?? 0;
}
