import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import type { CardIssuingProvider, IssuedCard } from './card-issuing-provider.js';
import type { CardWebhookEvent } from './card-webhook-events.js';
import {
  insertSandboxCard,
  sandboxCardById,
  setSandboxCardActivated,
  setSandboxCardLocked,
} from './sandbox-issuer-repository.js';

/**
 * The sandbox card issuer (decision 037; docs/sandbox.md "Cards"): accounts
 * and cards with deterministic numbers, a shipping schedule run as jobs, and
 * webhook events signed with the webhook secret and handed to the same
 * receiver a real issuer's deliveries reach, so the signature check runs for
 * every sandbox event too. Purchases, payments and statements are posted
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
  /** How long after issuing the card ships, and after that is delivered (CARD_SANDBOX_SHIP_AFTER_MS). */
  shipAfterMs: number;
  now(): Date;
}

/** A card's last four digits from its account: stable, and never 0000. */
function lastFourOf(secret: string, accountId: string): string {
  const value = createHmac('sha256', secret).update(`card:${accountId}`).digest().readUInt32BE(0) % 9_999;
  return String(value + 1).padStart(4, '0');
}

export function createSandboxCardIssuer(options: SandboxIssuerOptions): CardIssuingProvider {
  const { db } = options;
  return {
    name: 'sandbox',
    async openAccount(request) {
      return { accountId: `sbx_acct_${request.reference}` };
    },
    async issueCard({ accountId }): Promise<IssuedCard> {
      const cardId = `sbx_card_${accountId.replace(/^sbx_acct_/, '')}`;
      const now = options.now();
      // Cards are good for four years, to the end of the month printed on them.
      const expiry = { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() + 4 };
      await db.transaction(async (tx) => {
        const isNew = await insertSandboxCard(tx, {
          cardId,
          accountId,
          lastFour: lastFourOf(options.secret, accountId),
          ...expiry,
        });
        // Only the first issue schedules the shipping: a retried issue finds the card and moves on.
        if (!isNew) return;
        const shipAt = new Date(now.getTime() + options.shipAfterMs);
        const deliverAt = new Date(now.getTime() + 2 * options.shipAfterMs);
        await enqueueJob(
          tx,
          sandboxShippingQueue,
          { cardId, step: 'card.shipped' },
          { id: randomUUID(), startAfter: shipAt },
        );
        await enqueueJob(
          tx,
          sandboxShippingQueue,
          { cardId, step: 'card.delivered' },
          { id: randomUUID(), startAfter: deliverAt },
        );
      });
      const card = await sandboxCardById(db, cardId);
      if (!card) throw new Error(`sandbox card ${cardId} vanished`);
      return { cardId, lastFour: card.lastFour, expMonth: card.expMonth, expYear: card.expYear };
    },
    async activateCard(cardId) {
      await setSandboxCardActivated(db, cardId);
    },
    async setCardLocked(cardId, locked) {
      await setSandboxCardLocked(db, cardId, locked);
    },
    async creditAccount() {
      // The statement credit shows on the sandbox's next statement as a lower balance; nothing to keep here.
    },
  };
}

/** Delivers a signed event to the webhook receiver, exactly as an HTTP delivery would arrive. */
export type DeliverCardWebhook = (event: CardWebhookEvent) => Promise<void>;

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
