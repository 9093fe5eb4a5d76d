import { z } from 'zod';
import { fieldMessages } from '../../notifications/field-messages.js';

/**
 * POST /crm/log (product-rules#plain-http): a browser fingerprint and the tracking session it
 * was seen in. Both are opaque to us; the bounds keep a caller from filling
 * the table with essays.
 */
export const crmLogLimits = { fingerprint: { max: 200 }, session: { max: 100 } } as const;

export const crmLogErrors = { notAnId: 'Only letters, digits and - _ . : = + / are allowed' } as const;

// Hashes, UUIDs and base64 ids all fit; spaces, quotes and markup do not.
const opaqueIdPattern = /^[A-Za-z0-9._:=+/-]+$/;

function opaqueId(max: number) {
  return z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .max(max, fieldMessages.tooLong)
    .regex(opaqueIdPattern, crmLogErrors.notAnId);
}

export const crmLogSchema = z.object({
  fingerprint: opaqueId(crmLogLimits.fingerprint.max),
  session: opaqueId(crmLogLimits.session.max),
});

export type CrmLogInput = z.input<typeof crmLogSchema>;
export type CrmLog = z.output<typeof crmLogSchema>;
