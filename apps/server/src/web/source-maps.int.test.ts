import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// docs/operations.md "Source maps": the web build keeps its maps for reading a client error's stack, but no
// script names them and the server never sends one. Read from the real build `npm run build` wrote (the
// same WEB_BUILD_DIR the web build takes, relative to apps/web), as `npm test` builds before this tier.
const webDir = path.resolve(import.meta.dirname, '../../../web');
const distDir = path.resolve(webDir, process.env.WEB_BUILD_DIR ?? 'dist');
const assetsDir = path.join(distDir, 'assets');

let testApp: TestApp;
let maps: string[];
let scripts: string[];

beforeAll(async () => {
  if (!existsSync(path.join(distDir, 'app-shell.html'))) {
    throw new Error(`No web build in ${distDir}: run \`npm run build\` first (or set WEB_BUILD_DIR).`);
  }
  const files = await readdir(assetsDir);
  maps = files.filter((file) => file.endsWith('.map'));
  scripts = files.filter((file) => file.endsWith('.js'));
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, encoding = 'identity') =>
  testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('source maps of the web build', () => {
  it('are kept in the build, each beside its script', () => {
    expect(maps.length).toBeGreaterThan(0);
    expect(maps.filter((map) => !scripts.includes(map.replace(/\.map$/, '')))).toEqual([]);
  });

  it('no built script names its map (no sourceMappingURL comment)', async () => {
    const naming: string[] = [];
    for (const script of scripts) {
      const text = await readFile(path.join(assetsDir, script), 'utf8');
      if (/\/\/# sourceMappingURL=\S+\s*$/.test(text)) naming.push(script);
    }
    expect(naming).toEqual([]);
  });

  it.each([
    ['plain', 'identity'],
    ['a browser asking for brotli', 'br'],
    ['a browser asking for gzip', 'gzip'],
  ])('a real map under /assets is 404 (%s), while its script is served', async (_case, encoding) => {
    const map = maps[0] as string;
    const response = await get(`/assets/${map}`, encoding);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sourcesContent');
    expect(response.headers['content-type']).not.toContain('html');
    const script = map.replace(/\.map$/, '');
    expect((await get(`/assets/${script}`, encoding)).statusCode).toBe(200);
  });

  it('an encoded or upper-case name reaches no map either', async () => {
    const map = maps[0] as string;
    for (const url of [`/assets/${map.replace(/\.map$/, '%2Emap')}`, `/assets/${map.replace(/\.map$/, '.MAP')}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('sourcesContent');
    }
  });
});
