import type { Db } from '../../db/database.js';
import { findReferrerOf } from './invite-codes-repository.js';

/**
 * The application's `referralName` (product-rules#draft-fields): the first name
 * of the member who referred this person, as getReferrerUser shows it on
 * /i/{code}. It reads the referral registration recorded, so only a code the
 * server accepted at sign-up names anyone.
 */
export function createReferrerNamePort(db: Db, memberFirstName: (userId: string) => Promise<string | null>) {
  return async (referredUserId: string): Promise<string | null> => {
    const referrerUserId = await findReferrerOf(db, referredUserId);
    return referrerUserId ? memberFirstName(referrerUserId) : null;
  };
}
