import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (decision 037), in the scheme public issuers use: the
 * header `card-issuer-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with the shared webhook secret. A signature older or
 * newer than the tolerance is refused, so a captured delivery cannot be
 * replayed later; the event id (card_webhook_events) stops a replay within it.
 */
export const cardWebhookSignatureHeader = 'card-issuer-signature';
export const CARD_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export function signCardWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifyCardWebhook(secret: string, body: string, header: string | undefined, now: Date): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > CARD_WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
