import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerNames } from '../config/provider-modes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let testApp: TestApp;
const shell = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A tiny stand-in build: the server's caching and status rules do not depend on what the files hold.
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `waypoint-dist-${process.pid}-${Date.now()}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), shell);
  // The build writes the shell for client-drawn pages beside the prerendered ones (decision 012).
  await writeFile(path.join(dist, 'app-shell.html'), shell);
  await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  testApp = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /healthz', () => {
  it('reports the database as up, with its driver, and the sandboxes it runs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      database: { state: 'up', driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      // A development server with no provider settings runs every sandbox (docs/sandbox.md).
      sandboxes: [...providerNames],
    });
  });
});

describe('request ids', () => {
  it('gives every response an id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['keeps a well-formed caller id', 'edge-1234abcd', 'edge-1234abcd'],
    ['replaces one with unsafe characters', 'bad id\nforged-log-line', null],
    ['replaces one that is too short', 'abc', null],
  ])('%s', async (_case, given, expected) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': given } });
    if (expected) expect(response.headers['x-request-id']).toBe(expected);
    else expect(response.headers['x-request-id']).not.toBe(given);
  });
});

describe('serving the web app', () => {
  it.each([
    ['home', '/', 200],
    ['a content route', '/rewards', 200],
    ['a wildcard route', '/careers/job-position/backend-engineer', 200],
    ['an invite link', '/i/FRIEND42', 200],
    ['the work-e-mail link under the wizard', '/application/work-email/a1/b2', 200],
    ['the 404 page', '/404', 404],
    ['the 404.html page', '/404.html', 404],
    ['an unknown path', '/no-such-page', 404],
    ['an unknown path with a query', '/nope?x=1', 404],
  ])('%s (%s) gets the app shell with status %i, never cached', async (_case, url, status) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shell);
  });

  it('gives a page visitor an anonymous id and a visit id, both Secure and SameSite=Strict', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/rewards' });
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const anonymous = cookies.find((cookie) => cookie.startsWith('wp_aid='));
    const visit = cookies.find((cookie) => cookie.startsWith('wp_sid='));
    // Decision 086: the anonymous id lives 90 days (7,776,000 s) from the first visit; the visit two hours.
    expect(anonymous).toMatch(/Max-Age=7776000; Path=\/; Secure; SameSite=Strict/);
    expect(visit).toMatch(/Max-Age=7200; Path=\/; Secure; SameSite=Strict/);
    const anonymousId = anonymous?.split(';')[0]?.split('=')[1];
    const visitId = visit?.split(';')[0]?.split('=')[1];

    const again = await testApp.app.inject({
      method: 'GET',
      url: '/faq',
      cookies: { wp_aid: String(anonymousId), wp_sid: String(visitId) },
    });
    const renewed = ([] as string[]).concat(again.headers['set-cookie'] ?? []);
    expect(renewed.some((cookie) => cookie.startsWith('wp_aid='))).toBe(false);
    expect(renewed.find((cookie) => cookie.startsWith('wp_sid='))).toContain(`wp_sid=${visitId}`);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the shell', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(shell);
  });

  it('serves root files such as the favicon', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
  });
});
