import {
  CARD_NOTICE_KINDS,
  isCardNoticeKind,
  isCardNoticeRequired,
  type CardNoticeKind,
} from '@waypoint/domain/card-account/card-notices';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { renderTextLetterPdf } from '../../platform/post/text-letter-pdf.js';
import { cardNoticeMailKinds, type Recipient } from './card-notice-mails.js';
import type { CardNoticesDeps } from './card-notices-deps.js';
import {
  claimNotice,
  noticePreferencesOf,
  recordNoticeMessage,
  storeNoticePreference,
} from './card-notices-repository.js';

/**
 * The card notices (docs/product-rules.md#card-notices, decision 081): each
 * sent once per subject through the outbox, on the transaction of the change
 * that causes it; the cardholder's choice decides the optional ones, the
 * required ones are always sent.
 */

export interface CardNoticePreferenceView {
  kind: CardNoticeKind;
  enabled: boolean;
  required: boolean;
}

/** Every kind with the cardholder's choice; a required kind is on. `autopayVaries`: autopay is set to a varying amount. */
export async function noticePreferencesView(
  db: Db,
  accountId: number,
  autopayVaries: boolean,
): Promise<CardNoticePreferenceView[]> {
  const stored = await noticePreferencesOf(db, accountId);
  return CARD_NOTICE_KINDS.map((kind) => {
    const required = isCardNoticeRequired(kind, { autopayVaries });
    return { kind, required, enabled: required || (stored.get(kind) ?? true) };
  });
}

/** Turns an optional kind on or off; a required one cannot be turned off (NOTICE_REQUIRED). */
export async function setNoticePreference(
  tx: Db,
  change: { accountId: number; kind: string; enabled: boolean; autopayVaries: boolean; at: Date },
): Promise<void> {
  if (!isCardNoticeKind(change.kind)) {
    const message = `Choose one of ${CARD_NOTICE_KINDS.join(', ')}.`;
    throw new AppError('BAD_USER_INPUT', `kind: ${message}`, 400, [{ field: 'kind', message }]);
  }
  if (!change.enabled && isCardNoticeRequired(change.kind, { autopayVaries: change.autopayVaries })) {
    throw new AppError(
      'NOTICE_REQUIRED',
      'This notice is required by law or by your Cardholder Agreement, so it cannot be turned off.',
      409,
    );
  }
  await storeNoticePreference(tx, {
    accountId: change.accountId,
    kind: change.kind,
    enabled: change.enabled,
    at: change.at,
  });
}

export interface NoticeRequest {
  accountId: number;
  /** A kind the cardholder can choose, or autopayFailed (always sent). */
  kind: CardNoticeKind | 'autopayFailed';
  /** What it is about (a statement's issuer id, a payment's id): one notice per kind and subject. */
  subjectKey: string;
  /** Sent whatever the cardholder chose (isCardNoticeRequired). */
  required: boolean;
  mail(recipient: Recipient): OutgoingMail;
}

export type NoticeOutcome = 'sent' | 'turnedOff' | 'sentBefore' | 'noHolder';

/**
 * Sends one notice, once: the claim's unique key makes a second call about
 * the same subject (a redelivered event, a second sweep) send nothing. A kind
 * the cardholder turned off is claimed without a message, so turning it back
 * on later does not send an old notice.
 */
export async function sendCardNotice(tx: Db, deps: CardNoticesDeps, notice: NoticeRequest): Promise<NoticeOutcome> {
  const account = await deps.cards.accountById(tx, notice.accountId);
  const holder = account ? await deps.holderContactOf(tx, account.userId) : null;
  if (!account || !holder) return 'noHolder';
  const noticeId = await claimNotice(tx, {
    accountId: notice.accountId,
    kind: notice.kind,
    subjectKey: notice.subjectKey,
    at: deps.now(),
  });
  if (noticeId === null) return 'sentBefore';
  if (!notice.required && notice.kind !== 'autopayFailed') {
    const stored = await noticePreferencesOf(tx, notice.accountId);
    if (stored.get(notice.kind) === false) return 'turnedOff';
  }
  const mail = notice.mail({ to: holder.email, firstName: holder.firstName, publicUrl: deps.publicUrl });
  if (!notice.required) {
    const messageId = await enqueueMail(tx, cardNoticeMailKinds[notice.kind], mail);
    await recordNoticeMessage(tx, noticeId, messageId);
    return 'sent';
  }
  // A required notice goes by post after an e-sign withdrawal or a bounce (decision 089), in the e-mail's words.
  const fullName = (await deps.holderNameOf(tx, account.userId)) ?? holder.firstName;
  const now = deps.now();
  const delivery = await deps.deliverRequiredNotice(tx, {
    userId: account.userId,
    key: `card-notice:${noticeId}`,
    kind: cardNoticeMailKinds[notice.kind],
    mail,
    recipientName: fullName,
    letter: async () => ({
      title: mail.subject,
      pdf: await renderTextLetterPdf({
        title: mail.subject,
        date: now,
        addressLines: [fullName],
        paragraphs: mail.text.split(/\n\s*\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim()),
      }),
    }),
  });
  if (delivery.outboxMessageId) await recordNoticeMessage(tx, noticeId, delivery.outboxMessageId);
  return 'sent';
}
