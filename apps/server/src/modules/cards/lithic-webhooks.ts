import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CardWebhookEvent, CardWebhookReader } from './card-webhook-events.js';
import { CARD_WEBHOOK_TOLERANCE_SECONDS } from './card-webhook-signature.js';

/**
 * Lithic's webhooks (decision 045). Deliveries are signed the Svix way
 * (Standard Webhooks): headers `webhook-id`, `webhook-timestamp` (unix
 * seconds) and `webhook-signature` (space-separated `v1,<base64>` entries),
 * each an HMAC-SHA256 of "<id>.<timestamp>.<raw body>" keyed with the
 * base64 after `whsec_` in the subscription's secret. The id stays the same
 * across Lithic's retries, so it is the event id card_webhook_events keeps.
 *
 * Of Lithic's event types we post three kinds of news: `card.shipped`,
 * `card_transaction.updated` once the transaction has settled (a purchase,
 * or a refund when its last event is a RETURN), and nothing else yet. Lithic
 * publishes no delivery event, so a Lithic card goes from shipped straight to
 * active (product-rules#cards allows activating a shipped card); statements
 * and payments are Lithic's financial-account events, which name a financial
 * account rather than the account we store, and are acknowledged unposted.
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

/** The fields of Lithic's transaction object we read; amounts are in cents. */
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

/** What one verified delivery means to us: the events to post, or none for news we do not use. */
export function lithicEventsOf(id: string, occurredAt: Date, json: unknown): CardWebhookEvent[] {
  const createdAt = occurredAt.toISOString();
  const shipped = cardShipped.safeParse(json);
  if (shipped.success) return [{ id, type: 'card.shipped', cardId: shipped.data.card_token, createdAt }];
  const transaction = cardTransactionUpdated.safeParse(json);
  if (!transaction.success) return [];
  const { data } = transaction;
  // Authorisations come and go; only a settled amount is on the account.
  if (data.status !== 'SETTLED' || data.settled_amount === 0) return [];
  const lastEvent = data.events.at(-1)?.type;
  const postedAt = new Date(data.updated ?? data.created ?? createdAt).toISOString();
  return [
    {
      id,
      type: 'transaction.posted',
      createdAt,
      accountId: data.account_token,
      transaction: {
        id: data.token,
        kind: lastEvent === 'RETURN' ? 'refund' : 'purchase',
        amountCents: Math.min(Math.abs(data.settled_amount), 100_000_000),
        description: (data.merchant?.descriptor ?? '').slice(0, 200),
        postedAt,
      },
    },
  ];
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
