/**
 * The link token kept across a bank's OAuth page (decision 039): Plaid
 * requires the same token when Link is re-opened on the return page, and the
 * page is a new document, so it is kept for the tab in sessionStorage (never
 * localStorage: it is one Link session's, for one application).
 */
const storageKey = 'waypoint.plaidLinkToken';

export interface KeptLinkToken {
  linkToken: string;
  applicationId: number;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the OAuth return then starts Link afresh.
    return null;
  }
}

export function keepLinkToken(kept: KeptLinkToken, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the OAuth return's shortcut.
  }
}

/** The token kept for this application, or null (none, another application's, or unreadable). */
export function keptLinkToken(applicationId: number, storage: Storage | null = sessionStore()): string | null {
  try {
    const kept = JSON.parse(storage?.getItem(storageKey) ?? 'null') as Partial<KeptLinkToken> | null;
    return kept?.applicationId === applicationId && typeof kept.linkToken === 'string' ? kept.linkToken : null;
  } catch {
    return null;
  }
}

export function forgetLinkToken(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(storageKey);
  } catch {
    // Nothing kept that could be forgotten.
  }
}
