/**
 * The rules of POST /crm/log's two ids (product-rules#plain-http), without a schema library: the
 * browser checks a body with them before sending, on every content page, where loading zod
 * would cost the page its blocking time (decision 050). `crm-log.ts` builds the server's schema from them.
 */
export const crmLogLimits = { fingerprint: { max: 200 }, session: { max: 100 } } as const;

export const crmLogErrors = { notAnId: 'Only letters, digits and - _ . : = + / are allowed' } as const;

// Hashes, UUIDs and base64 ids all fit; spaces, quotes and markup do not.
export const crmLogIdPattern = /^[A-Za-z0-9._:=+/-]+$/;

/** True when both ids would pass the server's schema as they are (no trimming needed). */
export function isCrmLogBody(body: { fingerprint: string; session: string }): boolean {
  const fits = (value: string, max: number) => value.length <= max && crmLogIdPattern.test(value);
  return fits(body.fingerprint, crmLogLimits.fingerprint.max) && fits(body.session, crmLogLimits.session.max);
}
