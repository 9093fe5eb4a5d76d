import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accountPhones } from './phone-tables.js';
import { stepUpProofs } from './step-up-tables.js';

/* The step-up's SQL (step-up-service.ts holds its rules, decision 073). */

export async function insertStepUpProof(
  db: Db,
  proof: { sessionId: string; userId: string; method: string; provedAt: Date },
): Promise<void> {
  await db.insert(stepUpProofs).values(proof);
}

/** When the session last proved itself by any of `methods`; null when it never did. */
export async function newestStepUpProofAt(
  db: Db,
  session: { sessionId: string; userId: string },
  methods: readonly string[],
): Promise<Date | null> {
  if (methods.length === 0) return null;
  const [row] = await db
    .select({ provedAt: stepUpProofs.provedAt })
    .from(stepUpProofs)
    .where(
      and(
        eq(stepUpProofs.sessionId, session.sessionId),
        eq(stepUpProofs.userId, session.userId),
        inArray(stepUpProofs.method, [...methods]),
      ),
    )
    .orderBy(desc(stepUpProofs.provedAt))
    .limit(1);
  return row?.provedAt ?? null;
}

/** The account's verified phone number (E.164), or null. */
export async function verifiedPhoneNumberOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phoneNumber: accountPhones.phoneNumber })
    .from(accountPhones)
    .where(eq(accountPhones.userId, userId))
    .limit(1);
  return row?.phoneNumber ?? null;
}
