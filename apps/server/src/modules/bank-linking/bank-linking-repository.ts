import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { bankLinkEvents, bankLinks } from './bank-linking-tables.js';

/** Bank linking's SQL, so the service holds the linking rules and no query. */

/** Keeps a link; false when its bank item was linked already (a public token is used once). */
export async function recordBankLink(tx: Db, link: typeof bankLinks.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(bankLinks).values(link).onConflictDoNothing().returning({ id: bankLinks.id });
  return inserted.length > 0;
}

export async function recordLinkEvent(db: Db, event: typeof bankLinkEvents.$inferInsert): Promise<void> {
  await db.insert(bankLinkEvents).values(event);
}

/** Whether any of the applicant's links to this application confirmed the employer. */
export async function anyLinkVerifiedEmployer(db: Db, userId: string, applicationId: number): Promise<boolean> {
  const links = await db
    .select({ verified: bankLinks.employerVerified })
    .from(bankLinks)
    .where(and(eq(bankLinks.applicationId, applicationId), eq(bankLinks.userId, userId)));
  return links.some((link) => link.verified);
}
