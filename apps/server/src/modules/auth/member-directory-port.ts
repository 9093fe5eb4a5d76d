import type { Db } from '../../db/database.js';
import { findFirstName, findFullName, findPromoCode } from './accounts-repository.js';

/**
 * What other modules may learn about a member, handed to them in app.ts
 * (modules do not import each other): the first name, for the invitation
 * greeting; the full name, for a credit bureau inquiry (decision 026); the
 * promo code, for the application's source (decision 035).
 */
export function createMemberDirectoryPort(db: Db) {
  return {
    async firstName(userId: string): Promise<string | null> {
      return findFirstName(db, userId);
    },
    /** The promo code the account was opened with: where the application came from (decision 035). */
    async promoCode(userId: string): Promise<string | null> {
      return findPromoCode(db, userId);
    },
    async fullName(userId: string): Promise<{ firstName: string; lastName: string } | null> {
      return findFullName(db, userId);
    },
  };
}
