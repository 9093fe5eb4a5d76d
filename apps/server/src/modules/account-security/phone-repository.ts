import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accountPhones } from './phone-tables.js';

/* The verified phone's SQL (phone-service.ts holds its rules, decision 074). */

export type PhoneRow = typeof accountPhones.$inferSelect;

export async function phoneOf(db: Db, userId: string): Promise<PhoneRow | undefined> {
  const [row] = await db.select().from(accountPhones).where(eq(accountPhones.userId, userId)).limit(1);
  return row;
}

/** Sets the account's verified phone, replacing the one before. */
export async function saveVerifiedPhone(db: Db, userId: string, phoneNumber: string, at: Date): Promise<PhoneRow> {
  const [row] = await db
    .insert(accountPhones)
    .values({ userId, phoneNumber, verifiedAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: accountPhones.userId, set: { phoneNumber, verifiedAt: at, updatedAt: at } })
    .returning();
  if (!row) throw new Error('saving the verified phone returned no row');
  return row;
}
