import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { cancelJob, enqueueJob } from '../jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../jobs/job-queue.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';
import {
  claimMessage,
  deletePendingMessage,
  insertOutboxMessage,
  messageStatusOf,
  recordSendFailure,
  recordSent,
} from './outbox-repository.js';

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
  const message = await insertOutboxMessage(db, {
    kind,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
  });
  if (!message) throw new Error('outbox insert returned no row');
  await enqueueJob(db, mailQueue, { messageId: message.id }, { id: message.id, startAfter: options.notBefore });
  return message.id;
}

/** Drops a message not sent yet (a scheduled one the sender no longer wants) and cancels its job; a sent one stays. */
export async function cancelPendingMail(db: Db, id: string): Promise<void> {
  await deletePendingMessage(db, id);
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
    const message = await claimMessage(db, data.messageId, sendLeaseSeconds);
    if (!message) {
      // Still pending: another run holds the lease (or its date is ahead); try again after backoff.
      if ((await messageStatusOf(db, data.messageId)) === 'pending')
        throw new Error('message is being sent by another run or is not due');
      return;
    }
    try {
      await transport.send({
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      // Released for the retry pg-boss schedules, or parked with the job.
      await recordSendFailure(db, message.id, errorText(error), finalAttempt);
      throw error;
    }
    await recordSent(db, message.id, transport.name, new Date());
  };
}
