import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The site version every page of the fixture build carries. */
export const fixtureHash = 'f1x7ure0hash0000a1b2';

export const fixtureHtml = {
  shell: '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>',
  notFound: '<!doctype html><html><body><h1>Page not found</h1></body></html>',
  home: '<!doctype html><html><body><h1>Home, prerendered</h1></body></html>',
  blog: '<!doctype html><html><body><h1>Blog, prerendered</h1></body></html>',
  // Long enough (over the 1 KiB threshold) that the server compresses it.
  firstPost: `<!doctype html><html><body><h1>First post, prerendered</h1>${'<p>Building credit in the US.</p>'.repeat(60)}</body></html>`,
};

/** Written one directory above the build: no response may ever carry it. */
export const outsideSecret = 'SECRET-OUTSIDE-THE-BUILD';

export interface FixturePage {
  path: string;
  componentChunkName: string;
  webpackCompilationHash: string;
  matchPath: string | null;
  result: Record<string, unknown>;
}

const page = (pagePath: string, component: string, matchPath: string | null, result: Record<string, unknown>) =>
  ({
    path: pagePath,
    componentChunkName: `component---${component}`,
    webpackCompilationHash: fixtureHash,
    matchPath,
    result,
  }) satisfies FixturePage;

export const fixturePages = {
  home: page('/', 'home', null, { head: { title: 'Home' } }),
  blog: page('/blog', 'blog-index', null, { head: { title: 'Blog' }, posts: [] }),
  firstPost: page('/blog/first-post', 'blog-post', '/blog/:slug', {
    head: { title: 'First post' },
    // Over 1 KiB so the compressed variants are exercised.
    post: { body: Array.from({ length: 40 }, (_, index) => ['p', null, `Paragraph ${index} about US credit.`]) },
  }),
  quiz: page('/quiz/:code', 'quiz', '/quiz/:code', { head: { title: 'Quiz' } }),
  faqNonUs: page('/faq/non_us', 'faq-section', '/faq/:section', { head: { title: 'Moving to the US' } }),
};

/** Where a page's data sits in the build: `/` is `index`, `:` of a pattern becomes `_` (as build/prerender.ts writes it). */
const storedAt = (pagePath: string) =>
  path.join('page-data', pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll(':', '_'), 'page-data.json');

async function put(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

/**
 * A small build as `npm run build` (apps/web) lays it out (decision 012), in a
 * fresh temp folder. Returns the `dist` folder and its parent, which also
 * holds files that must stay unreachable.
 */
export async function writeFixtureBuild(
  options: { siteIndex?: boolean } = {},
): Promise<{ root: string; distDir: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'waypoint-site-'));
  const distDir = path.join(root, 'dist');
  await put(root, 'package.json', JSON.stringify({ name: outsideSecret }));
  // Beside page-data/, inside the build: `/page-data/../x/page-data.json` would name it.
  await put(distDir, 'x/page-data.json', JSON.stringify({ path: '/x', secret: outsideSecret }));
  await put(root, 'secret.txt', outsideSecret);
  await put(distDir, 'app-shell.html', fixtureHtml.shell);
  await put(distDir, '404.html', fixtureHtml.notFound);
  await put(distDir, 'index.html', fixtureHtml.home);
  await put(distDir, 'blog/index.html', fixtureHtml.blog);
  await put(distDir, 'blog/first-post/index.html', fixtureHtml.firstPost);
  for (const data of Object.values(fixturePages)) await put(distDir, storedAt(data.path), JSON.stringify(data));
  await put(distDir, 'page-data/app-data.json', JSON.stringify({ webpackCompilationHash: fixtureHash }));
  await put(distDir, 'assets/index-Ab12Cd34.js', 'console.log("app")');
  if (options.siteIndex !== false) {
    await put(
      distDir,
      'sitemap.xml',
      '<?xml version="1.0"?><urlset><url><loc>https://example.test/</loc></url></urlset>',
    );
    await put(distDir, 'robots.txt', 'User-agent: *\nAllow: /\n');
  }
  return { root, distDir };
}
