// What a browser downloads to show a page of the built web app, gzipped and
// brotli-compressed (the server sends brotli when the browser accepts it):
// - content pages: read from their prerendered HTML. "first paint" counts the
//   scripts that hold the first paint (classic scripts in <head> without
//   defer/async); module scripts and modulepreloads (the page-scripts list,
//   added after the first paint) run after it and are
//   counted as "hydrate", the script that makes the page interactive; the
//   home page's whole "hydrate" script has a budget too (decision 047); since decision 090 that is
//   the content pages' islands entry, and each island's code loads when it is used;
// - a wizard step: the entry and what the wizard's route loads, with their static imports,
//   plus the heaviest step's screen (each step is a chunk of its own);
// - the back office: no applicant or content script may hold its code (its
//   operation names and sign-in words); it is a lazily loaded chunk of its own.
// Run: npm run bench:web-size (after npm run build; npm run bench runs both).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// WEB_BUILD_DIR: a build made elsewhere (npm run build honours the same setting).
const distDir = process.env.WEB_BUILD_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Issue budgets: a content page's first paint waits for under 100 KiB of script; a wizard step under 200 KiB.
 * The home page also holds all the script its HTML names (the module entry and its modulepreloads,
 * fetched with the page) under 100 KiB (decision 047).
 */
const firstPaintBudgetKiB = 100;
const homeScriptBudgetKiB = 100;
const wizardBudgetKiB = 200;
const contentPages = ['/', '/rewards', '/faq', '/blog'];

const sizes = async (files: readonly string[]) => {
  const bodies = await Promise.all(files.map((file) => readFile(path.join(distDir, file))));
  const sum = (measure: (body: Buffer) => number) => bodies.reduce((total, body) => total + measure(body), 0) / 1024;
  return {
    gzip: sum((body) => gzipSync(body, { level: 9 }).length),
    brotli: sum((body) => brotliCompressSync(body).length),
  };
};

const attributeFiles = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => (match[1] ?? '').slice(1));

/** The module entry and preloads a built page adds after its first paint (decision 050: the page-scripts list). */
function pageScriptFiles(html: string): string[] {
  const list = /<script id="page-scripts" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!list) throw new Error('a built page without its page-scripts list; run npm run build');
  const { entry, preloads } = JSON.parse(list) as { entry: string; preloads: string[] };
  return [entry, ...preloads].map((file) => file.slice(1));
}

async function contentPageRow(pagePath: string) {
  const html = await readFile(
    path.join(distDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`),
    'utf8',
  );
  const head = html.slice(0, html.indexOf('</head>'));
  const blocking = attributeFiles(head, /<script(?![^>]*(?:type="module"|\bdefer\b|\basync\b))[^>]*\bsrc="([^"]+)"/g);
  const hydrate = pageScriptFiles(html);
  const firstPaint = await sizes(blocking);
  const hydration = await sizes([...new Set(hydrate)]);
  if (pagePath === '/') {
    const over = firstPaint.gzip > firstPaintBudgetKiB || hydration.gzip > homeScriptBudgetKiB;
    const budget = `${firstPaintBudgetKiB} first paint, ${homeScriptBudgetKiB} all`;
    return { name: pagePath, firstPaint: firstPaint.gzip, hydration, over, budget };
  }
  const over = firstPaint.gzip > firstPaintBudgetKiB;
  return { name: pagePath, firstPaint: firstPaint.gzip, hydration, over, budget: `${firstPaintBudgetKiB} first paint` };
}

const closureOf = (manifest: Manifest, key: string, seen: Set<string> = new Set()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closureOf(manifest, imported, seen);
  return seen;
};
const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));

/** What the wizard's route loads before any step (apps/web/src/routes.tsx): the page, its shell, flags and queries. */
const wizardRouteModules = [
  'src/features/application/application-page.tsx',
  'src/lib/flags/feature-flags-provider.tsx',
  'src/lib/query/with-query-client.tsx',
];

/** The scripts of the entry and the wizard's frame, with everything they import statically. */
function applicantScripts(manifest: Manifest): string[] {
  // The app's entry (index.html); the content pages' islands entry is the other one (decision 090).
  const entry = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key]?.isEntry);
  const missing = wizardRouteModules.filter((key) => !manifest[key]);
  if (!entry || missing.length > 0)
    throw new Error(`the Vite manifest lacks the entry or ${missing.join(', ')}; run npm run build`);
  const seen = closureOf(manifest, entry);
  for (const key of wizardRouteModules) closureOf(manifest, key, seen);
  return jsFiles(manifest, seen);
}

/**
 * Each step's screen is a chunk of its own (decision 050); a step on screen costs the frame plus
 * its screen's chunk. The heaviest step is the figure: every step must fit the budget.
 */
async function heaviestStep(manifest: Manifest): Promise<{ step: string; files: string[]; gzip: number }> {
  const frame = new Set(applicantScripts(manifest));
  const steps = Object.keys(manifest).filter((key) => key.startsWith('src/features/application/steps/'));
  if (steps.length === 0) throw new Error('the Vite manifest has no step screens; run npm run build');
  const measured = await Promise.all(
    steps.map(async (step) => {
      const files = [...new Set([...frame, ...jsFiles(manifest, closureOf(manifest, step))])];
      return { step: path.basename(step, '.tsx'), files, gzip: (await sizes(files)).gzip };
    }),
  );
  return measured.reduce((heaviest, candidate) => (candidate.gzip > heaviest.gzip ? candidate : heaviest));
}

/** Words only the back office's code holds: its GraphQL operations and its sign-in form. */
const backOfficeMarkers = ['opsRequestInformation', 'opsApplication(', 'opsQueue(', 'Authenticator code'];

/** Applicant and content scripts that hold back-office code; none may. */
async function backOfficeLeaks(manifest: Manifest): Promise<string[]> {
  const pageScripts = await Promise.all(
    contentPages.map(async (pagePath) => {
      const html = await readFile(
        path.join(distDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`),
        'utf8',
      );
      return [...attributeFiles(html, /<script[^>]*\bsrc="([^"]+)"/g), ...pageScriptFiles(html)];
    }),
  );
  const files = [...new Set([...applicantScripts(manifest), ...pageScripts.flat()])];
  const leaks = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(distDir, file), 'utf8');
      return backOfficeMarkers.some((marker) => body.includes(marker)) ? [file] : [];
    }),
  );
  return leaks.flat();
}

async function wizardRow(manifest: Manifest) {
  const { step, files } = await heaviestStep(manifest);
  const hydration = await sizes(files);
  return {
    name: 'wizard step',
    firstPaint: NaN,
    hydration,
    over: hydration.gzip > wizardBudgetKiB,
    budget: `${wizardBudgetKiB} total (heaviest: ${step})`,
  };
}

async function main(): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const rows = [...(await Promise.all(contentPages.map(contentPageRow))), await wizardRow(manifest)];
  console.log('page        | first-paint JS gzip KiB | all JS gzip KiB | all JS brotli KiB | budget KiB');
  for (const row of rows) {
    const firstPaint = Number.isNaN(row.firstPaint) ? '-' : row.firstPaint.toFixed(1);
    console.log(
      `${row.name.padEnd(11)} | ${firstPaint.padStart(23)} | ${row.hydration.gzip.toFixed(1).padStart(15)} | ${row.hydration.brotli
        .toFixed(1)
        .padStart(17)} | ${row.budget}${row.over ? ' OVER' : ' ok'}`,
    );
  }
  const leaks = await backOfficeLeaks(manifest);
  const opsChunks = Object.entries(manifest).filter(([key]) => key.startsWith('src/features/back-office/'));
  const opsSize = await sizes(opsChunks.map(([, chunk]) => chunk.file).filter((file) => file.endsWith('.js')));
  console.log(
    `back office: its own lazy chunks ${opsSize.gzip.toFixed(1)} KiB gzip; applicant or content scripts holding its code: ${
      leaks.length === 0 ? 'none ok' : `${leaks.join(', ')} OVER`
    }`,
  );
  if (opsChunks.length === 0) console.log('back office: no chunk of its own found in the manifest OVER');
  if (rows.some((row) => row.over) || leaks.length > 0 || opsChunks.length === 0) process.exitCode = 1;
}

await main();
