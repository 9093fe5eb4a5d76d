import { chooseNoticeChannel } from '@waypoint/domain/paper-documents/notice-channel';
import type { Db } from '../../db/database.js';
import { mailBounceOf } from '../../platform/mail/mail-bounce-repository.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { enqueueLetter } from '../../platform/post/letter-outbox.js';
import { postalAddressOf } from '../../platform/post/postal-address.js';
import type { DeliverRequiredNotice } from '../../platform/post/required-notice.js';
import type { PaperDocumentsDeps } from './paper-documents-deps.js';
import { latestConsentChange } from './paper-documents-repository.js';

/** The person's e-sign consent now: withdrawn after a withdrawal until they consent again. */
export async function consentStateOf(db: Db, userId: string) {
  const latest = await latestConsentChange(db, userId);
  return { state: latest?.action ?? ('given' as const), changedAt: latest?.createdAt ?? null };
}

/**
 * The one place a required notice's channel is decided (decision 089,
 * docs/product-rules.md#paper-documents): e-mail while e-sign consent stands
 * and mail to the address arrives, else a letter to the address on file
 * (chooseNoticeChannel in packages/domain). The e-mail or the letter is
 * queued on the caller's transaction; the letter's key is the notice's, so a
 * notice delivered twice posts one letter.
 */
export function createRequiredNoticeDelivery(
  deps: Pick<PaperDocumentsDeps, 'accountContactOf'>,
): DeliverRequiredNotice {
  return async (tx, notice) => {
    const consent = await consentStateOf(tx, notice.userId);
    const bounce = await mailBounceOf(tx, notice.mail.to);
    const addressLine = notice.postalAddress || (await deps.accountContactOf(tx, notice.userId))?.address || '';
    const postal = postalAddressOf(notice.recipientName, addressLine);
    const { channel, reason } = chooseNoticeChannel({
      consent: consent.state,
      emailBounced: bounce !== null,
      hasPostalAddress: postal !== null,
    });
    if (channel === 'email' || !postal) {
      const outboxMessageId = await enqueueMail(tx, notice.kind, notice.mail);
      return { channel: 'email', reason, outboxMessageId, letterId: null };
    }
    const { title, pdf } = await notice.letter();
    const letterId = await enqueueLetter(tx, {
      idempotencyKey: `notice:${notice.key}`,
      kind: notice.kind,
      userId: notice.userId,
      toName: postal.name,
      toAddress: postal,
      title,
      pdf,
    });
    return { channel: 'post', reason, outboxMessageId: null, letterId };
  };
}
