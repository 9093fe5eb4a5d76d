import { normalizeInviteCode } from '@waypoint/domain/referrals/invite-codes';
import type { Db } from '../../db/database.js';
import { ensureInviteCode, findCodeOwner, insertReferral } from './invite-codes-repository.js';

export interface RegisteredMember {
  userId: string;
  /** The code the new account was given (User.inviteCode). */
  inviteCode: string;
  /** What the person typed or brought in the link (?code=), if anything. */
  promoCode: string | null;
}

/**
 * Called by registration inside its transaction (wired in the composition), so an
 * account never exists without its invitation code, and a referred account
 * never without its referral. A promo code that is no member's code (a
 * partner code, a typo) attributes nobody; nobody can refer themselves.
 */
export async function recordRegistration(tx: Db, member: RegisteredMember): Promise<void> {
  const code = member.promoCode ? normalizeInviteCode(member.promoCode) : '';
  const referrerUserId = code ? await findCodeOwner(tx, code) : null;
  await ensureInviteCode(tx, member.userId, member.inviteCode);
  if (!referrerUserId || referrerUserId === member.userId) return;
  await insertReferral(tx, { referrerUserId, referredUserId: member.userId, code });
}
