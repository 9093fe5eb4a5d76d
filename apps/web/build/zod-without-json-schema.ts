import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Zod's schemas carry JSON Schema output (`toJSONSchema`, the Standard Schema `jsonSchema` methods)
 * that the site never calls: some 4.7 KiB of gzip in every page that loads Zod, the application
 * wizard's frame among them (its budget: bench/web-bundle-size.ts). This plugin hands Zod's own
 * imports of those two modules stand-ins that fail when called, and keeps Zod's check summary
 * (`aggregateChecks`, behind a string schema's `minLength`) as Zod wrote it.
 */
const zodCoreDir = path.dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
const zodDir = path.dirname(path.dirname(zodCoreDir));

const standIns: Readonly<Record<string, string>> = {
  [path.join(zodCoreDir, 'to-json-schema.js')]: fileURLToPath(
    new URL('./zod-to-json-schema-left-out.ts', import.meta.url),
  ),
  [path.join(zodCoreDir, 'json-schema-processors.js')]: fileURLToPath(
    new URL('./zod-json-schema-processors-left-out.ts', import.meta.url),
  ),
};

/** The id the processors' stand-in imports Zod's own module by (past Zod's package exports). */
export const keptProcessorsId = 'zod-kept:json-schema-processors';

/** Where an import resolves instead: a stand-in for Zod's import of a left-out module, Zod's own module for the kept id. */
export function zodJsonSchemaStandIn(source: string, importer: string | undefined): string | undefined {
  if (source === keptProcessorsId) return path.join(zodCoreDir, 'json-schema-processors.js');
  if (!importer || !source.startsWith('.') || !importer.startsWith(zodDir + path.sep)) return undefined;
  return standIns[path.resolve(path.dirname(importer), source)];
}

export function zodWithoutJsonSchemaPlugin(): Plugin {
  return {
    name: 'waypoint-zod-without-json-schema',
    enforce: 'pre',
    resolveId: (source, importer) => zodJsonSchemaStandIn(source, importer),
  };
}
