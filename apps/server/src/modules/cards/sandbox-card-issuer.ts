import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { replacementGetsNewNumber } from '@waypoint/domain/cards/card-replacement';
import type { Db } from '../../db/database.js';
import { cancelJob, enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { CardIssuerRefusedError, type CardIssuingProvider, type IssuedCard } from './card-issuing-provider.js';
import type { SandboxIssuerTimers } from './cards-deps.js';
import { signedAmount, type LedgerKind } from './sandbox-cycle-figures.js';
import { issuerStatementOf, issuerTransactionOf, sandboxIdOf } from './sandbox-issuer-events.js';
import {
  paymentJobId,
  queueDepositStep,
  queuePaymentStep,
  queueSandboxDelivery,
  sandboxPaymentQueue,
  type DeliverCardWebhook,
} from './sandbox-issuer-jobs.js';
import {
  insertSandboxAccount,
  insertSandboxCard,
  insertSandboxDeposit,
  insertSandboxPayment,
  insertSandboxTransaction,
  lockSandboxCardsOfAccount,
  lockSandboxPayment,
  markSandboxAccountActivated,
  sandboxAccountById,
  sandboxCardById,
  sandboxStatementsAfter,
  sandboxTransactionsBetween,
  setSandboxCardActivated,
  setSandboxCardLocked,
  updateSandboxAccount,
  updateSandboxPayment,
} from './sandbox-issuer-repository.js';
import { capSandboxInterestRate } from './sandbox-rate-cap.js';
import { queueSandboxCycle } from './sandbox-statement-cycle.js';

/**
 * The sandbox card issuer (decision 037; docs/sandbox.md "Cards"): accounts
 * and cards with deterministic numbers, a shipping schedule run as jobs, and
 * webhook events signed with the webhook secret and handed to the same
 * receiver a real issuer's deliveries reach, so the signature check runs for
 * every sandbox event too. It keeps a real issuer's records in its own
 * sandbox_* tables (decision 079): the ledger every balance and statement is
 * counted from, payments and deposits that settle (or, for the documented
 * test amounts, come back) on timers (sandbox-issuer-jobs.ts), and statement
 * cycles (sandbox-statement-cycle.ts). Purchases and refunds are posted
 * through its control routes (sandbox-card-issuer-routes.ts).
 */
export const sandboxShippingQueue = defineQueue({
  name: 'sandbox-card-shipping',
  data: z.object({ cardId: z.string(), step: z.enum(['card.shipped', 'card.delivered']) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
});

export interface SandboxIssuerOptions {
  db: Db;
  /** Seeds the deterministic numbers, so every instance issues the same card for an account. */
  secret: string;
  /** The schedules (docs/sandbox.md "Cards"): shipping, statement cycles, payments and deposits settling, returns. */
  timers: SandboxIssuerTimers;
  now(): Date;
}

/** A card's last four digits from its account: stable, and never 0000. */
function lastFourOf(secret: string, accountId: string): string {
  const value = createHmac('sha256', secret).update(`card:${accountId}`).digest().readUInt32BE(0) % 9_999;
  return String(value + 1).padStart(4, '0');
}

const unknownAccount = (accountId: string) => new CardIssuerRefusedError(`no sandbox account ${accountId}`, 404);

export function createSandboxCardIssuer(options: SandboxIssuerOptions): CardIssuingProvider {
  const { db, timers } = options;
  const accountOf = async (accountId: string) => {
    const account = await sandboxAccountById(db, accountId);
    if (!account) throw unknownAccount(accountId);
    return account;
  };
  /** A card on its way: the first issue of a card id schedules its shipping; a retried one finds it and moves on. */
  async function makeCard(card: { cardId: string; accountId: string; lastFour: string }): Promise<IssuedCard> {
    const now = options.now();
    // Cards are good for four years, to the end of the month printed on them.
    const expiry = { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() + 4 };
    await db.transaction(async (tx) => {
      if (!(await insertSandboxCard(tx, { ...card, ...expiry }))) return;
      const shipAt = new Date(now.getTime() + timers.shipAfterMs);
      const deliverAt = new Date(now.getTime() + 2 * timers.shipAfterMs);
      const steps = [
        ['card.shipped', shipAt],
        ['card.delivered', deliverAt],
      ] as const;
      for (const [step, startAfter] of steps)
        await enqueueJob(tx, sandboxShippingQueue, { cardId: card.cardId, step }, { id: randomUUID(), startAfter });
    });
    const stored = await sandboxCardById(db, card.cardId);
    if (!stored) throw new Error(`sandbox card ${card.cardId} vanished`);
    return { cardId: card.cardId, lastFour: stored.lastFour, expMonth: stored.expMonth, expYear: stored.expYear };
  }
  return {
    name: 'sandbox',
    async openAccount(request) {
      const accountId = `sbx_acct_${request.reference}`;
      await insertSandboxAccount(db, {
        accountId,
        creditLimitCents: request.creditLimitCents,
        aprBps: request.aprBps ?? null,
        createdAt: options.now(),
      });
      return { accountId };
    },
    async issueCard({ accountId }): Promise<IssuedCard> {
      const cardId = `sbx_card_${accountId.replace(/^sbx_acct_/, '')}`;
      return makeCard({ cardId, accountId, lastFour: lastFourOf(options.secret, accountId) });
    },
    async issueReplacementCard(request): Promise<IssuedCard> {
      const replaced = await sandboxCardById(db, request.replacesCardId);
      if (!replaced || replaced.accountId !== request.accountId)
        throw new CardIssuerRefusedError(`no sandbox card ${request.replacesCardId} on ${request.accountId}`, 404);
      // A lost or stolen card's number may be in other hands: a new one, never the old (docs/sandbox.md "Cards").
      let lastFour = replaced.lastFour;
      if (replacementGetsNewNumber(request.reason)) {
        lastFour = lastFourOf(options.secret, `${request.accountId}:${request.reference}`);
        if (lastFour === replaced.lastFour) lastFour = String((Number(lastFour) % 9_999) + 1).padStart(4, '0');
      }
      return makeCard({ cardId: `sbx_card_${request.reference}`, accountId: request.accountId, lastFour });
    },
    async closeCard(cardId) {
      // The sandbox stops a card by locking it for good, as closing its account does; nothing here unlocks it again.
      await setSandboxCardLocked(db, cardId, true);
    },
    async activateCard(cardId) {
      const now = options.now();
      await db.transaction(async (tx) => {
        await setSandboxCardActivated(tx, cardId);
        const card = await sandboxCardById(tx, cardId);
        // The first activation starts the statement cycles (CARD_SANDBOX_CYCLE_MS; 0: statements only on demand).
        if (card && (await markSandboxAccountActivated(tx, card.accountId, now)) && timers.cycleMs > 0)
          await queueSandboxCycle(tx, card.accountId, 1, new Date(now.getTime() + timers.cycleMs));
      });
    },
    async setCardLocked(cardId, locked) {
      await setSandboxCardLocked(db, cardId, locked);
    },
    async creditAccount(request) {
      await accountOf(request.accountId);
      // A statement credit is a posting like any other: on the ledger, then announced (decision 079).
      const transactionId = sandboxIdOf('sbx_txn_credit', request.accountId, request.idempotencyKey);
      await db.transaction(async (tx) => {
        const isNew = await insertSandboxTransaction(tx, {
          transactionId,
          accountId: request.accountId,
          kind: 'credit',
          amountCents: request.amountCents,
          description: request.description,
          eventId: `sbx_evt_${transactionId}`,
          postedAt: options.now(),
        });
        if (isNew) await queueSandboxDelivery(tx, transactionId);
      });
    },
    async balanceOf(accountId) {
      const account = await accountOf(accountId);
      const rows = await sandboxTransactionsBetween(db, accountId, null, null);
      const currentBalanceCents = rows.reduce(
        (sum, row) => sum + signedAmount(row.kind as LedgerKind, row.amountCents),
        0,
      );
      return {
        currentBalanceCents,
        // A closed account can spend nothing more; the sandbox has no pending authorisations.
        availableCreditCents: account.closedAt ? 0 : Math.max(0, account.creditLimitCents - currentBalanceCents),
        creditLimitCents: account.creditLimitCents,
      };
    },
    async statementsOf(accountId, since) {
      await accountOf(accountId);
      return (await sandboxStatementsAfter(db, accountId, since)).map(issuerStatementOf);
    },
    async transactionsOf(accountId, since) {
      await accountOf(accountId);
      return (await sandboxTransactionsBetween(db, accountId, since, null)).map(issuerTransactionOf);
    },
    async createPayment(request) {
      await accountOf(request.accountId);
      const now = options.now();
      return db.transaction(async (tx) => {
        const { row, isNew } = await insertSandboxPayment(tx, {
          paymentId: `sbx_pay_${randomUUID()}`,
          accountId: request.accountId,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          creditDate: request.creditDate,
          receivedAt: now,
        });
        if (isNew) await queuePaymentStep(tx, row.paymentId, 'post', new Date(now.getTime() + timers.settleAfterMs));
        return { paymentId: row.paymentId };
      });
    },
    async cancelPayment(paymentId) {
      return db.transaction(async (tx) => {
        const payment = await lockSandboxPayment(tx, paymentId);
        if (!payment) return false;
        if (payment.status === 'canceled') return true;
        // Once its posting ran, the payment has gone to the bank: too late.
        if (payment.status !== 'pending') return false;
        await updateSandboxPayment(tx, paymentId, { status: 'canceled' });
        await cancelJob(tx, sandboxPaymentQueue, paymentJobId(paymentId, 'post'));
        return true;
      });
    },
    async depositToBank(request) {
      await accountOf(request.accountId);
      const now = options.now();
      return db.transaction(async (tx) => {
        const { row, isNew } = await insertSandboxDeposit(tx, {
          depositId: `sbx_dep_${randomUUID()}`,
          accountId: request.accountId,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          createdAt: now,
        });
        if (isNew) await queueDepositStep(tx, row.depositId, 'settle', new Date(now.getTime() + timers.settleAfterMs));
        return { depositId: row.depositId };
      });
    },
    async setCreditLimit(accountId, creditLimitCents) {
      await accountOf(accountId);
      await updateSandboxAccount(db, accountId, { creditLimitCents });
    },
    capInterestRate: (request) => capSandboxInterestRate(db, request, options.now()),
    async closeAccount(accountId) {
      const account = await accountOf(accountId);
      if (account.closedAt) return;
      await updateSandboxAccount(db, accountId, { closedAt: options.now() });
      await lockSandboxCardsOfAccount(db, accountId);
    },
  };
}

/** Whether the sandbox account takes purchases (the control route asks before posting one). */
export async function sandboxAccountIsClosed(db: Db, accountId: string): Promise<boolean> {
  return (await sandboxAccountById(db, accountId))?.closedAt != null;
}

/** The shipping job: each step is one signed event. */
export function sandboxShippingHandler(
  deliver: DeliverCardWebhook,
  now: () => Date,
): JobHandler<{ cardId: string; step: 'card.shipped' | 'card.delivered' }> {
  return async (job) => {
    // The job id makes the event id: a retried job delivers the same event, which posts once.
    await deliver({
      id: `sbx_evt_${job.id}`,
      type: job.data.step,
      cardId: job.data.cardId,
      createdAt: now().toISOString(),
    });
  };
}

export type { DeliverCardWebhook };
