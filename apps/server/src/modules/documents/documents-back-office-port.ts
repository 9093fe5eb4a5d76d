import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { ObjectNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.js';
import { allFilesOf, fileOfApplication, type ApplicationFileRow } from './file-records-repository.js';

/**
 * What the back office may read of an application's documents (decision
 * 031), handed to it in the composition: every upload with its flags, and one
 * file's bytes from storage, found only within the application named (so
 * another application's file id is as missing as none).
 */
export function createDocumentsBackOfficePort(storage: ObjectStorage) {
  return {
    /** Every upload, removed ones included (staff judge the history), by type, newest version first. */
    filesOf(db: Db, applicationId: number): Promise<ApplicationFileRow[]> {
      return allFilesOf(db, applicationId);
    },

    async open(
      db: Db,
      applicationId: number,
      fileId: number,
    ): Promise<{ row: ApplicationFileRow; body: Readable } | { missing: 'record' | 'object' }> {
      const row = await fileOfApplication(db, applicationId, fileId);
      if (!row) return { missing: 'record' };
      try {
        return { row, body: await storage.getStream(row.storageKey) };
      } catch (error) {
        if (error instanceof ObjectNotFoundError) return { missing: 'object' };
        throw error;
      }
    },
  };
}

export type DocumentsBackOfficePort = ReturnType<typeof createDocumentsBackOfficePort>;
