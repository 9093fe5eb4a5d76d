import type { FastifyInstance } from 'fastify';
import { canMoveCard, isCardStatus } from '@waypoint/domain/cards/card-status';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { recordAccountActivity } from './account-activity.js';
import { cardWebhookEventSchema, type CardWebhookEvent, type CardWebhookReader } from './card-webhook-events.js';
import { cardWebhookSignatureHeader, signCardWebhook, verifyCardWebhook } from './card-webhook-signature.js';
import type { CardsDeps } from './cards-deps.js';
import { lockCardAtProvider, moveCard, recordWebhookEvent } from './cards-repository.js';

export const cardWebhookPath = '/api/v1/card-issuer/webhooks';

// An event is a few hundred bytes; anything near this is not the issuer.
const webhookBodyLimitBytes = 64 * 1024;

const refused = (reason: string) => new AppError('WEBHOOK_REFUSED', `Webhook refused: ${reason}.`, 400);

/** The issuer's shipping news: a card moves only as canMoveCard allows, so a late or repeated event changes nothing. */
async function applyCardEvent(
  tx: Db,
  event: Extract<CardWebhookEvent, { type: 'card.shipped' | 'card.delivered' }>,
  now: Date,
) {
  const card = await lockCardAtProvider(tx, event.cardId);
  if (!card || !isCardStatus(card.status)) return;
  const to = event.type === 'card.shipped' ? 'shipped' : 'delivered';
  if (!canMoveCard(card.status, to, 'provider')) return;
  await moveCard(tx, card.id, { status: to }, now);
}

/**
 * Posts one verified event, once: its id and its effects are written in one
 * transaction, and an id already recorded posts nothing (decision 037).
 * Answers whether it was new.
 */
export async function postCardEvent(deps: CardsDeps, event: CardWebhookEvent): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const isNew = await recordWebhookEvent(tx, { eventId: event.id, type: event.type, receivedAt: deps.now() });
    if (!isNew) return false;
    if (event.type === 'card.shipped' || event.type === 'card.delivered') await applyCardEvent(tx, event, deps.now());
    else await recordAccountActivity(tx, deps, event);
    return true;
  });
}

/** Verifies a delivery's signature and shape, then posts it. */
export async function receiveCardWebhook(
  deps: CardsDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<boolean> {
  const check = verifyCardWebhook(deps.webhookSecret, rawBody, signature, deps.now());
  if (!check.ok) throw refused(`signature ${check.reason}`);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw refused('body is not JSON');
  }
  const parsed = cardWebhookEventSchema.safeParse(json);
  if (!parsed.success) throw refused('unknown event shape');
  return postCardEvent(deps, parsed.data);
}

/** Verifies a delivery in the issuer's own scheme, then posts each event it carries, once. */
export async function receiveVendorWebhook(
  deps: CardsDeps,
  reader: CardWebhookReader,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<boolean> {
  const read = reader.read(rawBody, headers, deps.now());
  if (!read.ok) throw refused(read.reason);
  let anyNew = read.events.length === 0;
  for (const event of read.events) {
    // Our own shape check, as for the sandbox: a mapping bug is refused, not posted.
    const parsed = cardWebhookEventSchema.safeParse(event);
    if (!parsed.success) throw refused('unknown event shape');
    if (await postCardEvent(deps, parsed.data)) anyNew = true;
  }
  return anyNew;
}

/**
 * The sandbox's delivery: the event is signed with the webhook secret and
 * goes through the same check as one arriving over HTTP.
 */
export function createSandboxDelivery(deps: CardsDeps) {
  return async (event: CardWebhookEvent): Promise<void> => {
    const body = JSON.stringify(event);
    await receiveCardWebhook(deps, body, signCardWebhook(deps.webhookSecret, body, deps.now()));
  };
}

/** `POST /api/v1/card-issuer/webhooks`: the raw body is what was signed, so it is read as text, bounded. */
export async function cardWebhookRoutes(app: FastifyInstance, deps: CardsDeps): Promise<void> {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: webhookBodyLimitBytes },
    (_request, body, done) => done(null, body),
  );
  app.post(cardWebhookPath, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    // One address whichever issuer runs; its scheme decides how a delivery is verified.
    if (deps.webhookReader) {
      const isNew = await receiveVendorWebhook(deps, deps.webhookReader, raw, request.headers);
      return reply.status(200).send({ received: true, duplicate: !isNew });
    }
    const header = request.headers[cardWebhookSignatureHeader];
    const isNew = await receiveCardWebhook(deps, raw, typeof header === 'string' ? header : undefined);
    return reply.status(200).send({ received: true, duplicate: !isNew });
  });
}
