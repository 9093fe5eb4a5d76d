import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { articleAttributes, ContentError, postAttributes, readContentFile, readingMinutes } from './content-files';

const folder = mkdtempSync(path.join(os.tmpdir(), 'waypoint-content-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const description = 'How to build a US credit history from nothing, in plain steps, as a new arrival.';
const validPost = { title: 'Building credit', description, date: '2025-03-01', author: 'Ana', category: 'Credit' };

function writePost(name: string, attributes: Record<string, string>, body = 'Body text.') {
  const file = path.join(folder, `${name}.md`);
  const frontMatter = Object.entries(attributes).map(([key, value]) => `${key}: ${value}`);
  writeFileSync(file, ['---', ...frontMatter, '---', '', body].join('\n'));
  return file;
}

describe('readContentFile', () => {
  it('returns the slug, the checked attributes and the body', () => {
    const file = writePost('building-credit', validPost, 'First paragraph.');
    expect(readContentFile(file, postAttributes)).toEqual({
      slug: 'building-credit',
      file,
      attributes: validPost,
      body: 'First paragraph.',
    });
  });

  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['an empty author', { author: '' }, 'Line 5: the value is empty'],
    ['a description too short for a search result', { description: 'Too short.' }, 'description'],
    ['a description search engines would cut', { description: 'x'.repeat(201) }, 'description'],
    ['a date that is not YYYY-MM-DD', { date: '1 March 2025' }, 'date: expected YYYY-MM-DD'],
  ])('refuses %s, naming the file and the field or line', (rule, change, field) => {
    const attributes = Object.fromEntries(
      Object.entries({ ...validPost, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const file = writePost(rule.replaceAll(' ', '-'), attributes);
    const read = () => readContentFile(file, postAttributes);
    expect(read).toThrow(ContentError);
    expect(read).toThrow(`${file}: `);
    expect(read).toThrow(field);
  });

  it('names every bad field of a file at once', () => {
    const file = writePost('two-problems', { title: 'Saving', description, updated: 'yesterday' });
    const other = writePost('no-updated', { title: 'Saving', description });
    expect(() => readContentFile(file, articleAttributes)).toThrow(/updated: expected YYYY-MM-DD/);
    expect(() => readContentFile(other, articleAttributes)).toThrow(/no-updated\.md: updated: /);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['an empty body still takes a minute', '', 1],
    ['a short body takes a minute', 'A few words here.', 1],
    ['200 words take a minute', 'word '.repeat(200), 1],
    ['201 words round up to two', 'word '.repeat(201), 2],
    ['1,000 words take five', 'word\n'.repeat(1000), 5],
    ['runs of spaces and newlines are not words', `one  \n\n  two${' '.repeat(500)}`, 1],
  ])('%s', (_rule, markdown, minutes) => {
    expect(readingMinutes(markdown)).toBe(minutes);
  });
});
