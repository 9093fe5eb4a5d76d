import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { cancelJob, enqueueJob } from '../jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../jobs/job-queue.js';
import { outboxMessages } from './mail-tables.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

// Longer than one send can take (mail-transport.ts bounds SMTP's timeouts), so a
// second run of the same job cannot claim a message the first one is still sending.
const sendLeaseSeconds = 120;

/**
 * One job per outbox message, its id the message's (decision 016). 10 tries,
 * the waits from 4–8 s doubling each time: a message still failing after 34 to
 * 68 minutes of retries is parked as failed for a person to look at
 * (docs/operations.md "Jobs").
 */
export const mailQueue = defineQueue({
  name: 'mail',
  data: z.object({ messageId: z.uuid() }),
  retryLimit: 9,
  retryDelaySeconds: 4,
  expireInSeconds: sendLeaseSeconds,
});

/**
 * Writes a message to the outbox and queues its job; pass the transaction of
 * the change that causes it, so both exist only if that change commits.
 * `notBefore` schedules it: nothing is sent before then. Returns the message
 * id, so a scheduled message can be canceled.
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
  await enqueueJob(db, mailQueue, { messageId: message.id }, { id: message.id, startAfter: options.notBefore });
  return message.id;
}

/** Drops a message not sent yet (a scheduled one the sender no longer wants) and cancels its job; a sent one stays. */
export async function cancelPendingMail(db: Db, id: string): Promise<void> {
  await db.delete(outboxMessages).where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
  await cancelJob(db, mailQueue, id);
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);

/**
 * Sends one outbox message. The row, not the job, decides: it is claimed
 * atomically (pending and not leased), so a retried or duplicated job never
 * sends a message twice; a sent, failed or canceled message completes the job
 * without sending.
 */
export function mailJobHandler(db: Db, transport: MailTransport): JobHandler<{ messageId: string }> {
  return async ({ data, finalAttempt }) => {
    const [message] = await db
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${sendLeaseSeconds})`,
      })
      .where(
        and(
          eq(outboxMessages.id, data.messageId),
          eq(outboxMessages.status, 'pending'),
          lte(outboxMessages.nextAttemptAt, sql`now()`),
        ),
      )
      .returning();
    if (!message) {
      const [row] = await db
        .select({ status: outboxMessages.status })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, data.messageId));
      // Still pending: another run holds the lease (or its date is ahead); try again after backoff.
      if (row?.status === 'pending') throw new Error('message is being sent by another run or is not due');
      return;
    }
    try {
      await transport.send({ to: message.toAddress, subject: message.subject, html: message.html, text: message.text });
    } catch (error) {
      await db
        .update(outboxMessages)
        .set({
          lastError: errorText(error),
          // Released for the retry pg-boss schedules, or parked with the job.
          ...(finalAttempt ? { status: 'failed' as const } : { nextAttemptAt: sql`now()` }),
        })
        .where(eq(outboxMessages.id, message.id));
      throw error;
    }
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), transport: transport.name, lastError: null })
      .where(eq(outboxMessages.id, message.id));
  };
}
