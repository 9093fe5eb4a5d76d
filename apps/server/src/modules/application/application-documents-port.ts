import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applications } from './application-tables.js';

/**
 * What the documents module may know of and do to an application, handed to
 * it in app.ts (modules do not import each other): find the caller's own
 * application, and merge the upload fields it computes into the draft.
 */
export function createApplicationDocumentsPort(db: Db) {
  return {
    async findOwned(userId: string, applicationId: number) {
      const [row] = await db
        .select({ id: applications.id, status: applications.status, draft: applications.draft })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
        .limit(1);
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
        const [row] = await tx
          .select({ draft: applications.draft })
          .from(applications)
          .where(eq(applications.id, applicationId))
          .for('update');
        if (!row) return;
        const fields = await compute(tx, row.draft);
        await tx
          .update(applications)
          .set({ draft: sql`${applications.draft} || ${JSON.stringify(fields)}::jsonb` })
          .where(eq(applications.id, applicationId));
      });
    },
  };
}
