import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staffAccounts } from './staff-tables.js';

export type StaffAccount = typeof staffAccounts.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: string): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

/** The pending account a live enrolment link belongs to. */
export async function findByEnrolmentToken(db: Db, tokenHash: string, now: Date): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.enrolmentTokenHash, tokenHash),
        eq(staffAccounts.status, 'pending'),
        gt(staffAccounts.enrolmentExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export function listStaff(db: Db): Promise<StaffAccount[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

/**
 * Accepts a TOTP step for an account once: the update matches only while the
 * stored step is older, so two requests with one code cannot both pass.
 */
export async function claimTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffAccounts.id, staffId), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))),
    )
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}
