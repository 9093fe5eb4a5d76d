import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { smsSandboxMessages } from './sms-tables.js';

export type SandboxSmsMessage = typeof smsSandboxMessages.$inferSelect;

export async function insertSandboxMessage(db: Db, message: { toNumber: string; body: string }): Promise<void> {
  await db.insert(smsSandboxMessages).values(message);
}

/** The newest messages first, all numbers or one. */
export async function latestSandboxMessages(db: Db, toNumber?: string, limit = 100): Promise<SandboxSmsMessage[]> {
  return db
    .select()
    .from(smsSandboxMessages)
    .where(toNumber ? eq(smsSandboxMessages.toNumber, toNumber) : undefined)
    .orderBy(desc(smsSandboxMessages.createdAt))
    .limit(limit);
}
