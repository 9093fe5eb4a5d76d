import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accountPasskeys, accountSignInSettings } from './passkeys-tables.js';

/* Applicants' passkeys' SQL (passkeys-service.ts holds their rules, decision 076). */

export type AccountPasskey = typeof accountPasskeys.$inferSelect;

export function passkeysOf(db: Db, userId: string): Promise<AccountPasskey[]> {
  return db
    .select()
    .from(accountPasskeys)
    .where(eq(accountPasskeys.userId, userId))
    .orderBy(asc(accountPasskeys.createdAt), asc(accountPasskeys.id));
}

export async function countPasskeysOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accountPasskeys).where(eq(accountPasskeys.userId, userId));
  return row?.total ?? 0;
}

/** The new passkey, or null when its credential is already registered (to anyone). */
export async function insertPasskey(
  db: Db,
  passkey: typeof accountPasskeys.$inferInsert,
): Promise<AccountPasskey | null> {
  const [row] = await db.insert(accountPasskeys).values(passkey).onConflictDoNothing().returning();
  return row ?? null;
}

export async function passkeyByCredential(db: Db, credentialId: string): Promise<AccountPasskey | null> {
  const [row] = await db.select().from(accountPasskeys).where(eq(accountPasskeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/**
 * Records a sign-in's counter once: the update matches only while the stored
 * counter is lower (or both are 0, an authenticator that keeps none), so two
 * requests with one assertion cannot both pass.
 */
export async function claimSignCount(db: Db, passkeyId: string, signCount: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountPasskeys)
    .set({ signCount, lastUsedAt: now })
    .where(
      and(
        eq(accountPasskeys.id, passkeyId),
        signCount === 0 ? eq(accountPasskeys.signCount, 0) : lt(accountPasskeys.signCount, signCount),
      ),
    )
    .returning({ id: accountPasskeys.id });
  return rows.length === 1;
}

export async function renamePasskeyOf(
  db: Db,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<AccountPasskey | null> {
  const [row] = await db
    .update(accountPasskeys)
    .set({ name })
    .where(and(eq(accountPasskeys.id, passkeyId), eq(accountPasskeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskeyOf(db: Db, userId: string, passkeyId: string): Promise<{ name: string } | null> {
  const [row] = await db
    .delete(accountPasskeys)
    .where(and(eq(accountPasskeys.id, passkeyId), eq(accountPasskeys.userId, userId)))
    .returning({ name: accountPasskeys.name });
  return row ?? null;
}

export async function passkeyAfterPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: accountSignInSettings.passkeyAfterPassword })
    .from(accountSignInSettings)
    .where(eq(accountSignInSettings.userId, userId))
    .limit(1);
  return row?.on ?? false;
}

export async function setPasskeyAfterPassword(db: Db, userId: string, on: boolean, now: Date): Promise<void> {
  await db
    .insert(accountSignInSettings)
    .values({ userId, passkeyAfterPassword: on, updatedAt: now })
    .onConflictDoUpdate({ target: accountSignInSettings.userId, set: { passkeyAfterPassword: on, updatedAt: now } });
}
