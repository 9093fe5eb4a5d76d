import { referrerCashBackRateBasisPoints } from '@waypoint/domain/referrals/referral-boost';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { parseCodeArgument } from './invite-code-argument.js';
import { ensureInviteCode, findCodeOwner, isAcceptedCode, referralsOf } from './invite-codes-repository.js';
import { referralRateRules, scaledForIp, type Member, type ReferralsDeps } from './referrals-deps.js';

export function inviteLink(publicUrl: string, code: string): string {
  return `${publicUrl}${sitePaths.inviteCode.replace(':code', encodeURIComponent(code))}`;
}

/** Counts a code lookup against the caller's network before anything else, bad input included. */
async function limitLookup(deps: ReferralsDeps, ip: string): Promise<void> {
  await deps.limiter.hit(scaledForIp(referralRateRules.codeLookupPerIp, deps.ipLimitScale), ip, deps.now());
}

/**
 * getReferrerUser: the inviting member's first name, for the greeting on
 * /i/{code}. Only the first name: the link is public, so it must tell a
 * stranger no more than the member chose to share by sending it.
 */
export async function getReferrerUser(deps: ReferralsDeps, rawCode: string, ip: string): Promise<string | null> {
  await limitLookup(deps, ip);
  const code = parseCodeArgument(rawCode);
  const userId = await findCodeOwner(deps.db, code);
  return userId ? deps.memberFirstName(userId) : null;
}

/** validatePreApprovedCode: true for a member's invitation code or an active pre-approved code. */
export async function validatePreApprovedCode(deps: ReferralsDeps, rawCode: string, ip: string): Promise<boolean> {
  await limitLookup(deps, ip);
  return isAcceptedCode(deps.db, parseCodeArgument(rawCode));
}

/** The promo code the member's account was opened with (checked at sign-up), or null. */
export function myPromoCode(member: Member): string | null {
  return member.promoCode;
}

export async function myInviteCode(deps: ReferralsDeps, member: Member) {
  const code = await ensureInviteCode(deps.db, member.userId, member.inviteCode);
  return { code, link: inviteLink(deps.publicUrl, code) };
}

/** The member's referrals so far, and the cash-back rate they earn today. */
export async function myReferrals(deps: ReferralsDeps, member: Member) {
  const rows = await referralsOf(deps.db, member.userId);
  return {
    joined: rows.length,
    activated: rows.filter((row) => row.activatedAt !== null).length,
    activatedTooLate: rows.filter((row) => row.noBoostReason === 'tooLate').length,
    activatedWhileNotInGoodStanding: rows.filter((row) => row.noBoostReason === 'referrerStanding').length,
    cashBackRateBasisPoints: referrerCashBackRateBasisPoints(rows, deps.now()),
  };
}
