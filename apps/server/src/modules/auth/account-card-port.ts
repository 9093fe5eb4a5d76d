import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './auth-tables.js';

/** What the cards module may change of an account (decision 037): the cardholder flag, on the activation's transaction. */
export async function markCardHolder(tx: Db, userId: string): Promise<void> {
  await tx.update(users).set({ isCardHolder: true }).where(eq(users.id, userId));
}
