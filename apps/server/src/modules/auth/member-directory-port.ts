import type { Db } from '../../db/database.js';
import { findFirstName } from './accounts-repository.js';

/**
 * What other modules may learn about a member, handed to them in app.ts
 * (modules do not import each other): the first name only, for the
 * invitation greeting.
 */
export function createMemberDirectoryPort(db: Db) {
  return {
    async firstName(userId: string): Promise<string | null> {
      return findFirstName(db, userId);
    },
  };
}
