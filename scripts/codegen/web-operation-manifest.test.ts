import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webOperationTexts } from '../../apps/server/src/graphql/generated/web-operations.js';
import { sentDocuments, withDocumentTexts } from '../../apps/web/build/typed-documents.js';

// Decision 096: the server keeps compiled only the texts on its list, so the list must hold what the
// web's build really posts. Each graphql() call is put through the build's own replacement here.
const generatedDir = path.resolve(import.meta.dirname, '../../apps/web/src/generated');
const sent = sentDocuments(
  readFileSync(path.join(generatedDir, 'gql.ts'), 'utf8'),
  readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8'),
);

/** The string a built page posts for one graphql() call. */
function postedBy(source: string): string {
  const replaced = withDocumentTexts(`graphql(\`${source}\`)`, sent, 'web-operation-manifest.test.ts');
  return JSON.parse(replaced ?? 'null') as string;
}

describe("the server's list of the web's operations", () => {
  const posted = [...sent.keys()].map(postedBy).filter((text) => !text.startsWith('fragment '));

  it('holds every operation text the web build posts, exactly', () => {
    const known = new Set(webOperationTexts);
    expect(posted.length).toBeGreaterThan(100);
    expect(posted.filter((text) => !known.has(text))).toEqual([]);
  });

  it('holds nothing else', () => {
    expect(new Set(webOperationTexts)).toEqual(new Set(posted));
  });
});
