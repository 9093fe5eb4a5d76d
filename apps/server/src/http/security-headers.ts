import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppEnvironment } from '../config/config.js';
import {
  formatPolicy,
  noInlineHashes,
  siteDirectives,
  type InlineHashes,
  type ThirdPartyScripts,
} from './content-security-policy.js';

/**
 * Browser features the site does not use are switched off for it and for
 * anything it might embed; the camera stays ours, for photographing a
 * document (the uploader's `capture`). Only features Chromium knows are named:
 * it warns on every page about one it does not ('bluetooth', for one).
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const oneYearSeconds = 365 * 24 * 60 * 60;
// The build's hashed files (web/serve-web.ts).
const assetsPrefix = '/assets/';

export interface SecurityHeaders {
  /** The policy for one HTML page, given the hashes of what it holds inline (web/inline-hashes.ts). */
  pagePolicy(hashes: InlineHashes): string;
}

/**
 * The headers helmet sets with these options, worked out once: helmet builds its
 * middleware, and parses the policy, on every call, which was a measurable share of
 * every API answer's time (docs/decisions/049-save-path.md).
 */
function headersSetBy(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // Helmet's middleware is synchronous; headers read before it finished would be a partial set.
  if (!finished) throw new Error('helmet did not finish setting its headers synchronously');
  return headers;
}

/**
 * Security headers on every response (docs/operations.md "Security headers"):
 * pages, GraphQL, page data, files, errors; hashed assets get only nosniff and
 * Cross-Origin-Resource-Policy. Every other response carries the site's
 * policy with no inline allowance; an HTML page replaces it with its own,
 * which adds the hashes of that page's inline styles and scripts (web/send-held.ts),
 * and a downloaded user file replaces it with one that allows nothing.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { appEnv: AppEnvironment; thirdParty?: ThirdPartyScripts },
): Promise<SecurityHeaders> {
  const production = options.appEnv === 'production';
  // Vendors' scripts only where their real service is configured (content-security-policy.ts).
  const policyOptions = { upgradeInsecureRequests: production, thirdParty: options.thirdParty };
  const baseDirectives = siteDirectives(noInlineHashes, policyOptions);
  const everyAnswer = headersSetBy({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(baseDirectives).map(([name, values]) => [name, [...values]])),
    },
    // Sent over HTTPS only, so only production asks browsers to remember it.
    strictTransportSecurity: production ? { maxAge: oneYearSeconds, includeSubDomains: true } : false,
    // Frame-ancestors 'none' says the same to browsers that read CSP; this is for those that do not.
    xFrameOptions: { action: 'deny' },
    // One-time links carry their secret in the URL (reset, e-mail confirmation, work-e-mail
    // confirmation): no Referer, not even to our own origin, where proxies log it.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  everyAnswer['permissions-policy'] = permissionsPolicy;
  app.addHook('onRequest', (request, reply, done) => {
    // Scripts, stylesheets and images under /assets are never a document: a policy on them
    // would do nothing but add a kilobyte of headers to each of a page's many requests.
    if (request.url.startsWith(assetsPrefix)) {
      reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
    } else {
      reply.headers(everyAnswer);
    }
    done();
  });
  return { pagePolicy: (hashes) => formatPolicy(siteDirectives(hashes, policyOptions)) };
}
