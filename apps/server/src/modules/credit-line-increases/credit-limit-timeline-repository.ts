import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { creditLimitIncreaseRequests } from './credit-line-increases-tables.js';

/**
 * The cardholder's limit increase requests for the case timeline (decisions
 * 068 and 084): made since the card account opened, newest first, bounded.
 */
export async function creditLimitRequestsTimeline(db: Db, userId: string, since: Date, limit: number) {
  const table = creditLimitIncreaseRequests;
  return db
    .select({
      id: table.id,
      status: table.status,
      currentLimitCents: table.currentLimitCents,
      requestedLimitCents: table.requestedLimitCents,
      approvedLimitCents: table.approvedLimitCents,
      declineReasons: table.declineReasons,
      decidedBy: table.decidedBy,
      createdAt: table.createdAt,
      decidedAt: table.decidedAt,
      issuerAppliedAt: table.issuerAppliedAt,
    })
    .from(table)
    .where(and(eq(table.userId, userId), gte(table.createdAt, since)))
    .orderBy(desc(table.createdAt))
    .limit(limit);
}
