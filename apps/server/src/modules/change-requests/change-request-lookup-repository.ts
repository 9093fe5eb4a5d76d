import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { changeRequests } from './change-requests-tables.js';

/** A change request's id and status, for the back office's search by number (decision 067); null when none has it. */
export async function changeRequestSummary(db: Db, id: number): Promise<{ id: number; status: string } | null> {
  const [row] = await db
    .select({ id: changeRequests.id, status: changeRequests.status })
    .from(changeRequests)
    .where(eq(changeRequests.id, id));
  return row ?? null;
}
