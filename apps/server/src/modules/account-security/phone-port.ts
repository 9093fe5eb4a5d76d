import type { Db } from '../../db/database.js';
import { phoneOf } from './phone-repository.js';

/**
 * What other modules may know of the verified phone, through composition
 * (decision 065): the card issuer's enrollment uses it (decision 074).
 */
export const phonePort = {
  async verifiedPhoneOf(db: Db, userId: string): Promise<string | null> {
    return (await phoneOf(db, userId))?.phoneNumber ?? null;
  },
};
