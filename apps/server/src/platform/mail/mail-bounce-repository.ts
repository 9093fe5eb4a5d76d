import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mailBounces } from './mail-bounce-tables.js';

/** Records (or renews) a bounce of `address`. */
export async function recordMailBounce(db: Db, bounce: { address: string; reason: string; at: Date }): Promise<void> {
  const address = bounce.address.trim().toLowerCase();
  await db
    .insert(mailBounces)
    .values({ address, reason: bounce.reason, bouncedAt: bounce.at })
    .onConflictDoUpdate({ target: mailBounces.address, set: { reason: bounce.reason, bouncedAt: bounce.at } });
}

/** The address's bounce, or null when mail to it is not known to fail. */
export async function mailBounceOf(db: Db, address: string): Promise<{ reason: string; bouncedAt: Date } | null> {
  const [row] = await db
    .select({ reason: mailBounces.reason, bouncedAt: mailBounces.bouncedAt })
    .from(mailBounces)
    .where(eq(mailBounces.address, address.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
