// What a browser downloads, gzipped, to show a page of the built web app: the
// entry with its static imports, plus the lazily loaded route's chunks.
// Run: npm run bench:web-size (after npm run build; npm run bench runs both).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Pages measured, with their budgets (issue budgets: a wizard step under 200 KiB of JavaScript). */
const pages = [
  { name: 'home (entry only)', routeChunk: null, budgetKiB: null },
  { name: 'application wizard step', routeChunk: 'src/features/application/application-page.tsx', budgetKiB: 200 },
] as const;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function gzippedBytes(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
}

async function main(): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest; run npm run build first');
  let overBudget = false;
  console.log('page                       | JS files | JS gzip KiB | CSS gzip KiB | budget KiB');
  for (const page of pages) {
    const keys = staticClosure(manifest, entry);
    if (page.routeChunk) {
      if (!manifest[page.routeChunk]) throw new Error(`${page.routeChunk} is not a chunk of the build`);
      staticClosure(manifest, page.routeChunk, keys);
    }
    const chunks = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
    const scripts = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const jsKiB = (await Promise.all(scripts.map(gzippedBytes))).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    const cssKiB = (await Promise.all(styles.map(gzippedBytes))).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    const over = page.budgetKiB !== null && jsKiB > page.budgetKiB;
    overBudget ||= over;
    console.log(
      `${page.name.padEnd(26)} | ${String(scripts.length).padStart(8)} | ${jsKiB.toFixed(1).padStart(11)} | ${cssKiB
        .toFixed(1)
        .padStart(12)} | ${page.budgetKiB === null ? '-' : `${page.budgetKiB}${over ? ' OVER' : ' ok'}`}`,
    );
  }
  if (overBudget) process.exitCode = 1;
}

await main();
