import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { creditInquiries } from './credit-report-tables.js';

/**
 * The credit inquiries made for an application, newest first, for the case
 * timeline (decision 068): kind, status, bureau and times, never the answer.
 */
export function creditInquiriesTimeline(db: Db, applicationId: number, limit: number) {
  return db
    .select({
      kind: creditInquiries.kind,
      status: creditInquiries.status,
      bureauName: creditInquiries.bureauName,
      requestedAt: creditInquiries.requestedAt,
      completedAt: creditInquiries.completedAt,
    })
    .from(creditInquiries)
    .where(eq(creditInquiries.applicationId, applicationId))
    .orderBy(desc(creditInquiries.requestedAt))
    .limit(limit);
}
