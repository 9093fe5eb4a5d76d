import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchSitePath } from '@waypoint/domain/site/match-site-path';
import { notFoundPathIds } from '@waypoint/domain/site/site-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureVisitorCookies } from '../platform/visitor-cookies.js';

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

/** Page requests get the app shell; a missing script or image must not. */
function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix)) || pathname.startsWith('/assets/')) return false;
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html';
}

/**
 * Serves the built web app. Hashed files under /assets never change, so they
 * are cached for a year; HTML is revalidated every time so a deploy shows at
 * once. Site paths get the app shell with 200; anything else gets it with 404
 * and the app renders its not-found page.
 */
export async function serveWeb(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: path.join(options.distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      decorateReply: false,
    });
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/static-root/',
      serve: false,
      decorateReply: true,
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  const sendShell = (reply: FastifyReply, status: number) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm run build`, then restart the server.');
    }
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };

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
    const pathname = request.url.split('?')[0] ?? '/';
    ensureVisitorCookies(request, reply);
    const match = matchSitePath(pathname);
    if (!match || notFoundPathIds.includes(match.id)) return sendShell(reply, 404);
    return sendShell(reply, 200);
  });

  if (!built) return;
  // Files at the root of the build (favicon, manifest, robots.txt).
  for (const file of ['favicon.svg', 'manifest.webmanifest', 'robots.txt']) {
    if (!existsSync(path.join(options.distDir, file))) continue;
    app.get(`/${file}`, (_request, reply) => reply.header('cache-control', 'public, max-age=3600').sendFile(file));
  }
}
