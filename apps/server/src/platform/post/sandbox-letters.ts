import { createHash } from 'node:crypto';
import { LetterDeliveryError, type LetterSender } from './letter-sender.js';

/**
 * The sandbox's test ZIP codes (docs/sandbox.md "Letters"). Any other
 * address is "posted": the letter's row is the sandbox's record, readable at
 * /dev/letters.
 */
export const sandboxLetterZips = {
  /** The post cannot deliver here: the letter is parked as failed, not retried. */
  undeliverable: '00000',
  /** The provider cannot be reached: the job retries. */
  unreachable: '99999',
} as const;

/** A first-class letter's usual time in the post, in days, for the estimate the sandbox gives. */
const sandboxDeliveryDays = 5;

/** The sandbox print-and-mail provider: accepts each letter without printing it. */
export function createSandboxLetters(now: () => Date): LetterSender {
  return {
    mode: 'sandbox',
    name: 'sandbox',
    async sendLetter({ idempotencyKey, to }) {
      if (to.zip.startsWith(sandboxLetterZips.undeliverable)) throw new LetterDeliveryError('undeliverable');
      if (to.zip.startsWith(sandboxLetterZips.unreachable)) throw new LetterDeliveryError('network');
      // The same key is the same letter, as at a real provider.
      const providerId = `ltr_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
      const expected = new Date(now().getTime() + sandboxDeliveryDays * 86_400_000);
      return { providerId, expectedDelivery: expected.toISOString().slice(0, 10) };
    },
  };
}
