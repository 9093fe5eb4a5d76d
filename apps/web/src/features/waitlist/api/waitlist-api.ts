import { z } from 'zod';
import {
  waitlistApiPaths,
  waitlistLinkOutcomes,
  type WaitlistJoin,
  type WaitlistLinkOutcome,
} from '@waypoint/domain/waitlist/waitlist';
import { httpRequest } from '../../../lib/api-client';

/**
 * The waitlist's public calls (decision 087, docs/product-rules.md#waitlist): joining, and what the
 * mails' links ask once their page is open. Plain HTTP, no session.
 */

const acceptedSchema = z.object({ ok: z.literal(true) });
const confirmSchema = z.union([
  z.object({ outcome: z.literal('confirmed'), unsubscribeToken: z.string() }),
  z.object({ outcome: z.literal('invalid') }),
]);
const unsubscribeSchema = z.object({ outcome: z.enum(waitlistLinkOutcomes) });

export type WaitlistConfirmAnswer = z.infer<typeof confirmSchema>;

/** Joins; the answer is the same whether or not the address was on the list already. */
export async function joinWaitlist(values: WaitlistJoin & { recaptchaToken: string }): Promise<true> {
  await httpRequest(waitlistApiPaths.join, { method: 'POST', json: values }, acceptedSchema);
  return true;
}

export async function confirmWaitlist(token: string): Promise<WaitlistConfirmAnswer> {
  return httpRequest(waitlistApiPaths.confirm, { method: 'POST', json: { token } }, confirmSchema);
}

export async function unsubscribeWaitlist(token: string): Promise<WaitlistLinkOutcome> {
  return (await httpRequest(waitlistApiPaths.unsubscribe, { method: 'POST', json: { token } }, unsubscribeSchema))
    .outcome;
}
