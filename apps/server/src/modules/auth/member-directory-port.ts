import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './auth-tables.js';

/**
 * What other modules may learn about a member, handed to them in app.ts
 * (modules do not import each other): the first name only, for the
 * invitation greeting.
 */
export function createMemberDirectoryPort(db: Db) {
  return {
    async firstName(userId: string): Promise<string | null> {
      const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.firstName ?? null;
    },
  };
}
