import { describe, expect, it } from 'vitest';
import { parseLegalDocument } from './parse-legal-document';

const validFrontMatter = {
  type: 'SMS',
  version: 'v1',
  title: 'SMS Terms',
  effectiveDate: '2026-11-01',
  summary: 'How text messages work.',
};

function source(frontMatter: Record<string, string>, body = '## Messages\n\nText.') {
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${value}`);
  return ['---', ...lines, '---', '', body].join('\n');
}

describe('parseLegalDocument', () => {
  it('returns the front matter fields and the markdown body', () => {
    expect(parseLegalDocument(source(validFrontMatter), 'sms.md')).toEqual({
      ...validFrontMatter,
      body: '## Messages\n\nText.',
    });
  });

  it.each([
    ['a type outside the catalogue', { type: 'COOKIES' }, /sms\.md: invalid front matter\. type:/],
    ['a version without its "v"', { version: '1' }, /version: must look like "v1"/],
    ['version zero', { version: 'v0' }, /version: must look like "v1"/],
    ['a date that is not ISO', { effectiveDate: '11/01/2026' }, /effectiveDate:/],
    ['a date that does not exist', { effectiveDate: '2026-02-30' }, /effectiveDate:/],
    ['a misspelt key', { efectiveDate: '2026-11-01' }, /efectiveDate/],
  ])('rejects %s', (_case, change, message) => {
    expect(() => parseLegalDocument(source({ ...validFrontMatter, ...change }), 'sms.md')).toThrow(message);
  });

  it('names every missing field at once', () => {
    const { title: _title, summary: _summary, ...rest } = validFrontMatter;
    expect(() => parseLegalDocument(source(rest), 'sms.md')).toThrow(/title: .*; summary: /);
  });

  it('rejects a file with no front matter', () => {
    expect(() => parseLegalDocument('## Just text', 'sms.md')).toThrow(/sms\.md: invalid front matter/);
  });

  it('rejects a document with no text', () => {
    expect(() => parseLegalDocument(source(validFrontMatter, '\n  \n'), 'sms.md')).toThrow(
      /sms\.md: the document has no text/,
    );
  });
});
