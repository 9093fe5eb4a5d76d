import { achReturnReason } from '@waypoint/domain/card-account/ach-return-codes';
import type { Db } from '../../db/database.js';
import { autopayOf } from './autopay-repository.js';
import { onStatementClosed, type StatementThatClosed } from './autopay-statement-closed.js';
import { noticePaymentPosted, noticePaymentReturned } from './card-notice-payments.js';
import type { CardPaymentsDeps, PaymentBankNumbers } from './card-payments-deps.js';
import { bankAccountOfUser, movePayment, openPaymentsCountOf, paymentAtProvider } from './card-payments-repository.js';
import { bankAccountLabel, bankNumbersOf } from './payment-bank-numbers.js';

/**
 * What the card's payments offer the rest of the server (decision 080; one
 * port per providing module, decision 065), wired in composition:
 *
 * - to the cards module's webhook (account-activity.ts), on its transaction
 *   under the account's lock: a payment we asked for posted or came back.
 *   Both are idempotent: a repeated delivery finds the payment already moved
 *   and changes nothing. The credit a return takes back and the statement's
 *   on-time status are the rewards module's (from the payment_return
 *   transaction); here only the payment's own state.
 * - to the rewards module's cash back to a bank: a linked account's numbers.
 */
export function createCardPaymentsPort(deps: CardPaymentsDeps) {
  return {
    async paymentPosted(tx: Db, accountId: number, posted: { paymentId: string; postedAt: Date }): Promise<void> {
      const payment = await paymentAtProvider(tx, accountId, posted.paymentId);
      if (!payment) return;
      // The issuer is the ledger of record (decision 078): money it posted moved, even for a payment we
      // marked canceled or failed while its request was in flight (an issuer may have no cancel, decision 085).
      const moved = await movePayment(tx, payment.id, ['pending', 'canceled', 'failed'], {
        status: 'posted',
        postedAt: posted.postedAt,
      });
      // The receipt (docs/product-rules.md#card-notices), once: a repeated delivery moved nothing.
      if (moved) await noticePaymentPosted(tx, deps, moved);
    },

    async paymentReturned(
      tx: Db,
      accountId: number,
      returned: { paymentId: string; returnCode: string; at: Date },
    ): Promise<void> {
      const payment = await paymentAtProvider(tx, accountId, returned.paymentId);
      if (!payment) return;
      // A return may come before the posting's event was seen; either way the payment ends returned, once.
      const moved = await movePayment(tx, payment.id, ['pending', 'posted', 'canceled', 'failed'], {
        status: 'returned',
        returnCode: returned.returnCode,
        returnReason: achReturnReason(returned.returnCode),
        returnedAt: returned.at,
      });
      // Required by the Cardholder Agreement (docs/product-rules.md#card-notices), once.
      if (moved) await noticePaymentReturned(tx, deps, moved);
    },

    /**
     * A statement closed (decision 081), after the rewards module mirrored it:
     * its ready notice, its payment reminder and autopay's payment for it.
     */
    statementClosed: (tx: Db, accountId: number, statement: StatementThatClosed): Promise<void> =>
      onStatementClosed(tx, deps, accountId, statement),

    /**
     * One of the member's linked (not removed) bank accounts, with its numbers
     * for the issuer and how to name it; null for another's or a removed one.
     */
    async bankAccountOf(
      db: Db,
      userId: string,
      bankAccountId: number,
    ): Promise<{ id: number; label: string; numbers: PaymentBankNumbers } | null> {
      const bank = await bankAccountOfUser(db, userId, bankAccountId);
      if (!bank || bank.removedAt) return null;
      return { id: bank.id, label: bankAccountLabel(bank), numbers: await bankNumbersOf({ ...deps, db }, bank) };
    },

    /**
     * What stays on when the account closes (docs/product-rules.md#closing-the-account):
     * the payments still scheduled or pending, and whether autopay is on.
     */
    async paymentsStateOf(db: Db, accountId: number): Promise<{ pendingPayments: number; autopayOn: boolean }> {
      return {
        pendingPayments: await openPaymentsCountOf(db, accountId),
        autopayOn: (await autopayOf(db, accountId)) !== null,
      };
    },
  };
}

export type CardPaymentsPort = ReturnType<typeof createCardPaymentsPort>;
