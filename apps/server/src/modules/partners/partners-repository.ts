import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { partnerInvitations, partnerProgrammes, partnerReferrals } from './partners-tables.js';

// The repeat check's lock namespace, so it never waits on the migration lock or any other.
const partnerLockNamespace = 7_301;

/**
 * The partners module's SQL. The service holds the repeat rule; these run in
 * its transaction, after `lockPartner`, so two requests from one partner take turns.
 */

export async function lockPartner(tx: Db, partnerEmail: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${partnerLockNamespace}, hashtext(${partnerEmail}))`);
}

export async function hasReferralSince(
  tx: Db,
  referral: { partnerEmail: string; email: string },
  since: Date,
): Promise<boolean> {
  const [twin] = await tx
    .select({ id: partnerReferrals.id })
    .from(partnerReferrals)
    .where(
      and(
        eq(partnerReferrals.partnerEmail, referral.partnerEmail),
        eq(partnerReferrals.email, referral.email),
        gt(partnerReferrals.createdAt, since),
      ),
    )
    .limit(1);
  return twin !== undefined;
}

export async function recordReferral(tx: Db, referral: typeof partnerReferrals.$inferInsert): Promise<void> {
  await tx.insert(partnerReferrals).values(referral);
}

/** Which of `emails` this partner invited since `since`. */
export async function invitedSince(tx: Db, partnerEmail: string, emails: string[], since: Date): Promise<Set<string>> {
  const recent = await tx
    .select({ email: partnerInvitations.email })
    .from(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.partnerEmail, partnerEmail),
        inArray(partnerInvitations.email, emails),
        gt(partnerInvitations.createdAt, since),
      ),
    );
  return new Set(recent.map((row) => row.email));
}

export async function recordInvitations(
  tx: Db,
  invitations: (typeof partnerInvitations.$inferInsert)[],
): Promise<void> {
  if (invitations.length === 0) return;
  await tx.insert(partnerInvitations).values(invitations);
}

/** Whether the partner programme `id` is configured as a model partner (decision 035); unknown ids are not. */
export async function isModelPartnerProgrammeRow(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerProgrammes.id })
    .from(partnerProgrammes)
    .where(and(eq(partnerProgrammes.id, id), eq(partnerProgrammes.modelPartner, true)))
    .limit(1);
  return row !== undefined;
}

/** Adds the programmes not there yet. */
export async function insertPartnerProgrammes(
  db: Db,
  programmes: readonly { id: string; name: string; modelPartner: boolean }[],
): Promise<void> {
  await db
    .insert(partnerProgrammes)
    .values([...programmes])
    .onConflictDoNothing();
}
