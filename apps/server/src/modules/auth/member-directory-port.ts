import type { Db } from '../../db/database.js';
import { findFirstName, findFullName } from './accounts-repository.js';

/**
 * What other modules may learn about a member, handed to them in app.ts
 * (modules do not import each other): the first name, for the invitation
 * greeting; the full name, for a credit bureau inquiry (decision 026).
 */
export function createMemberDirectoryPort(db: Db) {
  return {
    async firstName(userId: string): Promise<string | null> {
      return findFirstName(db, userId);
    },
    async fullName(userId: string): Promise<{ firstName: string; lastName: string } | null> {
      return findFullName(db, userId);
    },
  };
}
