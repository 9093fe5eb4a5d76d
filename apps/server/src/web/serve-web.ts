import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { isWizardPath, signInPathFor } from '@waypoint/domain/site/paths/sign-in-path';
import { ensureVisitorCookies } from '../platform/visitor-cookies.js';
import { servePageData } from './page-data-routes.js';
import { sendHeld } from './send-held.js';
import { findHtml, loadSiteBuild, type PagePolicy } from './site-build.js';

const apiPrefixes = [
  '/api/',
  '/healthz',
  '/page-data/',
  '/crm/',
  '/partners/',
  '/blog/subscribe',
  '/user/register/disclosures',
  '/dev/',
];

/** A source map, or a compressed copy of one (the route hands the path already decoded). */
function isSourceMap(pathname: string): boolean {
  return /\.map(\.br|\.gz)?$/i.test(pathname);
}

/** Page requests get HTML; a missing script or image must not. */
function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix)) || pathname.startsWith('/assets/')) return false;
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html';
}

/**
 * Serves the built web app (decision 012). Hashed files under /assets never
 * change, so they are cached for a year. Pages get their prerendered HTML,
 * the app shell or the 404 page, chosen by `findHtml`, each with its own
 * Content-Security-Policy from `pagePolicy` (docs/operations.md "Security headers").
 */
export async function serveWeb(
  app: FastifyInstance,
  options: { distDir: string; pagePolicy: PagePolicy },
): Promise<void> {
  const built = existsSync(path.join(options.distDir, 'app-shell.html'));
  const site = loadSiteBuild(options.distDir, options.pagePolicy);
  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      // The build wrote .br and .gz beside each file; they are sent as they are.
      preCompressed: true,
      decorateReply: false,
      // Source maps hold our whole source: kept in the build, never sent (docs/operations.md "Source maps").
      allowedPath: (pathname) => !isSourceMap(pathname),
    });
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/static-root/',
      serve: false,
      decorateReply: true,
    });
  }
  servePageData(app, site);

  app.setNotFoundHandler((request, reply) => {
    if (!wantsHtml(request)) {
      return reply.status(404).send({
        errors: [
          {
            message: `No route for ${request.method} ${request.url.split('?')[0]}`,
            extensions: { code: 'NOT_FOUND' },
          },
        ],
      });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm run build`, then restart the server.');
    }
    ensureVisitorCookies(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    // Without a session cookie nobody is signed in: the wizard's page would only load its code to
    // send the visitor to sign-in. Send them there now (decision 050). A cookie, even a stale one,
    // gets the page, whose own check decides (product-rules#signed-in-state).
    if (isWizardPath(pathname) && !request.cookies[sessionTransport.tokenCookie]) {
      return reply.header('cache-control', 'no-store').redirect(signInPathFor(request.url), 302);
    }
    const answer = findHtml(site, pathname);
    if (!answer) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendHeld(request, reply, answer.file, 'text/html; charset=utf-8', answer.status);
  });

  if (!built) return;
  // The offline page is HTML with an inline stylesheet: held, so it is sent with its own policy.
  // The service worker keeps it with its headers, and shows both when the network is gone.
  const offline = site.offline;
  if (offline)
    app.get('/offline.html', (request, reply) => sendHeld(request, reply, offline, 'text/html; charset=utf-8'));
  // Files at the root of the build (favicon, manifest, sitemap, robots.txt).
  // The service worker is checked on every visit (no-cache), so a deploy's new copy takes over.
  const cacheControl: Record<string, string> = { 'sw.js': 'no-cache' };
  for (const file of ['favicon.svg', 'manifest.webmanifest', 'robots.txt', 'sitemap.xml', 'sw.js']) {
    if (!existsSync(path.join(options.distDir, file))) continue;
    app.get(`/${file}`, (_request, reply) =>
      // cacheControl: false, or @fastify/static replaces this header with its own max-age=0.
      reply
        .header('cache-control', cacheControl[file] ?? 'public, max-age=3600')
        .sendFile(file, { cacheControl: false }),
    );
  }
}
