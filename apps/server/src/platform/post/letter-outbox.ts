import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../jobs/job-queue.js';
import {
  claimLetter,
  insertLetter,
  letterStatusOf,
  recordLetterFailure,
  recordLetterSent,
  type NewLetter,
} from './letter-repository.js';
import { LetterDeliveryError, type LetterSender } from './letter-sender.js';

// Longer than one call to the provider can take (lob-letters.ts bounds it), so a
// second run of the same job cannot claim a letter the first one is still handing over.
const sendLeaseSeconds = 120;

/**
 * One job per letter, its id the letter's (decision 089). 8 tries, the waits
 * from 30–60 s doubling: a provider down for about two hours is waited out;
 * then the letter is parked as failed for a person to look at
 * (docs/operations.md "Jobs"). An undeliverable address is not retried.
 */
export const letterQueue = defineQueue({
  name: 'letter',
  data: z.object({ letterId: z.uuid() }),
  retryLimit: 7,
  retryDelaySeconds: 30,
  expireInSeconds: sendLeaseSeconds,
});

/**
 * Records a letter and queues its job, in the caller's transaction: both
 * exist only if that change commits. The same idempotency key records and
 * queues nothing new and answers the first letter's id.
 */
export async function enqueueLetter(db: Db, letter: NewLetter): Promise<string> {
  const { id, created } = await insertLetter(db, letter);
  if (created) await enqueueJob(db, letterQueue, { letterId: id }, { id });
  return id;
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);

/**
 * Sends one letter. The row decides, not the job: it is claimed under a
 * lease, so a duplicated job never hands it over twice, and the provider is
 * given the letter's own id as its idempotency key, so a retry after a lost
 * answer does not print it twice either.
 */
export function letterJobHandler(db: Db, sender: LetterSender, now: () => Date): JobHandler<{ letterId: string }> {
  return async ({ data, finalAttempt }) => {
    const letter = await claimLetter(db, data.letterId, sendLeaseSeconds);
    if (!letter) {
      if ((await letterStatusOf(db, data.letterId)) === 'pending')
        throw new Error('letter is being sent by another run or is not due');
      return;
    }
    try {
      const accepted = await sender.sendLetter({
        idempotencyKey: letter.id,
        to: letter.toAddress,
        document: { title: letter.title, pdf: letter.pdf },
      });
      await recordLetterSent(db, letter.id, { provider: sender.name, ...accepted, at: now() });
    } catch (error) {
      const undeliverable = error instanceof LetterDeliveryError && error.failure === 'undeliverable';
      await recordLetterFailure(db, letter.id, errorText(error), finalAttempt || undeliverable);
      // An address the post cannot deliver to is a fact, not an outage: the job ends.
      if (undeliverable) return;
      throw error;
    }
  };
}
