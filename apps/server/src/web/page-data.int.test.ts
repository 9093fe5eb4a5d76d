import { rm } from 'node:fs/promises';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { fixtureHash, fixturePages, outsideSecret, writeFixtureBuild } from '../testing/web-dist-fixture.js';

// product-rules#page-data: GET /page-data/{path}/page-data.json and /page-data/app-data.json, served from the build (decision 012).
let testApp: TestApp;
let root: string;
let address: string;

beforeAll(async () => {
  const build = await writeFixtureBuild();
  root = build.root;
  testApp = await createTestApp({ WEB_DIST_DIR: build.distDir });
  // Loopback on a port the system picks: only the raw-path cases below need a socket.
  address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await testApp.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('GET /page-data/{path}/page-data.json', () => {
  it.each([
    ['the home page is stored as index', '/page-data/index/page-data.json', fixturePages.home],
    ['a fixed path', '/page-data/blog/page-data.json', fixturePages.blog],
    ['a page under a pattern', '/page-data/blog/first-post/page-data.json', fixturePages.firstPost],
    ['a pattern page answers any code', '/page-data/quiz/ANY123/page-data.json', fixturePages.quiz],
    ['a section under /faq/:section', '/page-data/faq/non_us/page-data.json', fixturePages.faqNonUs],
    ['a query string is ignored', '/page-data/blog/page-data.json?v=2', fixturePages.blog],
  ])('%s: %s', async (_rule, url, expected) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      ['componentChunkName', 'matchPath', 'path', 'result', 'webpackCompilationHash'].sort(),
    );
    expect(body).toEqual(expected);
  });

  it('GET /page-data/app-data.json returns the site version only', async () => {
    const response = await get('/page-data/app-data.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ webpackCompilationHash: fixtureHash });
  });

  it('every page of one build carries the app-data version', async () => {
    const version = (await get('/page-data/app-data.json')).json<{ webpackCompilationHash: string }>();
    for (const url of ['/page-data/index/page-data.json', '/page-data/blog/first-post/page-data.json']) {
      expect((await get(url)).json()).toMatchObject(version);
    }
  });
});

describe('page data that does not exist', () => {
  it.each([
    ['no such page', '/page-data/nope/page-data.json'],
    ['no such post under /blog/:slug', '/page-data/blog/no-post/page-data.json'],
    ['no such FAQ section', '/page-data/faq/nope/page-data.json'],
    ['a wrong file name', '/page-data/blog/data.json'],
  ])('%s (%s) is a JSON 404', async (_rule, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
  });

  it.each([
    ['a dot-dot segment', '/page-data/../package.json'],
    ['a dot-dot segment before a page-data name', '/page-data/../x/page-data.json'],
    ['an encoded dot-dot segment', '/page-data/%2e%2e/x/page-data.json'],
    ['an encoded dot-dot and slash', '/page-data/%2e%2e%2f%2e%2e%2fsecret.txt/page-data.json'],
    ['two encoded dot-dots', '/page-data/%2e%2e/%2e%2e/package.json'],
    ['an empty segment', '/page-data//page-data.json'],
    ['an empty segment inside', '/page-data/blog//page-data.json'],
  ])('%s (%s) is 404 and never a file outside the page data', async (_rule, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(outsideSecret);
  });

  // inject() and browsers resolve dot segments before sending; a raw client need not, so these go over a socket.
  it.each([
    ['/page-data/../package.json', 404],
    ['/page-data/../x/page-data.json', 404],
    ['/page-data/../../secret.txt/page-data.json', 404],
    ['/page-data/./blog/page-data.json', 404],
    ['/page-data/blog/../../x/page-data.json', 404],
    // @fastify/static refuses a path that leaves its folder with 403.
    ['/assets/../../secret.txt', 403],
    ['/../secret.txt', 404],
  ])('%s sent unresolved is %i and never a file outside the build', async (rawPath, expected) => {
    const { status, body } = await rawGet(address, rawPath);
    expect(status).toBe(expected);
    expect(body).not.toContain(outsideSecret);
  });
});

/** A GET whose path is sent exactly as given (fetch and inject would resolve `..`). */
function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: rawPath, headers: { accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
  });
}

describe('caching and compression of page data', () => {
  const url = '/page-data/blog/first-post/page-data.json';

  it('is revalidated on every use, with an ETag and Vary: Accept-Encoding', async () => {
    const response = await get(url);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('answers 304 with no body when the browser has the current copy, 200 when it has another', async () => {
    const { etag } = (await get(url)).headers;
    const current = await get(url, { 'if-none-match': String(etag) });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    const stale = await get(url, { 'if-none-match': '"an-older-build"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(fixturePages.firstPost);
  });

  it('gives different pages different ETags', async () => {
    const first = await get(url);
    const other = await get('/page-data/blog/page-data.json');
    expect(first.headers.etag).not.toBe(other.headers.etag);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br when both are accepted', 'gzip, deflate, br', brotliDecompressSync],
  ])('sends %s to a browser that accepts it, decoding to the same JSON', async (_rule, accepted, decode) => {
    const response = await get(url, { 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(accepted.includes('br') ? 'br' : 'gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(fixturePages.firstPost);
  });

  it('sends plain JSON to a client that accepts no compression', async () => {
    const response = await get(url);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(fixturePages.firstPost);
  });
});
