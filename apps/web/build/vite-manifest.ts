import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  /** Chunks it loads when asked (an island's code); never preloaded. */
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(distDir: string): { manifest: ViteManifest; source: string } {
  const source = readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8');
  return { manifest: JSON.parse(source) as ViteManifest, source };
}

/**
 * The files a page component needs at first paint: its chunk and the chunks
 * it imports (preloaded, so hydration does not wait on a waterfall), and their
 * styles (linked, so the prerendered HTML is styled before any script runs).
 * `component---blog-post` is `blog-post-page.tsx` by convention.
 */
export function pageComponentAssets(manifest: ViteManifest, componentChunkName: string) {
  const fileName = `/${componentChunkName.replace(/^component---/, '')}-page.tsx`;
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(fileName));
  if (!key) throw new Error(`No built chunk for ${componentChunkName} (expected a file ending in ${fileName}).`);
  return moduleAssets(manifest, [key]);
}

/**
 * The chunks of the named source modules (`src/features/auth/login/login-page.tsx`)
 * and of everything they import statically, with their styles; the entry's own
 * chunks are left out, the template loads them. The prerendered client-rendered
 * pages (decisions 047 and 051) name all of them too: the preloads come after the
 * first paint (decision 050), and Vite's loader of lazily loaded chunks adds a link
 * for each one it finds missing, all in one task as the route loads. A name the build does not know throws,
 * so a renamed module cannot quietly drop a page's preloads.
 */
export function moduleAssets(manifest: ViteManifest, sourceKeys: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const key of sourceKeys) {
    if (!manifest[key]) throw new Error(`No built chunk for ${key}.`);
    visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The content pages' entry (decision 090): `src/islands/content-entry.ts` in the client build. */
export const contentEntryKey = 'src/islands/content-entry.ts';

/**
 * An entry chunk's own file and the chunks it imports statically (each once), for a page that loads
 * that entry in place of the template's. Its dynamic imports (the islands' code) are left to load
 * when they are used.
 */
export function entryAssets(manifest: ViteManifest, entryKey: string): { entry: string; preloads: string[] } {
  const chunk = manifest[entryKey];
  if (!chunk?.isEntry) throw new Error(`No built entry for ${entryKey}.`);
  const preloads = new Set<string>();
  const visit = (chunkKey: string) => {
    const imported = manifest[chunkKey];
    if (!imported || preloads.has(imported.file)) return;
    preloads.add(imported.file);
    imported.imports?.forEach(visit);
  };
  chunk.imports?.forEach(visit);
  return { entry: chunk.file, preloads: [...preloads] };
}
