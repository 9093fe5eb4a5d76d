import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { workEmailConfirmations } from './employer-verification-tables.js';

/** The work e-mail links' SQL, so the service holds the link rules and no query. */

/** Retires the application's links still live: only the newest one sent works. */
export async function replaceLiveLinks(tx: Db, applicationId: number, now: Date): Promise<void> {
  await tx
    .update(workEmailConfirmations)
    .set({ replacedAt: now })
    .where(
      and(
        eq(workEmailConfirmations.applicationId, applicationId),
        isNull(workEmailConfirmations.usedAt),
        isNull(workEmailConfirmations.replacedAt),
      ),
    );
}

export async function recordLink(tx: Db, link: typeof workEmailConfirmations.$inferInsert): Promise<void> {
  await tx.insert(workEmailConfirmations).values(link);
}

export async function findLink(db: Db, id: string) {
  const [link] = await db.select().from(workEmailConfirmations).where(eq(workEmailConfirmations.id, id));
  return link;
}

/** Uses a link up, only if it is still unused, not replaced and not expired. */
export async function useUpLink(tx: Db, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(workEmailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(workEmailConfirmations.id, id),
        isNull(workEmailConfirmations.usedAt),
        isNull(workEmailConfirmations.replacedAt),
        gt(workEmailConfirmations.expiresAt, now),
      ),
    )
    .returning({ id: workEmailConfirmations.id });
  return rows.length > 0;
}
