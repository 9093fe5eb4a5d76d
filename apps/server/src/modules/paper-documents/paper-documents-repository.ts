import { and, desc, eq, sql } from 'drizzle-orm';
import type { EsignConsentState } from '@waypoint/domain/paper-documents/notice-channel';
import type { Db } from '../../db/database.js';
import { esignConsentChanges, paperCopyRequests } from './paper-documents-tables.js';

// Its own advisory-lock namespace: one consent change at a time per person, so a retried click records one row.
const consentLockNamespace = 89_001;

export async function lockConsentOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${consentLockNamespace}, hashtext(${userId}))`);
}

/** The latest change, or null: the consent given at registration stands. */
export async function latestConsentChange(
  db: Db,
  userId: string,
): Promise<{ action: EsignConsentState; createdAt: Date } | null> {
  const [row] = await db
    .select({ action: esignConsentChanges.action, createdAt: esignConsentChanges.createdAt })
    .from(esignConsentChanges)
    .where(eq(esignConsentChanges.userId, userId))
    .orderBy(desc(esignConsentChanges.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertConsentChange(
  tx: Db,
  change: { userId: string; action: EsignConsentState; sessionId: string | null; at: Date },
): Promise<void> {
  await tx.insert(esignConsentChanges).values({
    userId: change.userId,
    action: change.action,
    sessionId: change.sessionId,
    createdAt: change.at,
  });
}

/** Records a paper copy request once per key: null when the key was used already. */
export async function insertPaperCopyRequest(
  tx: Db,
  request: { userId: string; requestKey: string; documentKind: string; documentId: string; sessionId: string | null },
): Promise<string | null> {
  const [row] = await tx
    .insert(paperCopyRequests)
    .values(request)
    .onConflictDoNothing({ target: [paperCopyRequests.userId, paperCopyRequests.requestKey] })
    .returning({ id: paperCopyRequests.id });
  return row?.id ?? null;
}

export async function paperCopyRequestByKey(db: Db, userId: string, requestKey: string) {
  const [row] = await db
    .select()
    .from(paperCopyRequests)
    .where(and(eq(paperCopyRequests.userId, userId), eq(paperCopyRequests.requestKey, requestKey)))
    .limit(1);
  return row;
}

export async function setPaperCopyLetter(tx: Db, id: string, letterId: string): Promise<void> {
  await tx.update(paperCopyRequests).set({ letterId }).where(eq(paperCopyRequests.id, id));
}
