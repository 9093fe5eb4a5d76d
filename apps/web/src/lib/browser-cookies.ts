/**
 * Cookie access for the few cookies the page may read (product-rules#signed-in-state: the session
 * hash; the anonymous and session ids). The HttpOnly token cookie is never
 * visible here, by design.
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is still the server's value.
      return raw;
    }
  }
  return undefined;
}

/** The named cookie of this page; undefined outside a browser (unit tests run in Node). */
export function browserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(document.cookie, name);
}

/**
 * Drops a page-readable cookie. The server clears its cookies when it refuses
 * a session; this covers an answer that never arrived, so a reload does not
 * report the same expired session again.
 */
export function expireBrowserCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
}
