import { endOfEasternDay } from './payment-timing.js';

/**
 * Whether a statement is paid on time (docs/product-rules.md#statements,
 * decision 082): the payments RECEIVED after its period ended and before the
 * end of its due date in Eastern time (the 11:59 p.m. cut-off,
 * payment-timing.ts; Reg Z 1026.10), less the returns of those same payments,
 * reach its minimum due. A statement with nothing due (minimum 0) counts only
 * with a payment that stayed: redemption needs payments, not empty statements
 * (product-rules#cash-back). A returned payment takes its credit back, so a
 * statement marked on time by it is on time no longer
 * (the Cardholder Agreement: "a returned payment reverses its credit and its
 * on-time status").
 */
export interface OnTimeStatement {
  periodEnd: Date;
  /** YYYY-MM-DD, an Eastern calendar day. */
  dueDate: string;
  minimumDueCents: number;
}

export interface ReceivedPayment {
  /** The issuer's id of the payment; a return names it. Null for a payment without one (it cannot be returned). */
  paymentId: string | null;
  amountCents: number;
  /** When the payment was received (its posted transaction's postedAt). */
  receivedAt: Date;
}

export interface ReturnedPayment {
  paymentId: string | null;
  amountCents: number;
}

/** What the payments received in the statement's window come to, less the returns of those payments. */
export function centsReceivedForStatement(
  statement: OnTimeStatement,
  payments: readonly ReceivedPayment[],
  returns: readonly ReturnedPayment[],
): number {
  const cutOff = endOfEasternDay(statement.dueDate).getTime();
  const inWindow = payments.filter(
    (payment) => payment.receivedAt.getTime() > statement.periodEnd.getTime() && payment.receivedAt.getTime() < cutOff,
  );
  const ids = new Set(inWindow.map((payment) => payment.paymentId).filter((id): id is string => id !== null));
  const received = inWindow.reduce((sum, payment) => sum + payment.amountCents, 0);
  const returned = returns
    .filter((returnLine) => returnLine.paymentId !== null && ids.has(returnLine.paymentId))
    .reduce((sum, returnLine) => sum + returnLine.amountCents, 0);
  return Math.max(0, received - returned);
}

export function isStatementPaidOnTime(
  statement: OnTimeStatement,
  payments: readonly ReceivedPayment[],
  returns: readonly ReturnedPayment[],
): boolean {
  const net = centsReceivedForStatement(statement, payments, returns);
  return net > 0 && net >= statement.minimumDueCents;
}
