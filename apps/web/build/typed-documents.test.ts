import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compacted, sentDocuments, withDocumentTexts } from './typed-documents';

const generated = path.resolve(import.meta.dirname, '../src/generated');
const sent = sentDocuments(
  readFileSync(path.join(generated, 'gql.ts'), 'utf8'),
  readFileSync(path.join(generated, 'graphql.ts'), 'utf8'),
);
const loginSource = readFileSync(path.resolve(import.meta.dirname, '../src/features/auth/api/login.ts'), 'utf8');

describe('the build-time documents (decision 062)', () => {
  it('knows the text of every document codegen read', () => {
    expect(sent.size).toBeGreaterThan(80);
  });

  it('replaces a graphql() call with its document and the fragments it spreads, and drops the map', () => {
    const built = withDocumentTexts(loginSource, sent, 'login.ts');
    expect(built).not.toContain('graphql(');
    expect(built).not.toContain('generated/gql');
    expect(built).toContain('query Login(');
    expect(built).toContain('fragment UserFields on User');
  });

  it('refuses a document codegen has not read', () => {
    const stale = 'const doc = graphql(/* GraphQL */ `query Unknown { x }`);';
    expect(() => withDocumentTexts(stale, sent, 'stale.ts')).toThrow(/npm run codegen/);
  });

  it('leaves a module without a call alone', () => {
    expect(withDocumentTexts('export const x = 1;', sent, 'plain.ts')).toBeNull();
  });

  it('makes white space one space, outside string values only', () => {
    expect(compacted('mutation A {\n  b(status: "two  words") {\n    c\n  }\n}\n')).toBe(
      'mutation A { b(status: "two  words") { c } }',
    );
  });
});
