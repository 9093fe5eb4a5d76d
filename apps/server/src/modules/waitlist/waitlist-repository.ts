import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { WaitlistStatus } from '@waypoint/domain/waitlist/waitlist';
import type { Db } from '../../db/database.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { waitlistEntries, waitlistTokens, type WaitlistEntryRow } from './waitlist-tables.js';

/** The waitlist's SQL, so the service holds the double opt-in rules and no query (decision 087). */

type Purpose = 'confirm' | 'unsubscribe';

/**
 * The address's entry, created pending if it has none, and locked until the transaction ends.
 * The insert does nothing on the unique address, so two joins at once make one row: the second
 * waits for the first to commit and then locks the row the first made.
 */
export async function lockedEntryFor(
  tx: Db,
  values: { email: string; consentText: string; ip: string; now: Date },
): Promise<{ entry: WaitlistEntryRow; created: boolean }> {
  const inserted = await tx
    .insert(waitlistEntries)
    .values({
      email: values.email,
      status: 'pending',
      consentText: values.consentText,
      ip: values.ip,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.email, values.email)).for('update');
  if (!entry) throw new Error('waitlist entry vanished inside its transaction');
  return { entry, created: inserted.length > 0 };
}

export async function lockEntryById(tx: Db, id: string): Promise<WaitlistEntryRow | undefined> {
  const [row] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
  return row;
}

/** A person who left and joins again has ticked the consent again: pending once more, with that consent. */
export async function rejoinEntry(tx: Db, id: string, values: { consentText: string; ip: string; now: Date }) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'pending', consentText: values.consentText, ip: values.ip, updatedAt: values.now })
    .where(eq(waitlistEntries.id, id));
}

export async function markConfirmationSent(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(waitlistEntries).set({ lastConfirmationSentAt: now }).where(eq(waitlistEntries.id, id));
}

export async function markConfirmed(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(eq(waitlistEntries.id, id));
}

/** Leaves the list; a second unsubscribe keeps the first one's date. */
export async function markUnsubscribed(tx: Db, entry: WaitlistEntryRow, now: Date): Promise<void> {
  if (entry.status === 'unsubscribed') return;
  await tx
    .update(waitlistEntries)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(eq(waitlistEntries.id, entry.id));
}

/** Deletes the entry if it is still pending and its newest confirmation mail went out at or before `sentBy`. */
export async function deleteStalePending(db: Db, id: string, sentBy: Date): Promise<boolean> {
  const rows = await db
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.status, 'pending'),
        lte(waitlistEntries.lastConfirmationSentAt, sentBy),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Makes a token for one purpose and keeps only its hash; the token itself goes into a link. */
export async function mintToken(
  tx: Db,
  entryId: string,
  purpose: Purpose,
  now: Date,
  expiresAt: Date | null,
): Promise<string> {
  const token = newSecureToken();
  await tx.insert(waitlistTokens).values({ tokenHash: hashToken(token), entryId, purpose, createdAt: now, expiresAt });
  return token;
}

export async function findToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(waitlistTokens)
    .where(and(eq(waitlistTokens.tokenHash, hashToken(token)), eq(waitlistTokens.purpose, purpose)));
  return row;
}

/** Retires every confirm link of an entry not used yet: a newer one was sent, or the address left. */
export async function replaceConfirmTokens(tx: Db, entryId: string, now: Date): Promise<void> {
  await tx
    .update(waitlistTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(waitlistTokens.entryId, entryId),
        eq(waitlistTokens.purpose, 'confirm'),
        isNull(waitlistTokens.usedAt),
        isNull(waitlistTokens.replacedAt),
      ),
    );
}

/** Uses up a confirm link, only if it is still live; false when it is used, replaced or expired. */
export async function useConfirmToken(tx: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(waitlistTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(waitlistTokens.tokenHash, tokenHash),
        isNull(waitlistTokens.usedAt),
        isNull(waitlistTokens.replacedAt),
        gt(waitlistTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: waitlistTokens.tokenHash });
  return rows.length > 0;
}

/** How many confirmation mails went to this entry since `since`. */
export async function confirmationsSince(tx: Db, entryId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(waitlistTokens)
    .where(
      and(
        eq(waitlistTokens.entryId, entryId),
        eq(waitlistTokens.purpose, 'confirm'),
        gt(waitlistTokens.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** One page of entries, newest first, with the total over every page. */
export async function entriesPage(
  db: Db,
  filter: { status: WaitlistStatus | null; offset: number; limit: number },
): Promise<{ rows: WaitlistEntryRow[]; total: number }> {
  const where = filter.status ? eq(waitlistEntries.status, filter.status) : undefined;
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(where)
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(waitlistEntries).where(where);
  return { rows, total: total?.count ?? 0 };
}

/** How many entries each status holds. */
export async function statusCounts(db: Db): Promise<Record<WaitlistStatus, number>> {
  const rows = await db
    .select({ status: waitlistEntries.status, count: count() })
    .from(waitlistEntries)
    .groupBy(waitlistEntries.status);
  const counts: Record<WaitlistStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Every confirmed address, oldest confirmation first (the order invitations go out in). */
export async function confirmedEntries(
  db: Db,
): Promise<Pick<WaitlistEntryRow, 'id' | 'email' | 'createdAt' | 'confirmedAt'>[]> {
  return db
    .select({
      id: waitlistEntries.id,
      email: waitlistEntries.email,
      createdAt: waitlistEntries.createdAt,
      confirmedAt: waitlistEntries.confirmedAt,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'confirmed'))
    .orderBy(sql`${waitlistEntries.confirmedAt} asc nulls last`, waitlistEntries.id);
}
