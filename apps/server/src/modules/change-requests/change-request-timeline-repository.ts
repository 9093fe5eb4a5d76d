import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { changeRequests } from './change-requests-tables.js';

/**
 * A cardholder's change requests opened since a moment (the account's
 * opening), newest first, for the case timeline (decision 068): what was
 * asked, its status and who decided, never the submitted values.
 */
export function changeRequestsTimeline(db: Db, userId: string, since: Date, limit: number) {
  return db
    .select({
      id: changeRequests.id,
      codes: changeRequests.codes,
      status: changeRequests.status,
      declineReason: changeRequests.declineReason,
      decidedBy: changeRequests.decidedBy,
      openedAt: changeRequests.createdAt,
      submittedAt: changeRequests.submittedAt,
      closedAt: changeRequests.closedAt,
    })
    .from(changeRequests)
    .where(and(eq(changeRequests.userId, userId), gte(changeRequests.createdAt, since)))
    .orderBy(desc(changeRequests.createdAt))
    .limit(limit);
}
