import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './auth-tables.js';

/**
 * What change requests may read and change of an account (decision 036),
 * handed to them in the composition: the name, the e-mail and the one-line
 * address; an approved change is applied on the approval's transaction.
 */
export const accountForChangeRequests = {
  async accountOf(db: Db, userId: string) {
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
  },
  async applyName(tx: Db, userId: string, name: { firstName: string; middleName: string; lastName: string }) {
    await tx.update(users).set(name).where(eq(users.id, userId));
  },
  async applyAddress(tx: Db, userId: string, address: string) {
    await tx.update(users).set({ currentAddress: address }).where(eq(users.id, userId));
  },
};
