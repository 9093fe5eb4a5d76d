import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sandboxIssuerCards } from './cards-tables.js';

/*
 * The sandbox issuer's own records (sandbox-card-issuer.ts; docs/sandbox.md
 * "Cards"): what a real issuer keeps on its side.
 */

/** Records the card once; false when it is there already (a retried issue). */
export async function insertSandboxCard(tx: Db, card: typeof sandboxIssuerCards.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(sandboxIssuerCards)
    .values(card)
    .onConflictDoNothing()
    .returning({ cardId: sandboxIssuerCards.cardId });
  return inserted.length > 0;
}

export async function sandboxCardById(db: Db, cardId: string) {
  const [card] = await db.select().from(sandboxIssuerCards).where(eq(sandboxIssuerCards.cardId, cardId));
  return card ?? null;
}

export async function setSandboxCardActivated(db: Db, cardId: string): Promise<void> {
  await db.update(sandboxIssuerCards).set({ activated: true }).where(eq(sandboxIssuerCards.cardId, cardId));
}

export async function setSandboxCardLocked(db: Db, cardId: string, locked: boolean): Promise<void> {
  await db.update(sandboxIssuerCards).set({ locked }).where(eq(sandboxIssuerCards.cardId, cardId));
}
