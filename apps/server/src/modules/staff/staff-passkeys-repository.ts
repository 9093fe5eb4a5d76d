import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staffPasskeys } from './staff-passkeys-tables.js';
import { staffAccounts } from './staff-tables.js';

/* Staff passkeys' SQL (staff-passkeys-service.ts holds their rules, decision 072). */

export type StaffPasskey = typeof staffPasskeys.$inferSelect;

export function passkeysOf(db: Db, staffId: string): Promise<StaffPasskey[]> {
  return db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

export async function countPasskeysOf(db: Db, staffId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
  return row?.total ?? 0;
}

/** The new passkey, or null when its credential is already registered (to anyone). */
export async function insertPasskey(db: Db, passkey: typeof staffPasskeys.$inferInsert): Promise<StaffPasskey | null> {
  const [row] = await db.insert(staffPasskeys).values(passkey).onConflictDoNothing().returning();
  return row ?? null;
}

/** The passkey with this credential id and the account it belongs to. */
export async function passkeyByCredential(db: Db, credentialId: string) {
  const [row] = await db
    .select({ passkey: staffPasskeys, staff: staffAccounts })
    .from(staffPasskeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a sign-in's counter once: the update matches only while the stored
 * counter is lower (or both are 0, an authenticator that keeps none), so two
 * requests with one assertion cannot both pass.
 */
export async function claimSignCount(db: Db, passkeyId: string, signCount: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffPasskeys)
    .set({ signCount, lastUsedAt: now })
    .where(
      and(
        eq(staffPasskeys.id, passkeyId),
        signCount === 0 ? eq(staffPasskeys.signCount, 0) : lt(staffPasskeys.signCount, signCount),
      ),
    )
    .returning({ id: staffPasskeys.id });
  return rows.length === 1;
}

/** Renames one of the staff member's own passkeys; null when they have none with that id. */
export async function renamePasskeyOf(
  db: Db,
  staffId: string,
  passkeyId: string,
  name: string,
): Promise<StaffPasskey | null> {
  const [row] = await db
    .update(staffPasskeys)
    .set({ name })
    .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffId, staffId)))
    .returning();
  return row ?? null;
}

/** Removes one of the staff member's own passkeys; null when they have none with that id. */
export async function deletePasskeyOf(db: Db, staffId: string, passkeyId: string): Promise<{ name: string } | null> {
  const [row] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffId, staffId)))
    .returning({ name: staffPasskeys.name });
  return row ?? null;
}

/** A reset starts the account afresh: its passkeys go with its password and authenticator (decision 072). */
export async function deletePasskeysOf(db: Db, staffId: string): Promise<void> {
  await db.delete(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
}
