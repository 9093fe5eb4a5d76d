import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CardWebhookEvent, CardWebhookReader } from './card-webhook-events.js';
import { CARD_WEBHOOK_TOLERANCE_SECONDS } from './card-webhook-signature.js';
import {
  accountOfPayment,
  cardTransactionPostings,
  depositUpdateOf,
  paymentPostings,
  type LithicPayment,
} from './lithic-activity.js';

/**
 * Lithic's webhooks (decision 045). Deliveries are signed the Svix way
 * (Standard Webhooks): headers `webhook-id`, `webhook-timestamp` (unix
 * seconds) and `webhook-signature` (space-separated `v1,<base64>` entries),
 * each an HMAC-SHA256 of "<id>.<timestamp>.<raw body>" keyed with the
 * base64 after `whsec_` in the subscription's secret. The id stays the same
 * across Lithic's retries, so it is the event id card_webhook_events keeps.
 *
 * Of Lithic's event types we post: `card.shipped`; `card_transaction.updated`
 * once the transaction has settled (a purchase, or a refund when its last
 * event is a RETURN); `payment_transaction.created/updated` once a payment
 * settled or came back (decision 085: the holder's payment and its return,
 * or a cash-back deposit's outcome), named to our account by Lithic's
 * related account or the reference we gave it. Lithic publishes no delivery
 * event, so a Lithic card goes from shipped straight to active
 * (product-rules#cards allows activating a shipped card). `statements.created`
 * names only a financial account, which the reader cannot turn into our
 * account without a call; it is acknowledged unposted and the reconciliation
 * job records the statement from statementsOf (decision 085).
 */
export const lithicSignatureHeaders = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export type LithicSignatureCheck =
  { ok: true; id: string; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

export function signLithicWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

type HeaderValue = string | string[] | undefined;

function single(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function verifyLithicWebhook(
  secret: string,
  body: string,
  headers: Record<string, HeaderValue>,
  now: Date,
): LithicSignatureCheck {
  const id = single(headers[lithicSignatureHeaders.id]);
  const timestampText = single(headers[lithicSignatureHeaders.timestamp]);
  const signatures = single(headers[lithicSignatureHeaders.signature]);
  if (!id || !timestampText || !signatures) return { ok: false, reason: 'missing' };
  const timestamp = Number(timestampText);
  if (!/^\d{1,12}$/.test(timestampText) || id.length > 100) return { ok: false, reason: 'malformed' };
  const given = signatures
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => Buffer.from(entry.slice('v1,'.length), 'base64'));
  if (given.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > CARD_WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest();
  // Several entries during a secret rotation: one match is enough.
  const matches = given.some((mac) => mac.length === expected.length && timingSafeEqual(mac, expected));
  return matches ? { ok: true, id, timestamp } : { ok: false, reason: 'mismatch' };
}

const token = z.string().min(1).max(100);

const cardShipped = z.object({ event_type: z.literal('card.shipped'), card_token: token });

/** The fields of Lithic's card transaction we read; amounts are in cents. */
const cardTransactionUpdated = z.object({
  event_type: z.literal('card_transaction.updated'),
  token,
  account_token: token,
  status: z.string(),
  settled_amount: z.number().int(),
  merchant: z
    .object({ descriptor: z.string().max(500).default('') })
    .partial()
    .optional(),
  events: z.array(z.object({ type: z.string(), created: z.string().optional() })).default([]),
  updated: z.string().datetime({ offset: true }).optional(),
  created: z.string().datetime({ offset: true }).optional(),
});

/** The fields of Lithic's payment transaction we read (decision 085). */
const paymentTransaction = z.object({
  event_type: z.enum(['payment_transaction.created', 'payment_transaction.updated']),
  token,
  status: z.string(),
  type: z.string().nullish(),
  settled_amount: z.number().int(),
  pending_amount: z.number().int().optional(),
  events: z
    .array(
      z.object({
        type: z.string(),
        amount: z.number().int().optional(),
        created: z.string().datetime({ offset: true }).optional(),
      }),
    )
    .default([]),
  created: z.string().datetime({ offset: true }),
  updated: z.string().datetime({ offset: true }),
  method_attributes: z.object({ return_reason_code: z.string().nullish() }).partial().nullish(),
  related_account_tokens: z.object({ account_token: token.nullish() }).partial().nullish(),
  user_defined_id: z.string().max(512).nullish(),
});

/** What one verified delivery means to us: the events to post, or none for news we do not use. */
export function lithicEventsOf(id: string, occurredAt: Date, json: unknown): CardWebhookEvent[] {
  const createdAt = occurredAt.toISOString();
  const shipped = cardShipped.safeParse(json);
  if (shipped.success) return [{ id, type: 'card.shipped', cardId: shipped.data.card_token, createdAt }];
  const transaction = cardTransactionUpdated.safeParse(json);
  if (transaction.success)
    return cardTransactionPostings(transaction.data, createdAt).map((posted) => ({
      id,
      type: 'transaction.posted',
      createdAt,
      accountId: transaction.data.account_token,
      transaction: posted,
    }));
  const payment = paymentTransaction.safeParse(json);
  if (payment.success) return paymentEventsOf(id, createdAt, payment.data);
  // statements.created names only the financial account and is left to the reconciliation job (decision 085).
  return [];
}

/**
 * A holder's payment posts (and, returned, posts its return); a cash-back
 * deposit is settled or returned. One delivery may carry both a payment and
 * its return: they get ids `<delivery>` and `<delivery>:2`, since the
 * receiver keeps one event per id.
 */
function paymentEventsOf(id: string, createdAt: string, payment: LithicPayment): CardWebhookEvent[] {
  const accountId = accountOfPayment(payment);
  if (!accountId) return [];
  const deposit = depositUpdateOf(payment);
  if (deposit) return [{ id, type: 'deposit.updated', createdAt, accountId, deposit }];
  return paymentPostings(payment).map((posted, index) => ({
    id: index === 0 ? id : `${id}:${index + 1}`,
    type: 'transaction.posted',
    createdAt,
    accountId,
    transaction: posted,
  }));
}

/** The receiver's reader for Lithic's deliveries (card-webhook-receiver.ts), keyed with the whsec_ secret. */
export function createLithicWebhookReader(secret: string): CardWebhookReader {
  return {
    read(rawBody, headers, now) {
      const check = verifyLithicWebhook(secret, rawBody, headers, now);
      if (!check.ok) return { ok: false, reason: `signature ${check.reason}` };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      return { ok: true, events: lithicEventsOf(check.id, new Date(check.timestamp * 1000), json) };
    },
  };
}
