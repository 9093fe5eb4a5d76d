import { contentPages } from './content-kit.js';
import { expect, test } from './fixtures.js';

const notFoundHeading = 'We can’t find that page';

test.describe('missing pages', () => {
  // A wildcard route (/blog/:slug, /careers/job-position/*) must not turn an unknown slug into a page.
  for (const path of ['/no-such-page', '/blog/no-such-post', '/careers/job-position/no-such-role']) {
    test(`${path} answers 404 with the not-found page`, async ({ page, request }) => {
      const served = await request.get(path);
      expect(served.status()).toBe(404);
      expect(await served.text()).toContain(notFoundHeading);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
      await expect(page).toHaveTitle('Page not found | Waypoint');
    });
  }

  test('unknown page data answers a JSON 404', async ({ request }) => {
    const response = await request.get('/page-data/no-such-page/page-data.json');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });
});

test.describe('site files', () => {
  test('sitemap.xml lists every content page, and no pattern or missing page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
    for (const content of contentPages.filter((page) => page.prerendered)) expect(listed).toContain(content.path);
    expect(listed).not.toContain('/i/SOMECODE');
    expect(listed).not.toContain('/404');
    expect(listed.filter((path) => /[:*]/.test(path))).toEqual([]);
    expect(new Set(listed).size, 'a page is listed twice').toBe(listed.length);
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    expect(new URL(sitemap).pathname).toBe('/sitemap.xml');
  });

  test('the web manifest names Waypoint and starts at /', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { name?: string; start_url?: string };
    expect(manifest.name).toContain('Waypoint');
    expect(manifest.start_url).toBe('/');
  });

  test('app-data names the same site version as the HTML and every page data', async ({ page, request }) => {
    const appData = (await (await request.get('/page-data/app-data.json')).json()) as {
      webpackCompilationHash?: string;
    };
    expect(appData.webpackCompilationHash).toMatch(/^\w{8,}$/);

    await page.goto('/');
    await expect(page.locator('meta[name="site-version"]')).toHaveAttribute(
      'content',
      appData.webpackCompilationHash ?? '',
    );

    const pageData = (await (await request.get('/page-data/faq/page-data.json')).json()) as Record<string, unknown>;
    // product-rules#page-data's page-data document.
    expect(Object.keys(pageData).sort()).toEqual(
      ['componentChunkName', 'matchPath', 'path', 'result', 'webpackCompilationHash'].sort(),
    );
    expect(pageData.path).toBe('/faq');
    expect(pageData.webpackCompilationHash).toBe(appData.webpackCompilationHash);
    const home = (await (await request.get('/page-data/index/page-data.json')).json()) as Record<string, unknown>;
    expect(home.path).toBe('/');
    expect(home.webpackCompilationHash).toBe(appData.webpackCompilationHash);
  });

  test('page data for a pattern page answers its code path (/quiz/{code})', async ({ request }) => {
    const response = await request.get('/page-data/quiz/ABC123/page-data.json');
    expect(response.status()).toBe(200);
    const pageData = (await response.json()) as { matchPath?: string; componentChunkName?: string };
    expect(pageData.matchPath).toBe('/quiz/:code');
    expect(pageData.componentChunkName).toBe('component---quiz');
  });
});
