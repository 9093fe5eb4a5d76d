import { createHash } from 'node:crypto';
import type { Database } from '../../../apps/server/src/db/database.js';
import { orphanMinAgeMs, sweepOrphans } from '../../../apps/server/src/modules/documents/orphan-sweep.js';
import { ObjectNotFoundError, type ObjectStorage } from '../../../apps/server/src/platform/storage/object-storage.js';

/**
 * Rows against objects after a storage drill: nothing half-written means every
 * `application_files` row has its whole object (same SHA-256) and every
 * object under `applications/` has its row, or is an orphan the sweep takes
 * (modules/documents/orphan-sweep.ts); and every upload a client was told
 * succeeded (201 with a file id) has its row.
 */
export interface StorageLedger {
  rows: number;
  objects: number;
  /** Rows whose object is missing or holds other bytes: half-written files. */
  halfWritten: string[];
  /** Objects no row names (an upload stored, then failed to record and to delete). */
  orphans: string[];
  /** Of `orphans`, how many the sweep deleted when run as if an hour had passed. */
  sweptOrphans: number;
  /** File ids answered 201 with no row. */
  acknowledgedWithoutRow: number[];
}

async function sha256Of(storage: ObjectStorage, key: string): Promise<string | null> {
  try {
    const hash = createHash('sha256');
    for await (const chunk of await storage.getStream(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null;
    throw error;
  }
}

export async function checkStorageLedger(
  database: Database,
  storage: ObjectStorage,
  acknowledgedFileIds: readonly number[],
): Promise<StorageLedger> {
  const { rows } = await database.sql.executeSql('SELECT id, storage_key, sha256 FROM application_files', []);
  const files = rows as { id: number; storage_key: string; sha256: string }[];
  const halfWritten: string[] = [];
  for (const file of files) {
    const stored = await sha256Of(storage, file.storage_key);
    if (stored !== file.sha256) halfWritten.push(`file ${file.id} ${file.storage_key}: ${stored ?? 'no object'}`);
  }
  const named = new Set(files.map((file) => file.storage_key));
  const keys: string[] = [];
  for await (const object of storage.list('applications/')) keys.push(object.key);
  const orphans = keys.filter((key) => !named.has(key));
  const ids = new Set(files.map((file) => Number(file.id)));
  const acknowledgedWithoutRow = acknowledgedFileIds.filter((id) => !ids.has(id));

  // The sweep as a server runs it, with its clock past the orphans' hour: what it deletes is
  // exactly what no row names, and a recorded file's object must survive it.
  let sweptOrphans = 0;
  if (orphans.length > 0) {
    const later = new Date(Date.now() + orphanMinAgeMs + 60_000);
    sweptOrphans = (await sweepOrphans({ db: database.db, storage, now: () => later })).orphanObjects;
    for (const file of files) {
      if ((await sha256Of(storage, file.storage_key)) !== file.sha256) {
        halfWritten.push(`file ${file.id}: its object went with the sweep`);
      }
    }
  }
  return { rows: files.length, objects: keys.length, halfWritten, orphans, sweptOrphans, acknowledgedWithoutRow };
}
