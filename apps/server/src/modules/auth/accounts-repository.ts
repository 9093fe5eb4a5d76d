import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { consents, users } from './auth-tables.js';

type UserRow = typeof users.$inferSelect;

/**
 * The accounts' SQL (sessions-repository.ts and one-time-tokens-repository.ts have theirs),
 * so the services hold the rules and no query. Every function takes the
 * database or a transaction: the services decide what runs together.
 */

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUnverifiedUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
    .limit(1);
  return user;
}

export async function findFirstName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.firstName ?? null;
}

/** The promo code registration accepted for the account, or null. */
export async function findPromoCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ promoCode: users.promoCode }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.promoCode ?? null;
}

export async function findFullName(db: Db, userId: string): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A new account; a unique violation (the address, the invitation code) is the caller's to answer. */
export async function insertUser(tx: Db, user: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await tx.insert(users).values(user).returning();
  if (!created) throw new Error('insert returned no user');
  return created;
}

export async function recordConsent(tx: Db, consent: typeof consents.$inferInsert): Promise<void> {
  await tx.insert(consents).values(consent);
}

export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

/** A new password; following a reset link proves the mailbox, so the address counts as verified (the first time kept). */
export async function setPassword(tx: Db, userId: string, passwordHash: string) {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return updated;
}

/** The name and e-mail of each account asked for (the back office's queue and views, decision 031). */
export function namesAndEmailsOf(db: Db, userIds: readonly string[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** Marks the account a cardholder (isCardHolder). */
export async function setCardHolder(tx: Db, userId: string): Promise<void> {
  await tx.update(users).set({ isCardHolder: true }).where(eq(users.id, userId));
}

/** The name, e-mail and one-line address of an account (change requests, decision 036). */
export async function nameAndAddressOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
      currentAddress: users.currentAddress,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setName(
  tx: Db,
  userId: string,
  name: { firstName: string; middleName: string; lastName: string },
) {
  await tx.update(users).set(name).where(eq(users.id, userId));
}

export async function setAddress(tx: Db, userId: string, address: string) {
  await tx.update(users).set({ currentAddress: address }).where(eq(users.id, userId));
}

/**
 * A new sign-in address, counted as verified: the e-mail change sets it once its link was opened
 * from that mailbox, and an undo restores the address its link came to (decision 075).
 */
export async function setVerifiedEmail(tx: Db, userId: string, email: string, now: Date): Promise<void> {
  await tx.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
}
