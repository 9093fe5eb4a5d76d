import { z } from 'zod';
import { fieldMessages } from '../../notifications/field-messages.js';
import { crmLogErrors, crmLogIdPattern, crmLogLimits } from './crm-log-id.js';

export { crmLogErrors, crmLogLimits } from './crm-log-id.js';

function opaqueId(max: number) {
  return z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .max(max, fieldMessages.tooLong)
    .regex(crmLogIdPattern, crmLogErrors.notAnId);
}

/**
 * POST /crm/log (product-rules#plain-http): a browser fingerprint and the tracking session it
 * was seen in. Both are opaque to us; the bounds keep a caller from filling
 * the table with essays.
 */
export const crmLogSchema = z.object({
  fingerprint: opaqueId(crmLogLimits.fingerprint.max),
  session: opaqueId(crmLogLimits.session.max),
});

export type CrmLogInput = z.input<typeof crmLogSchema>;
export type CrmLog = z.output<typeof crmLogSchema>;
