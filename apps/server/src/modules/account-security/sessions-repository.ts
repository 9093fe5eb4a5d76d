import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accountKnownDevices } from './sessions-tables.js';

/* Known devices' SQL (sessions-service.ts holds their rules, decision 076). */

/**
 * Remembers a device for the account; true when it was new to it. One insert
 * that does nothing on a known pair, so two sign-ins at once mail once.
 */
export async function rememberDevice(db: Db, userId: string, deviceHash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(accountKnownDevices)
    .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: accountKnownDevices.id });
  if (inserted.length === 1) return true;
  await db
    .update(accountKnownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(accountKnownDevices.userId, userId), eq(accountKnownDevices.deviceHash, deviceHash)));
  return false;
}
