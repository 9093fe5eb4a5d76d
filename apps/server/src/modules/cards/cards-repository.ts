import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cardAccounts, cards, cardWebhookEvents, type CardAccountRow, type CardRow } from './cards-tables.js';

export type { CardAccountRow, CardRow } from './cards-tables.js';

/*
 * The card's SQL (decision 037): accounts, cards and the webhook events
 * received. The only file of the module that knows its tables (decision 061);
 * the rewards and the SSN follow-up reach these rows through cards-port.ts.
 */

/** The member's latest card and its account; null before one is issued. */
export async function findMyCard(db: Db, userId: string): Promise<{ account: CardAccountRow; card: CardRow } | null> {
  const [row] = await db
    .select({ account: cardAccounts, card: cards })
    .from(cards)
    .innerJoin(cardAccounts, eq(cards.accountId, cardAccounts.id))
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.id))
    .limit(1);
  return row ?? null;
}

export async function cardById(db: Db, cardId: number): Promise<CardRow | null> {
  const [row] = await db.select().from(cards).where(eq(cards.id, cardId));
  return row ?? null;
}

/** The card, locked for the transaction. */
export async function lockCardById(tx: Db, cardId: number): Promise<CardRow | null> {
  const [row] = await tx.select().from(cards).where(eq(cards.id, cardId)).for('update');
  return row ?? null;
}

export async function cardAccountById(db: Db, accountId: number): Promise<CardAccountRow | null> {
  const [row] = await db.select().from(cardAccounts).where(eq(cardAccounts.id, accountId));
  return row ?? null;
}

/** The account's row lock: postings, redemptions and the SSN's changes of one account run one at a time. */
export async function lockCardAccount(tx: Db, accountId: number): Promise<CardAccountRow | null> {
  const [row] = await tx.select().from(cardAccounts).where(eq(cardAccounts.id, accountId)).for('update');
  return row ?? null;
}

/** The member's card account: the latest, should they hold more than one; locked for the transaction if asked. */
export async function latestCardAccountOf(
  db: Db,
  userId: string,
  options: { lock: boolean } = { lock: false },
): Promise<CardAccountRow | null> {
  const query = db
    .select()
    .from(cardAccounts)
    .where(eq(cardAccounts.userId, userId))
    .orderBy(desc(cardAccounts.id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The account the issuer's event names, locked for the webhook's transaction; null when we do not hold it. */
export async function lockCardAccountAtProvider(tx: Db, providerAccountId: string): Promise<CardAccountRow | null> {
  const [row] = await tx
    .select()
    .from(cardAccounts)
    .where(eq(cardAccounts.providerAccountId, providerAccountId))
    .for('update');
  return row ?? null;
}

/** Whether the account was admitted without an SSN, and the SSN given since (encrypted). */
export async function ssnStateOf(
  db: Db,
  accountId: number,
): Promise<{ ssnRequired: boolean; ssnCipher: string | null } | null> {
  const [row] = await db
    .select({ ssnRequired: cardAccounts.ssnRequired, ssnCipher: cardAccounts.ssnCipher })
    .from(cardAccounts)
    .where(eq(cardAccounts.id, accountId));
  return row ?? null;
}

/** The encrypted SSN given after activation, of the account holding the card. */
export async function ssnCipherOfCard(db: Db, cardId: number): Promise<{ ssnCipher: string | null } | null> {
  const [row] = await db
    .select({ ssnCipher: cardAccounts.ssnCipher })
    .from(cards)
    .innerJoin(cardAccounts, eq(cards.accountId, cardAccounts.id))
    .where(eq(cards.id, cardId));
  return row ?? null;
}

export async function storeAccountSsn(tx: Db, accountId: number, ssnCipher: string, at: Date): Promise<void> {
  await tx.update(cardAccounts).set({ ssnCipher, ssnAddedAt: at }).where(eq(cardAccounts.id, accountId));
}

/** The account's card: the latest one issued on it. */
export async function latestCardOfAccount(db: Db, accountId: number): Promise<CardRow | null> {
  const [card] = await db.select().from(cards).where(eq(cards.accountId, accountId)).orderBy(desc(cards.id)).limit(1);
  return card ?? null;
}

/**
 * The card the account had at a moment: the latest one issued on it by then. A statement names the
 * card of its cycle's end, so one reprinted after a replacement still names the card it covered
 * (docs/product-rules.md#statements). Before any card was issued, the account's first card.
 */
export async function cardOfAccountAt(db: Db, accountId: number, at: Date): Promise<CardRow | null> {
  const [issuedBy] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.accountId, accountId), lte(cards.createdAt, at)))
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(1);
  if (issuedBy) return issuedBy;
  const [first] = await db.select().from(cards).where(eq(cards.accountId, accountId)).orderBy(cards.id).limit(1);
  return first ?? null;
}

/** The account's card, locked for the transaction: the latest one issued on it. */
export async function lockCardOfAccount(tx: Db, accountId: number): Promise<CardRow | null> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(eq(cards.accountId, accountId))
    .orderBy(desc(cards.id))
    .limit(1)
    .for('update');
  return card ?? null;
}

/** Moves the card to a status, with the lock's reason (null unless locked). */
export async function setCardStatus(
  tx: Db,
  cardId: number,
  change: { status: string; lockReason: string | null },
  at: Date,
): Promise<CardRow> {
  const [row] = await tx
    .update(cards)
    .set({ status: change.status, lockReason: change.lockReason, updatedAt: at })
    .where(eq(cards.id, cardId))
    .returning();
  return row as CardRow;
}

/** Moves the card to a status and answers nothing: the webhook's and the deadline's moves. */
export async function moveCard(
  tx: Db,
  cardId: number,
  change: { status?: string; lockReason?: string | null },
  at: Date,
) {
  await tx
    .update(cards)
    .set({ ...change, updatedAt: at })
    .where(eq(cards.id, cardId));
}

/** `country` is null when IP insights named none and the phone step-up stood in (decision 077). */
export async function markCardActivated(tx: Db, cardId: number, at: Date, country: string | null): Promise<CardRow> {
  const [row] = await tx
    .update(cards)
    .set({ status: 'active', lockReason: null, activatedAt: at, activatedFromCountry: country, updatedAt: at })
    .where(eq(cards.id, cardId))
    .returning();
  return row as CardRow;
}

/** The card the issuer's event names, locked for the webhook's transaction. */
export async function lockCardAtProvider(tx: Db, providerCardId: string): Promise<CardRow | null> {
  const [card] = await tx.select().from(cards).where(eq(cards.providerCardId, providerCardId)).for('update');
  return card ?? null;
}

/** Records the event's id; false when it was already recorded (a repeated delivery). */
export async function recordWebhookEvent(
  tx: Db,
  event: { eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const recorded = await tx
    .insert(cardWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: cardWebhookEvents.eventId });
  return recorded.length > 0;
}

/** Whether the application's card is issued already. */
export async function cardIssuedFor(db: Db, applicationId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(cardAccounts, eq(cards.accountId, cardAccounts.id))
    .where(eq(cardAccounts.applicationId, applicationId));
  return Boolean(existing);
}

/**
 * Records the issued account and card, each once (unique by application and
 * by card); answers whether the card's row is new, and throws when the
 * application's account is another user's.
 */
export async function recordIssuedCard(
  tx: Db,
  account: typeof cardAccounts.$inferInsert,
  card: Omit<typeof cards.$inferInsert, 'accountId' | 'userId'>,
): Promise<boolean> {
  await tx.insert(cardAccounts).values(account).onConflictDoNothing();
  const [stored] = await tx
    .select({ id: cardAccounts.id })
    .from(cardAccounts)
    .where(and(eq(cardAccounts.applicationId, account.applicationId), eq(cardAccounts.userId, account.userId)));
  if (!stored) throw new Error(`card account of application ${account.applicationId} is another user's`);
  const inserted = await tx
    .insert(cards)
    .values({ ...card, accountId: stored.id, userId: account.userId })
    .onConflictDoNothing()
    .returning({ id: cards.id });
  return inserted.length > 0;
}
