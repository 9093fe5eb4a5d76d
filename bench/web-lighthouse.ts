// Lighthouse (default mobile emulation and simulated throttling) on the built web
// app served by the real server: scores per page against the product's targets,
// with the audits to fix. Exits 1 when a target is missed, so it can gate a change.
// Run: npm run bench:web [-- --json <file>] [-- --page /user/login ...]   (after npm run build; npm run bench runs it)
// Chromium: CHROME_PATH, else /usr/bin/chromium. BENCH_LIGHTHOUSE_TIMEOUT_SECONDS bounds the run (420).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  categories,
  figuresOf,
  pageTargets,
  printMisses,
  printTable,
  targets,
  type PageFigures,
} from './lighthouse-report.js';
import { startServer } from './web-server-process.js';

// WEB_DIST_DIR audits another build (one made with WEB_BUILD_DIR); the server child inherits it too.
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../apps/web/dist'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const timeoutSeconds = Number(process.env.BENCH_LIGHTHOUSE_TIMEOUT_SECONDS) || 420;

/** The first blog post in the built sitemap (/blog/<slug>), or /blog with a note. */
async function blogPostPath(): Promise<string> {
  const sitemap = path.join(distDir, 'sitemap.xml');
  if (existsSync(sitemap)) {
    for (const [, loc] of (await readFile(sitemap, 'utf8')).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
      const pathname = loc ? new URL(loc, 'http://site.invalid').pathname : '';
      if (/^\/blog\/[^/]+\/?$/.test(pathname)) return pathname;
    }
  }
  console.log(
    `Note: no blog post in ${existsSync(sitemap) ? sitemap : 'the build (no sitemap.xml)'}; auditing /blog instead.`,
  );
  return '/blog';
}

async function audit(origin: string, port: number, pages: string[]): Promise<PageFigures[]> {
  const results: PageFigures[] = [];
  for (const pagePath of pages) {
    const started = Date.now();
    const run = () =>
      lighthouse(`${origin}${pagePath}`, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    let runner = await run();
    // Lighthouse sometimes fails to record the page's trace (NO_NAVSTART, NO_FCP): a fault of the
    // recording, not of the page. One more try; a second failure is reported as it is.
    if (runner?.lhr.runtimeError) runner = await run();
    if (!runner) throw new Error(`Lighthouse returned no result for ${pagePath}`);
    results.push(figuresOf(pagePath, runner.lhr));
    console.log(`  ${pagePath} audited in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return results;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { json: { type: 'string' }, page: { type: 'string', multiple: true } } });
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No web build in ${distDir}: run \`npm run build\` first.`);
    return 1;
  }
  if (!existsSync(chromePath)) {
    console.error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
    return 1;
  }
  // Content pages, then the client-only pages' prerendered shells (decision 047). The wizard is
  // audited as a signed-out visitor, as a first visit from a link is: its shell, then sign-in.
  // `--page <path>` (repeatable) audits only those pages, to measure one change quickly.
  const pages = values.page ?? [
    '/',
    '/enroll',
    '/rewards',
    await blogPostPath(),
    '/faq',
    '/user/signup',
    '/user/login',
    '/application',
  ];
  // Started and stopped here, not inside the run, so a timed-out run still stops both.
  const serverStarting = startServer();
  const launched: { chrome?: chromeLauncher.LaunchedChrome } = {};
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the run took longer than ${timeoutSeconds} s`)), timeoutSeconds * 1000);
  });
  try {
    const run = async (): Promise<PageFigures[]> => {
      const { origin } = await serverStarting;
      console.log(`Lighthouse ${categories.join(', ')} (mobile, simulated throttling) on ${origin}:`);
      launched.chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
      return audit(origin, launched.chrome.port, pages);
    };
    const results = await Promise.race([run(), deadline]);
    console.log('');
    printTable(results);
    const missed = printMisses(results);
    if (values.json) {
      const raw = { date: new Date().toISOString(), chromePath, targets, pageTargets, pages: results };
      await writeFile(values.json, `${JSON.stringify(raw, null, 2)}\n`);
      console.log(`Raw figures written to ${values.json}`);
    }
    return missed > 0 ? 1 : 0;
  } finally {
    clearTimeout(timer);
    launched.chrome?.kill();
    await serverStarting.then(
      (server) => server.stop(),
      () => undefined,
    );
  }
}

// A timed-out Lighthouse run can leave work pending; exit once the server is stopped.
process.exit(
  await main().catch((error: unknown) => {
    console.error('bench:web failed:', error instanceof Error ? error.message : error);
    return 1;
  }),
);
