/**
 * The site's Content-Security-Policy (docs/operations.md "Security headers").
 * Everything the web loads comes from our own origin: its scripts and styles
 * from /assets, its data from /api and /page-data, its service worker and
 * manifest from the root. Nothing third-party is loaded today: the reCAPTCHA
 * and bank-linking adapters in the web are local sandboxes (docs/sandbox.md).
 * A real adapter that loads a vendor's script or frame must add the vendor's
 * origins here, in the directive it needs, and nowhere wider.
 */
export type Directives = Readonly<Record<string, readonly string[]>>;

/** Hashes (`'sha256-…'`) of what a page holds inline, so the policy allows exactly that and nothing else. */
export interface InlineHashes {
  /** Inline `<script>` elements that run (not data blocks such as `type="application/json"`). */
  scripts: readonly string[];
  /** Inline `<style>` elements: the prerender puts a page's stylesheets in it (apps/web/build/inline-styles.ts). */
  styles: readonly string[];
  /** `style="…"` attributes in the prerendered HTML (a progress bar's width, drawn by the server). */
  styleAttributes: readonly string[];
}

export const noInlineHashes: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };

/**
 * The policy's directives. No 'unsafe-inline' anywhere: inline scripts and
 * styles are allowed by hash, per page. Style attributes need 'unsafe-hashes'
 * to be matched by hash at all; it allows only the listed attribute values, never
 * an inline event handler, since scripts do not carry it. Styles set from
 * script through the CSSOM (React's `style` prop after hydration) are not
 * governed by CSP, so only attributes written in the prerendered HTML are listed.
 */
export function siteDirectives(hashes: InlineHashes, options: { upgradeInsecureRequests: boolean }): Directives {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...hashes.styles],
    ...(hashes.styleAttributes.length > 0 ? { 'style-src-attr': ["'unsafe-hashes'", ...hashes.styleAttributes] } : {}),
    // data: for images written into CSS; blob: for the preview of a document photo before upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // GraphQL, page data, the analytics and log beacons: all on our origin.
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only where the site is served over HTTPS: on http://127.0.0.1 it would rewrite every asset to https.
  if (options.upgradeInsecureRequests) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
