import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { parseBody } from '../../http/form-body.js';
import { recordMailBounce } from './mail-bounce-repository.js';
import type { MailTransport } from './mail-transport.js';

/** The sandbox's bouncing addresses (docs/sandbox.md "Mail"): any address whose name part ends in `+bounce`. */
export const isSandboxBounceAddress = (address: string) => /\+bounce@/i.test(address);

/**
 * The sandbox mailbox, bouncing as a real mail provider would (decision 089):
 * a message to a `+bounce` address is kept in the mailbox and its address is
 * recorded as bouncing, as the provider's webhook would report it.
 */
export function bouncingMailbox(mailbox: MailTransport, db: Db, now: () => Date): MailTransport {
  return {
    ...mailbox,
    send: async (mail) => {
      await mailbox.send(mail);
      if (isSandboxBounceAddress(mail.to)) await recordMailBounce(db, { address: mail.to, reason: 'hard', at: now() });
    },
  };
}

export const mailBounceWebhookPath = '/api/v1/webhooks/mail-bounces';

const bounceSchema = z.object({
  address: z.email().max(254),
  reason: z.enum(['hard', 'complaint']),
});

function sameSecret(given: string | undefined, secret: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${secret}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The mail provider's bounce report (decision 089): `POST` a JSON
 * `{ address, reason: "hard" | "complaint" }` with `Authorization: Bearer
 * <MAIL_BOUNCE_WEBHOOK_SECRET>`; the relay of the SMTP provider's own
 * notifications sends one per bounced address. Soft bounces (a full mailbox)
 * are the provider's to retry and are not reported.
 */
export async function mailBounceRoutes(
  app: FastifyInstance,
  options: { db: Db; secret: string; now: () => Date },
): Promise<void> {
  app.post(mailBounceWebhookPath, async (request, reply) => {
    if (!sameSecret(request.headers.authorization, options.secret))
      return reply.status(401).send({ error: 'unauthorized' });
    const bounce = parseBody(bounceSchema, request.body);
    await recordMailBounce(options.db, { ...bounce, at: options.now() });
    return reply.status(204).send();
  });
}
