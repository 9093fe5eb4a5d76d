import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
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

/** Staff e-mails by id. */
export function staffEmailRows(db: Db, staffIds: readonly string[]) {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [...staffIds]));
}

/** Starts the account's enrolment afresh (add, reset; decision 029). */
export async function setEnrolment(
  tx: Db,
  staffId: string,
  enrolment: { totpSecret: string; enrolmentTokenHash: string; enrolmentExpiresAt: Date },
): Promise<void> {
  await tx
    .update(staffAccounts)
    .set({
      status: 'pending',
      passwordHash: null,
      totpSecret: enrolment.totpSecret,
      totpLastStep: null,
      enrolmentTokenHash: enrolment.enrolmentTokenHash,
      enrolmentExpiresAt: enrolment.enrolmentExpiresAt,
      enrolledAt: null,
      disabledAt: null,
    })
    .where(eq(staffAccounts.id, staffId));
}

/** A new account, or null when the e-mail has one already. */
export async function insertStaff(
  db: Db,
  account: { email: string; role: StaffAccount['role']; createdAt: Date },
): Promise<StaffAccount | null> {
  const [row] = await db.insert(staffAccounts).values(account).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setDisabled(tx: Db, staffId: string, at: Date): Promise<void> {
  await tx
    .update(staffAccounts)
    .set({ status: 'disabled', disabledAt: at, enrolmentTokenHash: null, enrolmentExpiresAt: null })
    .where(eq(staffAccounts.id, staffId));
}

/** Completes a pending enrolment whose link is still live; null when it is not (used, replaced or expired). */
export async function completeEnrolment(
  db: Db,
  staffId: string,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<StaffAccount | null> {
  const [enrolled] = await db
    .update(staffAccounts)
    .set({ status: 'active', passwordHash, enrolmentTokenHash: null, enrolmentExpiresAt: null, enrolledAt: now })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        eq(staffAccounts.enrolmentTokenHash, tokenHash),
        eq(staffAccounts.status, 'pending'),
        gt(staffAccounts.enrolmentExpiresAt, now),
      ),
    )
    .returning();
  return enrolled ?? null;
}
