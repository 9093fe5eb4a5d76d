import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadSchemaSdl } from '../../apps/server/src/graphql/register-graphql.js';

/**
 * Every GraphQL document the web sends, checked against the server's schema
 * (the modules' SDL, as the server loads it): a renamed or removed field, a
 * wrong argument or a missing selection fails here, in `npm test`, before an
 * end-to-end run (docs/decisions/020-draft-catalogue-and-typed-documents.md).
 */

const webSource = path.resolve(import.meta.dirname, '../../apps/web/src');
// An operation written in a template literal, with or without the tag before it.
const operationLiteral = /(\/\*\s*GraphQL\s*\*\/\s*)?`\s*(query|mutation|subscription)\b/g;

interface SourceFile {
  file: string;
  tagged: number;
  untagged: number;
}

function webSourceFiles(): SourceFile[] {
  return (
    readdirSync(webSource, { recursive: true, encoding: 'utf8' })
      // The generated documents (apps/web/src/generated) are codegen's copies of these.
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('generated'))
      .map((file) => {
        const text = readFileSync(path.join(webSource, file), 'utf8');
        const literals = [...text.matchAll(operationLiteral)];
        const tagged = literals.filter((match) => match[1] !== undefined).length;
        return { file, tagged, untagged: literals.length - tagged };
      })
      .filter((source) => source.tagged + source.untagged > 0)
  );
}

interface WebDocument {
  name: string;
  text: string;
}

/**
 * The module's exported documents named …Document: typed document strings from codegen's `graphql()`
 * (docs/decisions/062-generated-client-types.md), each with the fragments it spreads.
 */
async function exportedDocuments(file: string): Promise<WebDocument[]> {
  const exports = (await import(pathToFileURL(path.join(webSource, file)).href)) as Record<string, unknown>;
  return Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Document') && isDocumentText(value))
    .map(([name, text]) => ({ name: `${name} in ${path.basename(file)}`, text: String(text) }));
}

// TypedDocumentString extends String: a document is a string object, not a string primitive.
const isDocumentText = (value: unknown) => typeof value === 'string' || value instanceof String;

const schema = buildSchema(loadSchemaSdl());
const sources = webSourceFiles();
const documents = (await Promise.all(sources.map((source) => exportedDocuments(source.file)))).flat();

describe('the web GraphQL documents', () => {
  it('are found (the scan still sees the web sources)', () => {
    expect(documents.length).toBeGreaterThan(25);
  });

  it.each(sources.map((source) => [source.file, source] as const))(
    '%s: every operation is tagged /* GraphQL */ and exported as …Document',
    async (_file, source) => {
      expect(source.untagged, 'an operation without the /* GraphQL */ tag').toBe(0);
      expect((await exportedDocuments(source.file)).length, 'tagged operations not exported as …Document').toBe(
        source.tagged,
      );
    },
  );

  it.each(documents.map((document) => [document.name, document.text]))(
    '%s is valid against the server schema',
    (_name, text) => {
      const errors = validate(schema, parse(text)).map((error) => error.message);
      expect(errors).toEqual([]);
    },
  );
});
