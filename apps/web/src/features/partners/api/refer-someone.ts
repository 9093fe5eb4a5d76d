import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { PartnerReferral } from '@waypoint/domain/site/partners/partner-referral';
import { httpRequest } from '../../../lib/api-client';

export const referEndpoint = '/partners/refer';
const acceptedSchema = z.object({ ok: z.literal(true) });

/** product-rules#plain-http: POST /partners/refer with form data of the non-empty fields. */
export async function referSomeone(referral: PartnerReferral): Promise<true> {
  const form = new FormData();
  for (const [name, value] of Object.entries(referral)) {
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  await httpRequest(referEndpoint, { method: 'POST', body: form }, acceptedSchema);
  return true;
}

export function useReferSomeone() {
  return useMutation({ mutationFn: referSomeone });
}
