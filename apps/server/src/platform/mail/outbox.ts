import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { outboxMessages } from './mail-tables.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

// A message that still fails after this many tries needs a person to look.
const maxAttempts = 8;
const batchSize = 20;

/**
 * Writes a message to the outbox; pass the transaction of the change that
 * causes it. `notBefore` schedules it: the worker sends nothing before then.
 * Returns the message id, so a scheduled message can be canceled.
 */
export async function enqueueMail(
  db: Db,
  kind: string,
  mail: OutgoingMail,
  options: { notBefore?: Date } = {},
): Promise<string> {
  const [message] = await db
    .insert(outboxMessages)
    .values({
      kind,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
    })
    .returning({ id: outboxMessages.id });
  if (!message) throw new Error('outbox insert returned no row');
  return message.id;
}

/** Drops a message not sent yet (a scheduled one the sender no longer wants); a sent one stays. */
export async function cancelPendingMail(db: Db, id: string): Promise<void> {
  await db.delete(outboxMessages).where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60 * 1000);
}

export interface MailWorker {
  /** Sends what is due; returns how many were sent. */
  runOnce(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createMailWorker(db: Db, transport: MailTransport, log: (error: unknown) => void): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function sendOne(message: typeof outboxMessages.$inferSelect): Promise<boolean> {
    // Claim the message first so a second instance does not send it too.
    const claimed = await db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts + 1)),
      })
      .where(
        and(
          eq(outboxMessages.id, message.id),
          eq(outboxMessages.attempts, message.attempts),
          eq(outboxMessages.status, 'pending'),
        ),
      )
      .returning({ id: outboxMessages.id });
    if (claimed.length === 0) return false;
    try {
      await transport.send({ to: message.toAddress, subject: message.subject, html: message.html, text: message.text });
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), transport: transport.name, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      return true;
    } catch (error) {
      log(error);
      const failedForGood = message.attempts + 1 >= maxAttempts;
      await db
        .update(outboxMessages)
        .set({
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          ...(failedForGood ? { status: 'failed' as const } : {}),
        })
        .where(eq(outboxMessages.id, message.id));
      return false;
    }
  }

  async function runBatch(): Promise<number> {
    const due = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, new Date())))
      .orderBy(asc(outboxMessages.createdAt))
      .limit(batchSize);
    let sent = 0;
    for (const message of due) if (await sendOne(message)) sent += 1;
    return sent;
  }

  const runOnce = () => {
    // One batch at a time per process; a tick that finds one running waits for it.
    running ??= runBatch().finally(() => (running = undefined));
    return running;
  };

  return {
    runOnce,
    start(intervalMs) {
      timer = setInterval(() => void runOnce().catch(log), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
