import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { PartnerInvite } from '@waypoint/domain/site/partners/partner-invite';
import { httpRequest } from '../../../lib/api-client';

export const inviteEndpoint = '/partners/invite';
const acceptedSchema = z.object({ ok: z.literal(true) });

/** product-rules#plain-http: POST /partners/invite with a JSON body. */
export async function inviteByEmail(invite: PartnerInvite): Promise<true> {
  await httpRequest(inviteEndpoint, { method: 'POST', json: invite }, acceptedSchema);
  return true;
}

export function useInviteByEmail() {
  return useMutation({ mutationFn: inviteByEmail });
}
