import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { newInviteCode } from '../../platform/invite-code.js';
import { inviteCodes, preApprovedCodes, referrals } from './referrals-tables.js';

/**
 * The member's code, made on first need. `preferred` is the code the account
 * already carries (User.inviteCode), so the code a member sees is the same
 * everywhere; should it be taken, a fresh one is drawn.
 */
export async function ensureInviteCode(db: Db, userId: string, preferred: string | null): Promise<string> {
  const [existing] = await db.select().from(inviteCodes).where(eq(inviteCodes.userId, userId)).limit(1);
  if (existing) return existing.code;
  const candidates = [...(preferred ? [preferred] : []), ...Array.from({ length: 5 }, newInviteCode)];
  for (const code of candidates) {
    // No conflict error: inside a registration transaction one would abort the whole sign-up.
    await db.insert(inviteCodes).values({ userId, code }).onConflictDoNothing();
    const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.userId, userId)).limit(1);
    if (row) return row.code;
  }
  throw new Error('could not find a free invite code');
}

/** The member whose code this is, or null. `code` is already normalized (upper case). */
export async function findCodeOwner(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: inviteCodes.userId })
    .from(inviteCodes)
    .where(eq(inviteCodes.code, code))
    .limit(1);
  return row?.userId ?? null;
}

export async function isPreApprovedCode(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: preApprovedCodes.code })
    .from(preApprovedCodes)
    .where(and(eq(preApprovedCodes.code, code), eq(preApprovedCodes.active, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * A code that opens the application: a member's invitation code or an active
 * pre-approved code. validatePreApprovedCode answers it, and registration
 * checks a promo code with it (wired in the composition). `code` is already normalized.
 */
export async function isAcceptedCode(db: Db, code: string): Promise<boolean> {
  return (await findCodeOwner(db, code)) !== null || isPreApprovedCode(db, code);
}

/** What an active pre-approved code says about the applications made with it (decision 035), or null. */
export async function preApprovedCodeSource(
  db: Db,
  code: string,
): Promise<{ campaign: string | null; partnerProgramme: string | null } | null> {
  const [row] = await db
    .select({ campaign: preApprovedCodes.campaign, partnerProgramme: preApprovedCodes.partnerProgramme })
    .from(preApprovedCodes)
    .where(and(eq(preApprovedCodes.code, code), eq(preApprovedCodes.active, true)))
    .limit(1);
  return row ?? null;
}

/** The sandbox's pre-approved codes (docs/sandbox.md); never seeded in production. */
export const sandboxPreApprovedCodes = [
  { code: 'WAYPOINT-PREAPPROVED', description: 'Sandbox: a partner campaign code that is always accepted' },
  {
    code: 'RELOCATE-2027',
    description: 'Sandbox: a relocation-agency partner code',
    partnerProgramme: 'relocation-agency',
  },
  {
    code: 'DM-SPRING-2027',
    description: 'Sandbox: a direct-mail pre-approved code of the SPRING2027 campaign',
    campaign: 'SPRING2027',
  },
  {
    code: 'MODEL-EMPLOYER',
    description: 'Sandbox: a code of a partner programme configured as a model partner',
    partnerProgramme: 'model-employer',
  },
];

export async function seedSandboxPreApprovedCodes(db: Db): Promise<void> {
  await db.insert(preApprovedCodes).values(sandboxPreApprovedCodes).onConflictDoNothing();
}

/** Records that `referredUserId` applied with `referrerUserId`'s code; once per referred person. */
export async function insertReferral(
  db: Db,
  referral: { referrerUserId: string; referredUserId: string; code: string },
): Promise<void> {
  await db.insert(referrals).values(referral).onConflictDoNothing();
}

/** The member who referred `referredUserId` (a referral is recorded once per person), or null. */
export async function findReferrerOf(db: Db, referredUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(eq(referrals.referredUserId, referredUserId))
    .limit(1);
  return row?.referrerUserId ?? null;
}

export async function referralsOf(db: Db, referrerUserId: string) {
  return db
    .select({
      activatedAt: referrals.activatedAt,
      noBoostReason: referrals.noBoostReason,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
}
