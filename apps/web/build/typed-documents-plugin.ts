import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { sentDocuments, withDocumentTexts } from './typed-documents';

/**
 * Codegen's `graphql()` looks a document up in a map of every operation; this replaces each call with
 * the text of the one document it names, at build time (docs/decisions/062-generated-client-types.md).
 * Tests run without it: the map gives the same text.
 */
export function typedDocumentsPlugin(generatedDir: string): Plugin {
  const gqlPath = path.join(generatedDir, 'gql.ts');
  const graphqlPath = path.join(generatedDir, 'graphql.ts');
  let readAt = -1;
  let sent = new Map<string, string>();
  const currentDocuments = () => {
    // Read again when codegen rewrote the files (a dev server outlives a codegen run).
    const modifiedAt = Math.max(statSync(gqlPath).mtimeMs, statSync(graphqlPath).mtimeMs);
    if (modifiedAt !== readAt) {
      sent = sentDocuments(readFileSync(gqlPath, 'utf8'), readFileSync(graphqlPath, 'utf8'));
      readAt = modifiedAt;
    }
    return sent;
  };
  return {
    name: 'waypoint-typed-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      const replaced = withDocumentTexts(code, currentDocuments(), id);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
