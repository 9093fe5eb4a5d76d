import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/v4';
import { jsonSchemaLeftOutMessage } from './zod-to-json-schema-left-out';
import { keptProcessorsId, zodJsonSchemaStandIn, zodWithoutJsonSchemaPlugin } from './zod-without-json-schema';

const zodCoreDir = path.dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
const zodClassicSchemas = path.join(zodCoreDir, '../classic/schemas.js');
const buildDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The test's entry, built as the web build builds Zod (with the plugin) and loaded: Zod used the way
 * the site uses it (members of `z`, so the bundler keeps only what is used), and the stand-ins whole.
 */
const entry = `
import { z } from 'zod/v4';
export * as processors from '${path.join(buildDir, 'zod-json-schema-processors-left-out.ts')}';
export * as toJsonSchema from '${path.join(buildDir, 'zod-to-json-schema-left-out.ts')}';
export const answer = () => z.string().min(2).max(9);
export const amount = () => z.number().min(1);
export const wholeSchema = (schema) => z.toJSONSchema(schema);
`;

let workDir = '';
let built: {
  answer: () => z.ZodString;
  amount: () => z.ZodNumber;
  wholeSchema: typeof z.toJSONSchema;
  processors: Record<string, unknown>;
  toJsonSchema: Record<string, unknown>;
};
let bundle = '';

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'zod-without-json-schema-'));
  const entryId = 'virtual:zod-without-json-schema-entry';
  const resolvedEntry = `\0${entryId}`;
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // Zod resolves from the web app, as in its build.
    root: path.join(buildDir, '..'),
    plugins: [
      {
        name: 'test-entry',
        resolveId: (id) => (id.endsWith(entryId) ? resolvedEntry : undefined),
        load: (id) => (id === resolvedEntry ? entry : undefined),
      },
      zodWithoutJsonSchemaPlugin(),
    ],
    build: { write: false, minify: false, lib: { entry: entryId, formats: ['es'], fileName: 'bundle' } },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((part): part is Rollup.OutputChunk => part.type === 'chunk');
  bundle = chunk?.code ?? '';
  const bundleFile = path.join(workDir, 'bundle.mjs');
  await writeFile(bundleFile, bundle);
  built = (await import(pathToFileURL(bundleFile).href)) as typeof built;
}, 60_000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('zodJsonSchemaStandIn', () => {
  it.each([
    ['Zod classic importing its processors', '../core/json-schema-processors.js', zodClassicSchemas, 'processors'],
    ['Zod classic importing its JSON Schema output', '../core/to-json-schema.js', zodClassicSchemas, 'output'],
    ['Zod core importing its JSON Schema output', './to-json-schema.js', path.join(zodCoreDir, 'index.js'), 'output'],
  ])('hands a stand-in to %s', (_case, source, importer, standIn) => {
    const file = standIn === 'processors' ? 'zod-json-schema-processors-left-out.ts' : 'zod-to-json-schema-left-out.ts';
    expect(zodJsonSchemaStandIn(source, importer)).toBe(path.join(buildDir, file));
  });

  it.each([
    ['another Zod module', './schemas.js', path.join(zodCoreDir, 'index.js')],
    ['a site module with the same file name', './to-json-schema.js', path.join(buildDir, 'anything.ts')],
    ['a package import', 'zod/v4', path.join(zodCoreDir, 'index.js')],
    ['an entry (no importer)', './to-json-schema.js', undefined],
  ])('leaves %s alone', (_case, source, importer) => {
    expect(zodJsonSchemaStandIn(source, importer)).toBeUndefined();
  });

  it("resolves the kept id to Zod's own processors module", () => {
    expect(zodJsonSchemaStandIn(keptProcessorsId, path.join(buildDir, 'zod-json-schema-processors-left-out.ts'))).toBe(
      path.join(zodCoreDir, 'json-schema-processors.js'),
    );
  });
});

describe('Zod built with zodWithoutJsonSchemaPlugin', () => {
  it.each([
    ['json-schema-processors.js', 'processors'],
    ['to-json-schema.js', 'toJsonSchema'],
  ] as const)("the stand-in for %s exports every name Zod's module does", async (file, standIn) => {
    const real = (await import(pathToFileURL(path.join(zodCoreDir, file)).href)) as Record<string, unknown>;
    expect(Object.keys(built[standIn])).toEqual(expect.arrayContaining(Object.keys(real)));
  });

  it.each([
    ['a valid answer', 'abc', true],
    ['a too short answer', 'a', false],
    ['a too long answer', 'abcdefghij', false],
    ['a number', 7, false],
  ])('still checks %s', (_case, value, success) => {
    expect(built.answer().safeParse(value).success).toBe(success);
  });

  it("keeps Zod's check summary", () => {
    expect([built.answer().minLength, built.answer().maxLength, built.amount().minValue]).toEqual([2, 9, 1]);
  });

  it.each([
    ['toJSONSchema', () => built.wholeSchema(built.answer())],
    ["a schema's toJSONSchema", () => built.answer().toJSONSchema()],
    ['Standard Schema JSON Schema', () => built.answer()['~standard'].jsonSchema.input({ target: 'draft-2020-12' })],
  ])('%s fails and says why', (_case, call) => {
    expect(call).toThrow(jsonSchemaLeftOutMessage);
  });

  it.each([
    ['to-json-schema.js', 'Unprocessed schema. This is a bug in Zod.'],
    ['json-schema-processors.js', 'BigInt cannot be represented in JSON Schema'],
  ])("holds none of Zod's %s", (_file, words) => {
    expect(bundle).toContain('Invalid input');
    expect(bundle).not.toContain(words);
  });
});
