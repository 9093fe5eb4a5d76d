import { and, asc, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import { isDocumentType, type DocumentType } from '@waypoint/domain/application/documents/document-types';
import { documentPasses } from '@waypoint/domain/application/documents/required-documents';
import type { Db } from '../../db/database.js';
import { applicationFiles, type ApplicationFileRow } from './documents-tables.js';

export type { ApplicationFileRow } from './documents-tables.js';

/*
 * The uploads' SQL (product-rules#files): every version of every document
 * type an application was sent, removed ones kept.
 */

export type NewFileRecord = Omit<typeof applicationFiles.$inferInsert, 'id' | 'version' | 'createdAt' | 'removedAt'>;

// Each retry loses only to an upload that won, so this bounds the racing uploads of one type we sort out.
const maxVersionAttempts = 25;

/**
 * Adds a file as the next version of its type. Racing uploads of one type
 * may pick the same number; the unique (application, type, version) index
 * lets one win and the others try the next number, so no upload is lost and
 * no version is shared.
 */
export async function insertNextVersion(db: Db, record: NewFileRecord): Promise<ApplicationFileRow> {
  for (let attempt = 0; attempt < maxVersionAttempts; attempt += 1) {
    const [latest] = await db
      .select({ version: max(applicationFiles.version) })
      .from(applicationFiles)
      .where(
        and(
          eq(applicationFiles.applicationId, record.applicationId),
          eq(applicationFiles.documentType, record.documentType),
        ),
      );
    const [inserted] = await db
      .insert(applicationFiles)
      .values({ ...record, version: (latest?.version ?? 0) + 1 })
      .onConflictDoNothing({
        target: [applicationFiles.applicationId, applicationFiles.documentType, applicationFiles.version],
      })
      .returning();
    if (inserted) return inserted;
  }
  throw new Error(`Could not find a free version for ${record.documentType} of application ${record.applicationId}`);
}

/** An application's files of one type, newest version (the current one) first, removed ones left out. */
export function filesOfType(db: Db, applicationId: number, documentType: DocumentType) {
  return db
    .select()
    .from(applicationFiles)
    .where(
      and(
        eq(applicationFiles.applicationId, applicationId),
        eq(applicationFiles.documentType, documentType),
        isNull(applicationFiles.removedAt),
      ),
    )
    .orderBy(desc(applicationFiles.version));
}

/** A file the user owns and has not removed; another user's file is as missing as no file. */
export async function findOwnedFile(db: Db, userId: string, fileId: number): Promise<ApplicationFileRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.userId, userId)))
    .limit(1);
  return row;
}

/** Hides a file; the row and the stored object stay for audit. False when it was already removed. */
export async function markRemoved(db: Db, fileId: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(applicationFiles)
    .set({ removedAt: now })
    .where(and(eq(applicationFiles.id, fileId), isNull(applicationFiles.removedAt)))
    .returning({ id: applicationFiles.id });
  return updated.length > 0;
}

/**
 * The current file of each type: its newest version not removed. A new
 * upload replaces the current file; removing it brings back the one before.
 */
export async function currentFiles(db: Db, applicationId: number): Promise<ApplicationFileRow[]> {
  return db
    .selectDistinctOn([applicationFiles.documentType])
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), isNull(applicationFiles.removedAt)))
    .orderBy(applicationFiles.documentType, desc(applicationFiles.version));
}

/**
 * The types whose current file passes the product-rules#document-check (recognised, valid, not
 * expired, not mismatching), with when it was uploaded: an upload older than a change of the
 * answers it speaks for does not count (product-rules#check-dependencies).
 */
export async function passingDocuments(
  db: Db,
  applicationId: number,
): Promise<{ type: DocumentType; uploadedAt: Date }[]> {
  const rows = await currentFiles(db, applicationId);
  return rows.flatMap((row) =>
    documentPasses(row) && isDocumentType(row.documentType)
      ? [{ type: row.documentType, uploadedAt: row.createdAt }]
      : [],
  );
}

/** Which of these storage keys a file record names (removed or not). */
export async function namedStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const named = await db
    .select({ key: applicationFiles.storageKey })
    .from(applicationFiles)
    .where(inArray(applicationFiles.storageKey, keys));
  return new Set(named.map((row) => row.key));
}

/** Every upload of one type on an application, removed ones included, oldest version first. */
export function versionsOfType(db: Db, applicationId: number, documentType: string): Promise<ApplicationFileRow[]> {
  return db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.documentType, documentType)))
    .orderBy(asc(applicationFiles.version));
}

/** Every upload, removed ones included, by type, newest version first. */
export function allFilesOf(db: Db, applicationId: number): Promise<ApplicationFileRow[]> {
  return db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.documentType), desc(applicationFiles.version));
}

/** One upload, found only within the application named. */
export async function fileOfApplication(
  db: Db,
  applicationId: number,
  fileId: number,
): Promise<ApplicationFileRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, applicationId)))
    .limit(1);
  return row;
}
