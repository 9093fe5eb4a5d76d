import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { crmLogSchema } from '@waypoint/domain/site/crm/crm-log';
import { newLeadSchema, type NewLeadInput } from '@waypoint/domain/site/crm/new-lead';
import { browserCookie } from '../browser-cookies';

/**
 * The web's lead calls (product-rules#plain-http; decision 043): POST
 * /crm/new_lead when a visitor leaves their e-mail and first name before an
 * account exists, and POST /crm/log once per visit with a browser
 * fingerprint and the analytics session. Both are fire-and-forget: nothing
 * waits for them, and a failure is never shown.
 */
function post(path: string, body: unknown, options: { outlivesPage: boolean }): void {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // Only a call made as the page goes away needs to outlive it.
      keepalive: options.outlivesPage,
    })
      // The short answer is read to its end, so the request counts as finished (an unread body keeps it open).
      .then((response) => response.text())
      .catch(() => undefined);
  } catch {
    // A browser without fetch loses the lead, never the form.
  }
}

const leadsSent = new Set<string>();

/** The e-mail and first name only, as the spec names them; sent once per address per page. */
export function sendLead(lead: NewLeadInput): void {
  const parsed = newLeadSchema.safeParse(lead);
  if (!parsed.success) return;
  const { email, firstName } = parsed.data;
  if (leadsSent.has(email)) return;
  leadsSent.add(email);
  // Sent as the sign-up form submits and the page moves on.
  post('/crm/new_lead', { email, firstName }, { outlivesPage: true });
}

/**
 * A stable id of this browser, computed here without any third-party script:
 * SHA-256 of properties that stay the same across visits (not the address,
 * not the cookies), so it names a device, never a person. Null where the
 * browser cannot hash (an insecure origin).
 */
export async function browserFingerprint(): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const nav = navigator as Navigator & { deviceMemory?: number };
  const stable = [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency ?? '',
    nav.deviceMemory ?? '',
    nav.maxTouchPoints ?? '',
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(stable));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const loggedKey = 'wp_crm_logged';

/** POST /crm/log once per analytics session (the wp_sid visit cookie); later calls in the visit send nothing. */
export async function logVisitOnce(): Promise<void> {
  const session = browserCookie(sessionTransport.sessionIdCookie);
  if (!session) return;
  try {
    if (sessionStorage.getItem(loggedKey) === session) return;
    // Marked before the call: two tabs' pages loading at once send at most twice, never on every page.
    sessionStorage.setItem(loggedKey, session);
  } catch {
    // Storage refused (a private mode): the server keeps one row per fingerprint and session anyway.
  }
  const fingerprint = await browserFingerprint().catch(() => null);
  if (!fingerprint) return;
  const body = crmLogSchema.safeParse({ fingerprint, session });
  if (body.success) post('/crm/log', body.data, { outlivesPage: false });
}
