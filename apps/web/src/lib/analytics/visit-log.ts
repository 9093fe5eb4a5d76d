import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { isCrmLogBody } from '@waypoint/domain/site/crm/crm-log-id';
import { browserCookie } from '../browser-cookies';
import { postLeadCall } from './lead-call-post';

// POST /crm/log, once per visit (product-rules#plain-http). Every page loads this module: it holds
// no schema library, so a page's blocking time does not pay for zod (decision 050).

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
    // The zone as its winter and summer offsets: the zone's name (Intl.DateTimeFormat) costs the
    // page a 55 ms task on Lighthouse's slowed CPU the first time it is asked for (decision 050).
    `${new Date(2026, 0, 1).getTimezoneOffset()}/${new Date(2026, 6, 1).getTimezoneOffset()}`,
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
  const body = { fingerprint, session };
  if (isCrmLogBody(body)) postLeadCall('/crm/log', body, { outlivesPage: false });
}
