import { creditDateOf } from '@waypoint/domain/card-account/payment-timing';
import type { Db } from '../../db/database.js';
import { paymentReceivedMail, paymentReturnedMail } from './card-notice-mails.js';
import type { CardNoticesDeps } from './card-notices-deps.js';
import { sendCardNotice } from './card-notices.js';
import { bankAccountOfUser, type CardPaymentRow } from './card-payments-repository.js';

/**
 * The notices a payment's own events bring (docs/product-rules.md#card-notices),
 * called by the port (card-payments-port.ts) on the webhook's transaction
 * once the payment moved: a receipt when it posts (optional), and the
 * returned-payment notice (required by the Cardholder Agreement). Keyed by
 * the payment, so a repeated event sends nothing again.
 */
export async function noticePaymentPosted(tx: Db, deps: CardNoticesDeps, payment: CardPaymentRow): Promise<void> {
  const bank = await bankAccountOfUser(tx, payment.userId, payment.bankAccountId);
  await sendCardNotice(tx, deps, {
    accountId: payment.accountId,
    kind: 'paymentReceived',
    subjectKey: String(payment.id),
    required: false,
    mail: (recipient) =>
      paymentReceivedMail(recipient, {
        amountCents: payment.amountCents,
        creditDate: payment.creditDate,
        bankMask: bank?.mask ?? '',
      }),
  });
}

export async function noticePaymentReturned(tx: Db, deps: CardNoticesDeps, payment: CardPaymentRow): Promise<void> {
  const bank = await bankAccountOfUser(tx, payment.userId, payment.bankAccountId);
  await sendCardNotice(tx, deps, {
    accountId: payment.accountId,
    kind: 'paymentReturned',
    subjectKey: String(payment.id),
    required: true,
    mail: (recipient) =>
      paymentReturnedMail(recipient, {
        amountCents: payment.amountCents,
        creditDate: payment.creditDate,
        bankMask: bank?.mask ?? '',
        returnedDay: creditDateOf(payment.returnedAt ?? deps.now()),
        reason: payment.returnReason ?? 'Your bank did not give a reason.',
      }),
  });
}
