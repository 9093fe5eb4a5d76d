import type { FastifyInstance } from 'fastify';
import { sendHeld } from './send-held.js';
import { findPageData, type SiteBuild } from './site-build.js';

const jsonType = 'application/json; charset=utf-8';

function notFound(what: string) {
  return { errors: [{ message: `No page data for ${what}`, extensions: { code: 'NOT_FOUND' } }] };
}

// `/page-data/blog/some-post/page-data.json`: the page's path sits between the prefix and the file name.
const pageDataUrl = /^\/page-data\/(.+)\/page-data\.json$/;

/** product-rules#page-data's page-data endpoints, answered from the build held in memory. */
export function servePageData(app: FastifyInstance, site: SiteBuild): void {
  app.get('/page-data/app-data.json', (request, reply) => {
    if (!site.appData) return reply.status(404).send(notFound('the app'));
    return sendHeld(request, reply, site.appData, jsonType);
  });

  app.get('/page-data/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const match = pageDataUrl.exec(pathname);
    const segment = match?.[1];
    // Dot segments are not page paths; refusing them keeps the lookup from ever meaning a parent folder.
    if (!segment || segment.split('/').some((part) => part === '..' || part === '.' || part === '')) {
      return reply.status(404).send(notFound(pathname));
    }
    const pagePath = segment === 'index' ? '/' : `/${segment}`;
    const file = findPageData(site, pagePath);
    if (!file) return reply.status(404).send(notFound(pagePath));
    return sendHeld(request, reply, file, jsonType);
  });
}
