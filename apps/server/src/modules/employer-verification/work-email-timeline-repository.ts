import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { workEmailConfirmations } from './employer-verification-tables.js';

/**
 * The work e-mail confirmations sent for an application and when each was
 * used, newest first, for the case timeline (decision 068). The address is
 * not read: the timeline says that it happened, not to whom.
 */
export function workEmailsTimeline(db: Db, applicationId: number, limit: number) {
  return db
    .select({ sentAt: workEmailConfirmations.createdAt, confirmedAt: workEmailConfirmations.usedAt })
    .from(workEmailConfirmations)
    .where(eq(workEmailConfirmations.applicationId, applicationId))
    .orderBy(desc(workEmailConfirmations.createdAt))
    .limit(limit);
}
