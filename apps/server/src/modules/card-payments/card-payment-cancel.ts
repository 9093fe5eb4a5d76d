import { AppError } from '../../graphql/app-error.js';
import { cancelJob } from '../../platform/jobs/enqueue-job.js';
import { paymentAnswer } from './card-payment-service.js';
import { cardPaymentSubmitQueue, submitJobId } from './card-payment-submit-job.js';
import type { CardPaymentsDeps } from './card-payments-deps.js';
import { movePayment, paymentById, type CardPaymentRow } from './card-payments-repository.js';

const notCancelable = () =>
  new AppError('PAYMENT_NOT_CANCELABLE', 'This payment has already gone to your bank and cannot be canceled.', 409);

/**
 * cancelCardPayment (docs/product-rules.md#card-payments): a scheduled
 * payment, or a pending one the issuer has not sent to the bank yet. One not
 * yet handed to the issuer is canceled here (its job, if it runs anyway,
 * finds it canceled, and cancels at the issuer what it just made).
 */
export async function cancelCardPayment(deps: CardPaymentsDeps, userId: string, id: number) {
  const payment = await paymentById(deps.db, id);
  // Another member's payment answers as a missing one.
  if (!payment || payment.userId !== userId) {
    throw new AppError('PAYMENT_NOT_FOUND', 'There is no such payment of yours.', 404);
  }
  return paymentAnswer(deps, await cancel(deps, payment));
}

async function cancel(deps: CardPaymentsDeps, payment: CardPaymentRow): Promise<CardPaymentRow> {
  if (payment.status === 'canceled') return payment;
  if (payment.status !== 'scheduled' && payment.status !== 'pending') throw notCancelable();
  if (payment.providerPaymentId && !(await deps.issuer.cancelPayment(payment.providerPaymentId))) {
    throw notCancelable();
  }
  const canceled = await deps.db.transaction(async (tx) => {
    // Only if the issuer's id is still what was read: a payment sent meanwhile is not canceled here alone.
    const moved = await movePayment(
      tx,
      payment.id,
      ['scheduled', 'pending'],
      { status: 'canceled', canceledAt: deps.now() },
      payment.providerPaymentId,
    );
    if (moved) await cancelJob(tx, cardPaymentSubmitQueue, submitJobId(payment.id));
    return moved;
  });
  if (canceled) return canceled;
  // It moved on meanwhile (posted, or canceled by another request): answer as it is now.
  const now = await paymentById(deps.db, payment.id);
  if (now?.status === 'canceled') return now;
  throw notCancelable();
}
