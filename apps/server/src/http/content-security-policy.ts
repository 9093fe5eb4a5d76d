/**
 * The site's Content-Security-Policy (docs/operations.md "Security headers").
 * Everything the web loads comes from our own origin: its scripts and styles
 * from /assets, its data from /api and /page-data, its service worker and
 * manifest from the root. Two vendors' scripts are added only where their
 * real service is configured (docs/decisions/040-recaptcha-v3-and-vpn-block.md):
 * Google's reCAPTCHA and Plaid Link; with their sandboxes (docs/sandbox.md)
 * nothing third-party is allowed. A vendor's origins go in the directive it
 * needs, and nowhere wider.
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

/** The vendors whose script the web loads, each only when its real service is configured. */
export interface ThirdPartyScripts {
  /** Google's reCAPTCHA v3 (RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY set). */
  recaptcha: boolean;
  /** Plaid Link (PLAID_CLIENT_ID set). */
  plaidLink: boolean;
}

export const noThirdPartyScripts: ThirdPartyScripts = { recaptcha: false, plaidLink: false };

export function thirdPartyScriptsFor(config: {
  recaptcha: { secret: string | undefined; siteKey: string | undefined };
  plaid: { clientId?: string | undefined };
}): ThirdPartyScripts {
  return {
    recaptcha: Boolean(config.recaptcha.secret && config.recaptcha.siteKey),
    plaidLink: Boolean(config.plaid.clientId),
  };
}

/**
 * Google's published sources for reCAPTCHA under a CSP: its loader and the
 * script it pulls from gstatic, and the frames it runs the check in.
 */
const recaptchaSources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/**
 * Plaid Link: its one loader file (not the whole CDN), the frame Link opens
 * in, and the API hosts the frame's parent talks to.
 */
const plaidLinkSources = {
  'script-src': ['https://cdn.plaid.com/link/v2/stable/link-initialize.js'],
  'frame-src': ['https://cdn.plaid.com/'],
  'connect-src': ['https://production.plaid.com', 'https://sandbox.plaid.com'],
} as const;

/** Adds each configured vendor's sources to the directive it needs ('none' gives way to them). */
function withThirdParty(directives: Record<string, readonly string[]>, thirdParty: ThirdPartyScripts): void {
  const vendors = [thirdParty.recaptcha ? recaptchaSources : {}, thirdParty.plaidLink ? plaidLinkSources : {}];
  for (const sources of vendors) {
    for (const [name, values] of Object.entries(sources) as [string, readonly string[]][]) {
      const current = (directives[name] ?? []).filter((value) => value !== "'none'");
      directives[name] = [...current, ...values];
    }
  }
}

/**
 * The policy's directives. No 'unsafe-inline' anywhere: inline scripts and
 * styles are allowed by hash, per page. Style attributes need 'unsafe-hashes'
 * to be matched by hash at all; it allows only the listed attribute values, never
 * an inline event handler, since scripts do not carry it. Styles set from
 * script through the CSSOM (React's `style` prop after hydration) are not
 * governed by CSP, so only attributes written in the prerendered HTML are listed.
 */
export function siteDirectives(
  hashes: InlineHashes,
  options: { upgradeInsecureRequests: boolean; thirdParty?: ThirdPartyScripts },
): Directives {
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
    // blob: for a staff document opened in the page: a PDF in the browser's viewer (decision 071).
    // Only the site's own scripts make blob: URLs, so no content from elsewhere can be framed.
    'frame-src': ['blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  withThirdParty(directives, options.thirdParty ?? noThirdPartyScripts);
  // Only where the site is served over HTTPS: on http://127.0.0.1 it would rewrite every asset to https.
  if (options.upgradeInsecureRequests) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
