import type { Db } from '../../db/database.js';
import { findApplicationById, findOwnedApplication, lockDraft, mergeServerFields } from './application-repository.js';

/**
 * The caller's own application, as the modules that add to one (documents,
 * the work e-mail check, bank linking) may see and change it; built once in
 * the composition and handed to each (modules do not import each other): find the
 * caller's own application, and merge the server-owned fields a module
 * computes into the draft.
 */
export function createOwnedApplications(db: Db) {
  return {
    async findOwned(userId: string, applicationId: number) {
      const row = await findOwnedApplication(db, userId, applicationId);
      if (!row) return null;
      const dob = row.draft.dob;
      return { id: row.id, status: row.status, dob: typeof dob === 'string' ? dob : null };
    },

    /**
     * Server-owned fields, recorded like check results: a jsonb merge with no
     * version bump (application-checks-service.ts). The row lock orders
     * concurrent uploads and removals, so the last to write saw every file.
     */
    async updateDraftFields(
      applicationId: number,
      compute: (tx: Db, draft: Record<string, unknown>) => Promise<Record<string, unknown>>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const draft = await lockDraft(tx, applicationId);
        if (!draft) return;
        await mergeServerFields(tx, applicationId, await compute(tx, draft));
      });
    },
  };
}

/**
 * What documents may take after submit (decision 032): the application's
 * status and the codes of the information staff asked for (the draft's
 * noiCodes); null when the application is gone. Read on the caller's transaction.
 */
export async function documentUploadTargetOf(
  db: Db,
  applicationId: number,
): Promise<{ status: string; noiCodes: string[] } | null> {
  const row = await findApplicationById(db, applicationId);
  if (!row) return null;
  const codes = row.draft.noiCodes;
  const noiCodes = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  return { status: row.status, noiCodes };
}
