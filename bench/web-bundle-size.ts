// What a browser downloads to show a page of the built web app, gzipped and
// brotli-compressed (the server sends brotli when the browser accepts it):
// - content pages: read from their prerendered HTML. "first paint" counts the
//   scripts that hold the first paint (classic scripts in <head> without
//   defer/async); module scripts and modulepreloads run after it and are
//   counted as "hydrate", the script that makes the page interactive;
// - a wizard step: the entry with its static imports plus the wizard's chunks.
// Run: npm run bench:web-size (after npm run build; npm run bench runs both).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Issue budgets: a content page's first paint waits for under 100 KiB of script; a wizard step under 200 KiB. */
const firstPaintBudgetKiB = 100;
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

async function contentPageRow(pagePath: string) {
  const html = await readFile(
    path.join(distDir, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`),
    'utf8',
  );
  const head = html.slice(0, html.indexOf('</head>'));
  const blocking = attributeFiles(head, /<script(?![^>]*(?:type="module"|\bdefer\b|\basync\b))[^>]*\bsrc="([^"]+)"/g);
  const hydrate = [
    ...attributeFiles(html, /<script type="module"[^>]*\bsrc="([^"]+)"/g),
    ...attributeFiles(html, /<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ];
  const firstPaint = await sizes(blocking);
  const hydration = await sizes([...new Set(hydrate)]);
  const over = firstPaint.gzip > firstPaintBudgetKiB;
  return { name: pagePath, firstPaint: firstPaint.gzip, hydration, over, budget: `${firstPaintBudgetKiB} first paint` };
}

async function wizardRow(manifest: Manifest) {
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const wizard = 'src/features/application/application-page.tsx';
  if (!entry || !manifest[wizard])
    throw new Error('the Vite manifest lacks the entry or the wizard; run npm run build');
  const keys = closure(wizard, closure(entry, new Set()));
  const scripts = [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
  const hydration = await sizes(scripts);
  return {
    name: 'wizard step',
    firstPaint: NaN,
    hydration,
    over: hydration.gzip > wizardBudgetKiB,
    budget: `${wizardBudgetKiB} total`,
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
  if (rows.some((row) => row.over)) process.exitCode = 1;
}

await main();
