import type { Db } from '../../db/database.js';
import type { OutgoingMail } from '../mail/mail-transport.js';

/**
 * A notice the law or the cardholder agreement requires us to give in
 * writing, handed to the one place that decides its channel (decision 089,
 * modules/paper-documents/required-notice-delivery.ts) by the modules that
 * send one. It arrives through their deps, wired in the composition.
 */
export interface RequiredNotice {
  userId: string;
  /** One notice, one key (the notice's own id): a second delivery with it posts no second letter. */
  key: string;
  /** The outbox's kind for the e-mail, and the letter's kind. */
  kind: string;
  /** What the e-mail carries; its `to` is the address checked for bounces. */
  mail: OutgoingMail;
  /** The addressee's full name, for the envelope. */
  recipientName: string;
  /** The one-line address to post to when it is not the account's (a decision goes to the application's). */
  postalAddress?: string | null;
  /** The letter's title and PDF, drawn only when it goes by post. */
  letter(): Promise<{ title: string; pdf: Uint8Array }>;
}

export interface NoticeDelivery {
  channel: 'email' | 'post';
  /** Why (notice-channel.ts in packages/domain): `consented`, `consentWithdrawn`, `emailBounced`, `noPostalAddress`. */
  reason: string;
  outboxMessageId: string | null;
  letterId: string | null;
}

/** Delivers one required notice on the caller's transaction: queued only if that change commits. */
export type DeliverRequiredNotice = (tx: Db, notice: RequiredNotice) => Promise<NoticeDelivery>;
