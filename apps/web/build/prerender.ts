/**
 * The last step of `npm run build` (decision 012): page data, prerendered HTML,
 * the sitemap and robots.txt, from content/ and the client and SSR builds.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { appDataUrl, pageDataUrl, type PageData } from '../src/lib/page-data/page-data';
import type { PageHead } from '../src/lib/page-data/site-content';
import { buildSitePages } from './content/site-pages';
import { htmlDocument } from './html-document';
import { inlineStylesheets } from './inline-styles';
import { precompressAssets } from './precompress';
import { shellPages } from './shell-pages';
import { redirects, robotsTxt, sitemapXml } from './site-index';
import { contentEntryKey, entryAssets, moduleAssets, pageComponentAssets, readViteManifest } from './vite-manifest';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(webDir, process.env.WEB_BUILD_DIR ?? 'dist');
const contentDir = path.resolve(webDir, '..', '..', 'content');
// Canonical URLs name the public site, wherever the build runs.
const siteUrl = (process.env.SITE_URL ?? 'https://www.waypoint.example').replace(/\/+$/, '');

interface ServerEntry {
  renderPage(url: string, pageData: PageData | null): Promise<string>;
  renderShell(url: string): Promise<string>;
}

function writeFile(relativePath: string, contents: string) {
  const file = path.join(distDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

const htmlFileOf = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);
// Pattern pages (`/quiz/:code`) are stored under a name a file system and a URL both accept.
const storedPath = (pagePath: string) => pagePath.replaceAll(':', '_').replaceAll('*', '_');

async function prerender() {
  const started = Date.now();
  const { manifest, source: manifestSource } = readViteManifest(distDir);
  const sitePages = buildSitePages(contentDir);
  const siteVersion = createHash('sha256')
    .update(manifestSource)
    .update(JSON.stringify(sitePages))
    .digest('hex')
    .slice(0, 20);
  const contentEntry = entryAssets(manifest, contentEntryKey);
  const pages: PageData[] = sitePages.map((page) => ({ ...page, webpackCompilationHash: siteVersion }));

  for (const page of pages) writeFile(pageDataUrl(storedPath(page.path)).slice(1), JSON.stringify(page));
  writeFile(appDataUrl.slice(1), JSON.stringify({ webpackCompilationHash: siteVersion }));

  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const server = (await import(pathToFileURL(path.join(`${distDir}-ssr`, 'entry-server.js')).href)) as ServerEntry;
  const documentFor = (pagePath: string, head: PageHead, body: string, pageData: PageData | null) =>
    inlineStylesheets(documentWithoutInlining(pagePath, head, body, pageData), distDir);
  const documentWithoutInlining = (pagePath: string, head: PageHead, body: string, pageData: PageData | null) => {
    const pageAssets = pageData
      ? pageComponentAssets(manifest, pageData.componentChunkName)
      : { scripts: [], styles: [] };
    return htmlDocument(template, {
      head,
      canonicalUrl: `${siteUrl}${pagePath === '/' ? '/' : pagePath}`,
      siteVersion,
      body,
      pageData,
      // A content page is its HTML and its islands (decision 090): it loads the islands' entry, not
      // the app's, and none of the page component's script, only its styles.
      ...(pageData
        ? { entry: contentEntry, preload: { scripts: [], styles: pageAssets.styles } }
        : { preload: pageAssets }),
    });
  };

  // Client-only pages (sign-in, the wizard, `/quiz/{code}`) get the shell; it still names the site version.
  const shellHead: PageHead = {
    title: 'Waypoint Cash Back Card',
    description: 'A US credit card for people who live in, or are moving to, the United States.',
    ogType: 'website',
  };
  writeFile('app-shell.html', documentFor('/', shellHead, '', null));

  // Sign-in and sign-up are prerendered whole and hydrated (decision 051); the wizard gets a shell of
  // its own (decision 047): frame, heading and a skeleton paint before any script. Either way the
  // page's own chunks are preloaded. Not in the sitemap: they are no content.
  for (const shell of shellPages) {
    const url = `${siteUrl}${shell.path}`;
    const body = shell.prerender === 'page' ? await server.renderPage(url, null) : await server.renderShell(url);
    const html = htmlDocument(template, {
      head: shell.head,
      canonicalUrl: url,
      siteVersion,
      body,
      pageData: null,
      preload: moduleAssets(manifest, shell.modules),
      shell: shell.prerender === 'skeleton',
    });
    writeFile(htmlFileOf(shell.path), inlineStylesheets(html, distDir));
  }

  const prerendered: string[] = [];
  for (const page of pages.filter((candidate) => !/[:*]/.test(candidate.path))) {
    const head = (page.result as { head: PageHead }).head;
    const body = await server.renderPage(`${siteUrl}${page.path}`, page);
    writeFile(htmlFileOf(page.path), documentFor(page.path, head, body, page));
    prerendered.push(page.path);
  }
  const notFoundBody = await server.renderPage(`${siteUrl}${sitePaths.notFound}`, null);
  const notFoundHead: PageHead = {
    title: 'Page not found',
    description: 'The page you were looking for is not here. Find your way back to the Waypoint Cash Back Card.',
    ogType: 'website',
  };
  writeFile('404.html', documentFor(sitePaths.notFound, notFoundHead, notFoundBody, null));

  writeFile('sitemap.xml', sitemapXml(siteUrl, prerendered));
  writeFile('robots.txt', robotsTxt(siteUrl));
  writeFile('redirects.json', JSON.stringify(redirects));
  const compressed = precompressAssets(path.join(distDir, 'assets'));
  console.log(
    `prerender: ${compressed.files} assets precompressed, ${prerendered.length} pages, ${shellPages.length} shells, ${pages.length} page-data files, version ${siteVersion}, ${Date.now() - started} ms`,
  );
}

await prerender();
