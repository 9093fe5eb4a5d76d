import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { applicantWithApplication, passingDocument, uploadFile } from '../testing/uploads.js';
import { writeFixtureBuild } from '../testing/web-dist-fixture.js';
import { permissionsPolicy, registerSecurityHeaders } from './security-headers.js';

// docs/operations.md "Security headers": every kind of answer carries them; pages name their own inline hashes.
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const homeStyle = 'body{color:#141a22}';
const homeScript = 'document.documentElement.dataset.ready="1"';
const homeAttribute = 'width:50%';
// What the prerender writes (apps/web/build): inline stylesheets, page data as a JSON data block, SSR style attributes.
const homeHtml =
  `<!doctype html><html><head><style data-href="/assets/index.css">${homeStyle}</style></head><body>` +
  `<div id="root"><span style="${homeAttribute}"></span></div>` +
  `<script id="page-data" type="application/json">{"path":"/"}</script>` +
  `<script>${homeScript}</script><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>` +
  `</body></html>`;
const offlineStyle = '\n      body { margin: 0; }\n    ';
const offlineHtml = `<!doctype html><html><head><style>${offlineStyle}</style></head><body><h1>Offline</h1></body></html>`;

let testApp: TestApp;
let root: string;
beforeAll(async () => {
  const build = await writeFixtureBuild();
  root = build.root;
  await writeFile(path.join(build.distDir, 'index.html'), homeHtml);
  await writeFile(path.join(build.distDir, 'offline.html'), offlineHtml);
  await writeFile(path.join(build.distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  testApp = await createTestApp({ WEB_DIST_DIR: build.distDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(root, { recursive: true, force: true });
});

const directive = (response: LightMyRequestResponse, name: string) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

const get = (url: string, accept = 'text/html') =>
  testApp.app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': 'identity' } });

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': permissionsPolicy,
  });
  expect(response.headers['permissions-policy']).toContain('camera=(self)');
  expect(response.headers['permissions-policy']).toContain('microphone=()');
  // Not in APP_ENV=test: only production is served over HTTPS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
  const policy = String(response.headers['content-security-policy']);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
}

/** The site's policy: ours only, never framed. */
function expectSitePolicy(response: LightMyRequestResponse) {
  expect(directive(response, 'default-src')).toEqual(["'self'"]);
  expect(directive(response, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(response, 'object-src')).toEqual(["'none'"]);
  expect(directive(response, 'base-uri')).toEqual(["'self'"]);
  expect(directive(response, 'form-action')).toEqual(["'self'"]);
  expect(directive(response, 'connect-src')).toEqual(["'self'"]);
  expect(directive(response, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(directive(response, 'worker-src')).toEqual(["'self'"]);
  expect(directive(response, 'manifest-src')).toEqual(["'self'"]);
}

describe('an HTML page', () => {
  it('allows its own inline style, script and style attribute by hash, and not its JSON data block', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(homeHtml);
    expectCommonHeaders(response);
    expectSitePolicy(response);
    expect(directive(response, 'script-src')).toEqual(["'self'", hash(homeScript)]);
    expect(directive(response, 'style-src')).toEqual(["'self'", hash(homeStyle)]);
    expect(directive(response, 'style-src-attr')).toEqual(["'unsafe-hashes'", hash(homeAttribute)]);
  });

  it.each([
    ['a page with nothing inline', '/blog', 200],
    ['the app shell', '/user/login', 200],
    ['the 404 page', '/no-such-page', 404],
  ])('%s (%s) gets the site policy with no hash at all', async (_what, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response);
    expectSitePolicy(response);
    expect(directive(response, 'script-src')).toEqual(["'self'"]);
    expect(directive(response, 'style-src')).toEqual(["'self'"]);
    expect(directive(response, 'style-src-attr')).toBeUndefined();
  });

  it('the offline page, which the service worker keeps with its headers, allows its inline stylesheet', async () => {
    const response = await get('/offline.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectCommonHeaders(response);
    expect(directive(response, 'style-src')).toEqual(["'self'", hash(offlineStyle)]);
  });

  it('a revalidated page (304) still carries the headers', async () => {
    const first = await get('/');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
    });
    expect(response.statusCode).toBe(304);
    expectCommonHeaders(response);
  });
});

describe('answers that are not pages', () => {
  it.each([
    [
      'GraphQL',
      () => testApp.app.inject({ method: 'POST', url: '/api/v1/graphql', payload: { query: '{ __typename }' } }),
      200,
    ],
    ['page data', () => get('/page-data/index/page-data.json', 'application/json'), 200],
    ['app data', () => get('/page-data/app-data.json', 'application/json'), 200],
    ['a JSON 404', () => get('/api/v1/no-such-route', 'application/json'), 404],
    ['the health check', () => get('/healthz', 'application/json'), 200],
    ['the service worker', () => get('/sw.js', '*/*'), 200],
    ['the sitemap', () => get('/sitemap.xml', '*/*'), 200],
  ])('%s carries the site policy and the other headers', async (_what, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response);
    expectSitePolicy(response);
  });

  it('a hashed asset is never a document: nosniff, and no document headers', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']) {
      expect(response.headers[name]).toBeUndefined();
    }
  });

  it('a downloaded document is user content: it may load and run nothing, in a sandbox', async () => {
    const { browser, applicationId, holder } = await applicantWithApplication(testApp);
    const upload = await uploadFile(browser, applicationId, 'passport', passingDocument('passport', holder));
    expect(upload.statusCode).toBe(201);
    expectCommonHeaders(upload);
    const response = await browser.send({ method: 'GET', url: `/api/v1/files/${upload.json<{ id: number }>().id}` });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe('in production', () => {
  it('asks browsers to use HTTPS for a year, subdomains too, and upgrades insecure requests', async () => {
    const app = Fastify();
    const headers = await registerSecurityHeaders(app, { appEnv: 'production' });
    app.get('/', async () => ({ ok: true }));
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directive(response, 'upgrade-insecure-requests')).toEqual([]);
      expect(headers.pagePolicy({ scripts: [], styles: [], styleAttributes: [] })).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await app.close();
    }
  });
});
