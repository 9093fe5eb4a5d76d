/**
 * Letters on paper (decision 089): a print-and-mail provider prints a PDF and
 * posts it. The sandbox keeps each letter for the development page
 * /dev/letters; the real adapter hands it to Lob. Sending runs in a job
 * (letter-outbox.ts), so a provider that is down is retried, never skipped.
 */
export interface LetterSender {
  /** Which adapter runs, for /healthz and logs. */
  readonly mode: 'sandbox' | 'real';
  /** The provider's name, stored on each letter it accepted. */
  readonly name: 'sandbox' | 'lob';
  /**
   * Hands one letter to the provider. The same `idempotencyKey` never prints
   * a second letter, so a retried job after a lost answer is safe. Throws
   * LetterDeliveryError when the provider refuses it or cannot be reached.
   */
  sendLetter(letter: OutgoingLetter): Promise<AcceptedLetter>;
}

/** A US postal address, as a print-and-mail provider takes it. */
export interface PostalAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  /** Two letters (USPS). */
  state: string;
  /** Five digits, or ZIP+4. */
  zip: string;
}

export interface OutgoingLetter {
  idempotencyKey: string;
  to: PostalAddress;
  document: { title: string; pdf: Uint8Array };
}

export interface AcceptedLetter {
  /** The provider's id of the letter (Lob's `ltr_…`). */
  providerId: string;
  /** YYYY-MM-DD: when the provider expects the post to deliver it. */
  expectedDelivery: string;
}

/**
 * Why a letter was not accepted, by kind only (the provider's answer may echo
 * the address). `undeliverable` is the address's fault and is not retried.
 */
export type LetterFailure =
  'undeliverable' | 'unauthorized' | 'rate-limited' | 'rejected-request' | 'status' | 'network';

export class LetterDeliveryError extends Error {
  constructor(readonly failure: LetterFailure) {
    super(`The letter could not be sent (${failure}).`);
    this.name = 'LetterDeliveryError';
  }
}
