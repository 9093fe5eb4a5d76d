import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import type { CodegenPlugin, Types } from '@graphql-codegen/plugin-helpers';
import { format, resolveConfig } from 'prettier';
import resolverTypesConfig from '../../apps/server/codegen.js';
import { applicationCacheSdlPath, renderApplicationCacheSdl } from './application-cache-sdl.js';
import { renderWebOperationManifest, webOperationManifestPath } from './web-operation-manifest.js';
import webOperationTypesConfig from './web-operation-types-config.js';
import { renderWizardDraftFragment } from './wizard-draft-fragment.js';

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

/** One codegen config's outputs, read against `schema` rather than the SDL files on disk. */
async function generatedFrom(config: Types.Config, schema: Types.Schema[]): Promise<GeneratedFile[]> {
  const outputs: Types.FileOutput[] = await generate(
    { ...config, cwd: repoRoot, schema, silent: true, pluginLoader: loadPlugin },
    false,
  );
  return outputs.map((output) => ({
    path: path.relative(repoRoot, path.resolve(repoRoot, output.filename)),
    content: output.content,
  }));
}

/**
 * Every generated file, in the order `npm run codegen` writes them: the SDL
 * from the domain's draft catalogue first, then the resolver types from all
 * SDL files, then the web's operation types (docs/decisions/062-generated-client-types.md), then
 * the server's list of the web's operation texts (decision 096).
 * Both read the SDL given here, not the copy on disk, so a check sees every
 * file as it would be after a fresh run.
 */
export async function renderGeneratedFiles(): Promise<GeneratedFile[]> {
  const sdl = await prettierFormatted(applicationCacheSdlPath, renderApplicationCacheSdl());
  const schemaGlob = resolverTypesConfig.schema;
  if (typeof schemaGlob !== 'string') throw new Error('apps/server/codegen.ts: expected one schema glob');
  // The glob without the file written above, and that file's fresh text in its place.
  const schema = [`${schemaGlob}`, `!${applicationCacheSdlPath}`, sdl];
  const resolverTypes = await generatedFrom(resolverTypesConfig, schema);
  const webDocuments = webOperationTypesConfig.documents;
  if (!Array.isArray(webDocuments))
    throw new Error('scripts/codegen/web-operation-types-config.ts: expected a list of document globs');
  // The web's sources, and the wizard's draft fragment made from the catalogue.
  const webTypes = await generatedFrom(
    { ...webOperationTypesConfig, documents: [...webDocuments, renderWizardDraftFragment()] },
    schema,
  );
  const webDocumentsFile = webTypes.find((file) => file.path.endsWith('generated/graphql.ts'));
  if (!webDocumentsFile) throw new Error('codegen wrote no apps/web/src/generated/graphql.ts');
  const manifest = await renderWebOperationManifest(webDocumentsFile.content);
  return [
    { path: applicationCacheSdlPath, content: sdl },
    ...resolverTypes,
    // Checked in beside the web's sources, so they are formatted as the sources are.
    ...(await Promise.all(
      webTypes.map(async (file) => ({ ...file, content: await prettierFormatted(file.path, file.content) })),
    )),
    { path: webOperationManifestPath, content: await prettierFormatted(webOperationManifestPath, manifest) },
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
