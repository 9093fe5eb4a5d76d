import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { BlogSubscription } from '@waypoint/domain/site/blog/blog-subscription';
import { httpRequest } from '../../../lib/api-client';

export const subscribeEndpoint = '/blog/subscribe';
const acceptedSchema = z.object({ ok: z.literal(true) });

/** product-rules#plain-http: POST /blog/subscribe with the e-mail; the server mails a link to confirm (double opt-in). */
export async function subscribeToBlog(subscription: BlogSubscription): Promise<true> {
  await httpRequest(subscribeEndpoint, { method: 'POST', json: subscription }, acceptedSchema);
  return true;
}

export function useSubscribeToBlog() {
  return useMutation({ mutationFn: subscribeToBlog });
}
