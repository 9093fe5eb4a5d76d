import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build -w @waypoint/server`: the server as plain JavaScript in
 * apps/server/dist, run with `node apps/server/dist/main.js`, no tsx
 * (docs/decisions/044-built-server-and-metrics.md). Each source file becomes
 * one output file at the same place under dist/, so every path the code finds
 * from `import.meta.dirname` (the migrations in ../../drizzle, the web build,
 * the GraphQL schema files, the document check's worker) resolves as it does
 * from src/. The workspace's domain package ships TypeScript; it is compiled
 * into dist/packages/domain and its imports point there.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
export const serverRoot = path.join(repoRoot, 'apps/server');
const serverSource = path.join(serverRoot, 'src');
const domainSource = path.join(repoRoot, 'packages/domain/src');
const domainPackage = '@waypoint/domain/';
const domainOutput = 'packages/domain';

// Tests, their kits and the sample-file generator never run in a server.
const notShipped = [/\.test\.ts$/, /-test-kit\.ts$/, /\.d\.ts$/, /(^|\/)testing\//, /(^|\/)samples\//];

async function sourceFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !notShipped.some((pattern) => pattern.test(file)))
    .sort();
}

/**
 * Every import stays an import (no bundling: one output file per source
 * file); only `@waypoint/domain/x` is rewritten to the compiled copy's
 * relative path, since Node cannot load the package's .ts exports.
 */
function keepImportsPlugin(sourceRoot: string, outDir: string): Plugin {
  return {
    name: 'keep-imports',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        // JSON data (an import with a type attribute) is inlined: an external import would lose its attribute.
        if (args.kind === 'entry-point' || args.with.type === 'json') return undefined;
        if (!args.path.startsWith(domainPackage)) return { path: args.path, external: true };
        const importerOutput = path.join(outDir, path.relative(sourceRoot, args.importer)).replace(/\.ts$/, '.js');
        const target = path.join(outDir, domainOutput, `${args.path.slice(domainPackage.length)}.js`);
        const relative = path.relative(path.dirname(importerOutput), target).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

async function compile(sourceRoot: string, files: string[], outDir: string, subfolder = ''): Promise<void> {
  await build({
    entryPoints: files.map((file) => path.join(sourceRoot, file)),
    outbase: sourceRoot,
    outdir: path.join(outDir, subfolder),
    bundle: true,
    plugins: [keepImportsPlugin(sourceRoot, path.join(outDir, subfolder))],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

// In src/ the worker entry registers tsx to load the TypeScript worker; built, it is the compiled one.
const builtWorkerEntry = `// Built (scripts/build-server.ts): the worker thread loads the compiled worker, no tsx.
export { default } from './document-check-worker.js';
`;
const workerEntryPath = 'modules/documents/document-check/document-check-worker.mjs';

const relativeSpecifier = /(?:from\s*|import\s*\(\s*|new URL\(\s*)"(\.{1,2}\/[^"]+)"/g;

/** Every relative import and URL of the output names a file that exists (a missed asset fails the build, not a start). */
async function unresolvedImports(outDir: string): Promise<string[]> {
  const missing: string[] = [];
  const outputs = (await readdir(outDir, { recursive: true })).filter((file) => /\.(m?js)$/.test(file));
  for (const file of outputs) {
    const full = path.join(outDir, file);
    const text = await readFile(full, 'utf8');
    for (const match of text.matchAll(relativeSpecifier)) {
      const target = path.resolve(path.dirname(full), match[1] ?? '');
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) missing.push(`${file} -> ${match[1]}`);
    }
  }
  return missing;
}

export interface ServerBuild {
  outDir: string;
  files: number;
  schemaFiles: number;
  milliseconds: number;
}

export async function buildServer(outDir = path.join(serverRoot, 'dist')): Promise<ServerBuild> {
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  const serverFiles = await sourceFiles(serverSource);
  const typescript = serverFiles.filter((file) => file.endsWith('.ts'));
  const schemaFiles = serverFiles.filter((file) => file.endsWith('.graphql'));
  const domainFiles = (await sourceFiles(domainSource)).filter((file) => file.endsWith('.ts'));
  await compile(serverSource, typescript, outDir);
  await compile(domainSource, domainFiles, outDir, domainOutput);
  // The schema is read at start from the modules' .graphql files (graphql/register-graphql.ts).
  for (const file of schemaFiles) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await cp(path.join(serverSource, file), path.join(outDir, file));
  }
  await writeFile(path.join(outDir, workerEntryPath), builtWorkerEntry);
  const missing = await unresolvedImports(outDir);
  if (missing.length > 0)
    throw new Error(`The built server imports files it does not have:\n  ${missing.join('\n  ')}`);
  return {
    outDir,
    files: typescript.length + domainFiles.length,
    schemaFiles: schemaFiles.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

if (import.meta.filename === process.argv[1]) {
  const result = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(
    `built the server: ${result.files} modules and ${result.schemaFiles} schema files in ` +
      `${path.relative(process.cwd(), result.outDir) || '.'} (${result.milliseconds} ms)`,
  );
}
