import { autopayAmountOnTheDay, isAutopayChoice } from '@waypoint/domain/card-account/autopay';
import type { Db } from '../../db/database.js';
import {
  autopayPaymentOf,
  lockAutopayPaymentOf,
  setAutopayPayment,
  type AutopayPaymentRow,
} from './autopay-repository.js';
import { autopayFailedMail } from './card-notice-mails.js';
import { sendCardNotice } from './card-notices.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import {
  bankAccountOfUser,
  movePayment,
  openPaymentStatuses,
  paidSince,
  paymentById,
  type CardPaymentRow,
} from './card-payments-repository.js';

/**
 * Autopay on its due date (docs/product-rules.md#autopay, decision 081): the
 * payments' submit job (card-payment-submit-job.ts) asks these hooks about
 * every payment it sends. An autopay payment pays what is still due that day
 * (the amount fixed at the close, less what the cardholder paid since), and
 * nothing when nothing is; one the job gives up on mails the cardholder,
 * who must then pay themselves.
 */
export interface PaymentSubmitHooks {
  /**
   * The amount to send: null for a payment autopay did not make (its own
   * amount), 0 when nothing is still due (the payment is canceled as
   * skipped and not sent). Throws the issuer's error when its balance cannot
   * be read (the job retries).
   */
  amountOnTheDay(paymentId: number): Promise<number | null>;
  /** The job gave up and marked the payment failed, on `tx`. */
  gaveUp(tx: Db, payment: CardPaymentRow): Promise<void>;
}

/**
 * The amount fixed at the close less the other payments received since it.
 * Autopay's own payment is not one of them: still scheduled it is not
 * counted, and one made pending at the close (its due date had come) is taken
 * back out.
 */
async function stillToPay(
  db: Db,
  record: AutopayPaymentRow,
  payment: CardPaymentRow,
  currentBalanceCents: number | null,
): Promise<number> {
  if (!isAutopayChoice(record.amountChoice)) return 0;
  const since = await paidSince(db, record.accountId, record.periodEnd);
  const itself =
    payment.status === 'pending' && payment.receivedAt !== null && payment.receivedAt >= record.periodEnd
      ? payment.amountCents
      : 0;
  const paidCents = since.paidCents - itself;
  const pendingCents = since.pendingCents - itself;
  return autopayAmountOnTheDay(record.amountChoice, record.scheduledCents, {
    minimumDueCents: Math.max(0, record.minimumDueCents - paidCents),
    statementBalanceRemainingCents: Math.max(0, record.balanceCents - paidCents),
    // The issuer's balance does not yet hold payments still on their way (decision 080's "owed").
    currentBalanceCents: currentBalanceCents === null ? null : currentBalanceCents - pendingCents,
  });
}

export const noSubmitHooks: PaymentSubmitHooks = {
  amountOnTheDay: () => Promise.resolve(null),
  gaveUp: () => Promise.resolve(),
};

export function autopaySubmitHooks(deps: CardPaymentsDeps): PaymentSubmitHooks {
  return {
    async amountOnTheDay(paymentId) {
      const payment = await paymentById(deps.db, paymentId);
      // Sent already (a retry after the issuer took it): the issuer's key answers the same payment.
      if (!payment?.autopay || payment.providerPaymentId) return null;
      const record = await autopayPaymentOf(deps.db, paymentId);
      if (!record) return null;
      const account = await deps.cards.accountById(deps.db, payment.accountId);
      if (!account) return null;
      const { currentBalanceCents } = await deps.issuer.balanceOf(account.providerAccountId);
      const amountCents = await stillToPay(deps.db, record, payment, currentBalanceCents);
      if (amountCents > 0) return amountCents;
      await deps.db.transaction(async (tx) => {
        // Not yet at the issuer (scheduled, or pending when its due date had come by the close): nothing to stop there.
        const skipped = await movePayment(
          tx,
          paymentId,
          openPaymentStatuses,
          { status: 'canceled', canceledAt: deps.now() },
          null,
        );
        if (skipped) await setAutopayPayment(tx, record.id, { outcome: 'skipped', settledAt: deps.now() });
      });
      return 0;
    },

    async gaveUp(tx, payment) {
      if (!payment.autopay) return;
      const record = await lockAutopayPaymentOf(tx, payment.id);
      if (!record) return;
      await setAutopayPayment(tx, record.id, { outcome: 'failed', settledAt: deps.now() });
      // What the cardholder now has to pay themselves: what autopay would have paid (the balance unread).
      const amountCents = await stillToPay(tx, record, payment, null);
      if (amountCents === 0) return;
      const bank = await bankAccountOfUser(tx, payment.userId, payment.bankAccountId);
      await sendCardNotice(tx, deps, {
        accountId: payment.accountId,
        kind: 'autopayFailed',
        subjectKey: String(payment.id),
        required: true,
        mail: (recipient) =>
          autopayFailedMail(recipient, {
            amountCents,
            payDay: payment.creditDate,
            bankMask: bank?.mask ?? '',
            choice: record.amountChoice,
          }),
      });
    },
  };
}
