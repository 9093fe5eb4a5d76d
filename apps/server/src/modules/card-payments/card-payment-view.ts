import type { CardPaymentRow, PaymentBankAccountRow } from './card-payments-repository.js';
import { bankAccountView } from './payment-bank-numbers.js';

/** A payment as card-payments.graphql's CardPayment answers it. */
export function paymentView(payment: CardPaymentRow, bank: PaymentBankAccountRow) {
  return {
    id: payment.id,
    amountCents: payment.amountCents,
    amountChoice: payment.amountChoice,
    status: payment.status,
    creditDate: payment.creditDate,
    bankAccount: bankAccountView(bank),
    autopay: payment.autopay,
    createdAt: payment.createdAt.toISOString(),
    postedAt: payment.postedAt?.toISOString() ?? null,
    returnedAt: payment.returnedAt?.toISOString() ?? null,
    returnCode: payment.returnCode,
    returnReason: payment.returnReason,
  };
}
