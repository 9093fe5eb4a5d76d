import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { identityTransactions } from './kba-tables.js';

/** Each identity-questions session of an application, newest first, for the case timeline (decision 068). */
export function identityQuestionsTimeline(db: Db, applicationId: number, limit: number) {
  return db
    .select({
      result: identityTransactions.result,
      startedAt: identityTransactions.createdAt,
      updatedAt: identityTransactions.updatedAt,
    })
    .from(identityTransactions)
    .where(eq(identityTransactions.applicationId, applicationId))
    .orderBy(desc(identityTransactions.createdAt))
    .limit(limit);
}
