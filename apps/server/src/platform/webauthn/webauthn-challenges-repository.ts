import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { webauthnChallenges } from './webauthn-tables.js';

/* The challenges' SQL (webauthn-ceremonies.ts holds their rules, decision 072). */

export async function insertChallenge(db: Db, challenge: typeof webauthnChallenges.$inferInsert): Promise<void> {
  await db.insert(webauthnChallenges).values(challenge);
}

/**
 * Spends a live challenge: the delete matches only an unexpired row of this
 * purpose (and account), so of two requests with one challenge only one gets it.
 */
export async function takeChallenge(
  db: Db,
  wanted: { challenge: string; purpose: string; subjectId: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, wanted.challenge),
        eq(webauthnChallenges.purpose, wanted.purpose),
        wanted.subjectId === null
          ? isNull(webauthnChallenges.subjectId)
          : eq(webauthnChallenges.subjectId, wanted.subjectId),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length === 1;
}

/** Expired challenges are of no use to anyone; each new one sweeps them. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}
