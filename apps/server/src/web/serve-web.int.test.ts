import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { fixtureHtml, outsideSecret, writeFixtureBuild } from '../testing/web-dist-fixture.js';
import { serveWeb } from './serve-web.js';

// Decision 012: the prerendered page, else the app shell for app pages, else the 404 page with status 404.
let testApp: TestApp;
let root: string;
const signUpShell = '<!doctype html><html><body><div id="root" data-shell=""><h1>Sign up</h1></div></body></html>';

beforeAll(async () => {
  const build = await writeFixtureBuild();
  root = build.root;
  // A client-only page the build prerendered a shell for (decision 047), as apps/web/build/prerender.ts lays it out.
  await mkdir(path.join(build.distDir, 'user', 'signup'), { recursive: true });
  await writeFile(path.join(build.distDir, 'user', 'signup', 'index.html'), signUpShell);
  testApp = await createTestApp({ WEB_DIST_DIR: build.distDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers },
  });

describe('page requests', () => {
  it.each([
    ['the home page is prerendered', '/', 200, fixtureHtml.home],
    ['the blog index is prerendered', '/blog', 200, fixtureHtml.blog],
    ['a post is prerendered', '/blog/first-post', 200, fixtureHtml.firstPost],
    ['a trailing slash names the same page', '/blog/first-post/', 200, fixtureHtml.firstPost],
    ['a query string is ignored', '/blog?utm_source=mail', 200, fixtureHtml.blog],
    ['sign-in is drawn in the browser', '/user/login', 200, fixtureHtml.shell],
    ['sign-up has its own prerendered shell', '/user/signup', 200, signUpShell],
    ['sign-up with a code in the query has it too', '/user/signup?code=AB12', 200, signUpShell],
    ['a quiz code is drawn in the browser', '/quiz/ABC', 200, fixtureHtml.shell],
    ['the work-e-mail link opens without a session', '/application/work-email/a1/b2', 200, fixtureHtml.shell],
    ['a path the site does not have', '/no-such-page', 404, fixtureHtml.notFound],
    ['a post the build has no page for', '/blog/no-post', 404, fixtureHtml.notFound],
    ['an FAQ section the build has no page for', '/faq/nope', 404, fixtureHtml.notFound],
    ['the 404 page itself', '/404', 404, fixtureHtml.notFound],
    ['the 404.html page itself', '/404.html', 404, fixtureHtml.notFound],
    ['a dot-dot path', '/blog/../../secret.txt', 404, undefined],
    ['an encoded dot-dot path', '/%2e%2e/secret.txt', 404, undefined],
  ])('%s: %s -> %i', async (_rule, url, status, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain(outsideSecret);
    if (body === undefined) return;
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(body);
  });

  // Decision 050: without a session cookie, the wizard's pages send the visitor straight to sign-in.
  it.each([
    ['the wizard', '/application', '/user/login?returnTo=/application'],
    ['a path under it', '/application/review', '/user/login?returnTo=/application/review'],
    ['with a query', '/application?step=2&x=1', '/user/login?returnTo=/application%3Fstep%3D2%26x%3D1'],
  ])('%s without a session cookie (%s) goes to sign-in, coming back after', async (_rule, url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('with a session cookie, even a stale one, the wizard is drawn in the browser, which checks it', async () => {
    const response = await get('/application/anything', { cookie: 'wp_token=stale-or-valid' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fixtureHtml.shell);
  });

  it('answers 304 to a browser that has the current page', async () => {
    const { etag } = (await get('/blog')).headers;
    expect((await get('/blog', { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('still sends the 404 page, with 404, to a browser that sends its ETag', async () => {
    const { etag } = (await get('/no-such-page')).headers;
    const again = await get('/no-such-page', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(fixtureHtml.notFound);
  });

  it('sends a large page gzipped to a browser that accepts it', async () => {
    const response = await get('/blog/first-post', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(fixtureHtml.firstPost);
  });

  it('answers a missing script or image with a JSON 404, not a page', async () => {
    for (const url of ['/assets/missing-Zz99.js', '/missing.png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('serves hashed assets for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});

describe('files at the root of the build', () => {
  it.each([
    ['/sitemap.xml', '<urlset>'],
    ['/robots.txt', 'User-agent: *'],
  ])('%s is served when the build has it', async (url, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(text);
  });

  it('answers 404 for them when the build has none', async () => {
    const build = await writeFixtureBuild({ siteIndex: false });
    // serveWeb alone: these routes do not touch the database, and a second one would only slow the suite.
    const bare = Fastify();
    await serveWeb(bare, { distDir: build.distDir, pagePolicy: () => "default-src 'none'" });
    try {
      for (const url of ['/sitemap.xml', '/robots.txt']) {
        expect((await bare.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await bare.close();
      await rm(build.root, { recursive: true, force: true });
    }
  });
});

describe('a server started before the web app was built', () => {
  let unbuilt: TestApp;
  // createTestApp points WEB_DIST_DIR at an empty folder unless told otherwise.
  beforeAll(async () => {
    unbuilt = await createTestApp();
  });
  afterAll(async () => {
    await unbuilt.close();
  });

  it.each(['/', '/blog/first-post', '/user/login'])(
    'answers the page %s with 503 and says how to build',
    async (url) => {
      const response = await unbuilt.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('has not been built');
    },
  );

  it.each(['/page-data/index/page-data.json', '/page-data/app-data.json'])(
    'answers page data %s with a JSON 404',
    async (url) => {
      const response = await unbuilt.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    },
  );
});
