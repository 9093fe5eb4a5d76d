import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { bankLinks } from './bank-linking-tables.js';

/** The bank accounts linked to an application, newest first, for the case timeline (decision 068). */
export function bankLinksTimeline(db: Db, applicationId: number, limit: number) {
  return db
    .select({ linkedAt: bankLinks.createdAt, employerVerified: bankLinks.employerVerified })
    .from(bankLinks)
    .where(eq(bankLinks.applicationId, applicationId))
    .orderBy(desc(bankLinks.createdAt))
    .limit(limit);
}
