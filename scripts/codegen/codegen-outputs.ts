import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import type { CodegenPlugin, Types } from '@graphql-codegen/plugin-helpers';
import { format, resolveConfig } from 'prettier';
import resolverTypesConfig from '../../apps/server/codegen.js';
import { applicationCacheSdlPath, renderApplicationCacheSdl } from './application-cache-sdl.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

// The codegen CLI carries older plugin copies of its own; load the repository's, as `graphql-codegen` on the command line does.
const fromRepoRoot = createRequire(path.join(repoRoot, 'package.json'));
// A dynamic import is typed loosely; the codegen CLI trusts a plugin module the same way.
const loadPlugin = (name: string) => import(pathToFileURL(fromRepoRoot.resolve(name)).href) as Promise<CodegenPlugin>;

export interface GeneratedFile {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

async function prettierFormatted(relativePath: string, content: string): Promise<string> {
  const file = path.join(repoRoot, relativePath);
  const options = await resolveConfig(file);
  return format(content, { ...options, filepath: file });
}

/**
 * Every generated file, in the order `npm run codegen` writes them: the SDL
 * from the domain's draft catalogue first, then the resolver types from all
 * SDL files. The resolver types read the SDL given here, not the copy on
 * disk, so a check sees both as they would be after a fresh run.
 */
export async function renderGeneratedFiles(): Promise<GeneratedFile[]> {
  const sdl = await prettierFormatted(applicationCacheSdlPath, renderApplicationCacheSdl());
  const schemaGlob = resolverTypesConfig.schema;
  if (typeof schemaGlob !== 'string') throw new Error('apps/server/codegen.ts: expected one schema glob');
  const outputs: Types.FileOutput[] = await generate(
    {
      ...resolverTypesConfig,
      cwd: repoRoot,
      // The glob without the file written above, and that file's fresh text in its place.
      schema: [`${schemaGlob}`, `!${applicationCacheSdlPath}`, sdl],
      silent: true,
      pluginLoader: loadPlugin,
    },
    false,
  );
  return [
    { path: applicationCacheSdlPath, content: sdl },
    ...outputs.map((output) => ({
      path: path.relative(repoRoot, path.resolve(repoRoot, output.filename)),
      content: output.content,
    })),
  ];
}

/** The generated files whose text on disk differs from a fresh run (missing ones included). */
export async function staleGeneratedFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const file of await renderGeneratedFiles()) {
    const onDisk = await readFile(path.join(repoRoot, file.path), 'utf8').catch(() => null);
    if (onDisk !== file.content) stale.push(file.path);
  }
  return stale;
}
