import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from './front-matter';

const document = (...lines: string[]) => lines.join('\n');

describe('parseFrontMatter', () => {
  it('reads each "key: value" line and returns the markdown after the closing fence', () => {
    const parsed = parseFrontMatter(
      document('---', 'type: FEE_SCHEDULE', 'version: v5', 'effectiveDate: 2026-11-01', '---', '', '## Fees', 'Text'),
    );
    expect(parsed.attributes).toEqual({ type: 'FEE_SCHEDULE', version: 'v5', effectiveDate: '2026-11-01' });
    expect(parsed.body).toBe('## Fees\nText');
  });

  it('keeps colons after the first one as part of the value', () => {
    const parsed = parseFrontMatter(document('---', 'summary: Read this: it matters.', '---', 'Body'));
    expect(parsed.attributes['summary']).toBe('Read this: it matters.');
  });

  it.each([
    ['double quotes, with JSON-style escapes', 'title: "The \\"Waypoint\\" card"', 'The "Waypoint" card'],
    ['single quotes, with a doubled quote inside', "title: 'Cardholder''s rights'", "Cardholder's rights"],
    ['a quoted "#", which is not a comment', 'title: "Fee #1"', 'Fee #1'],
    ['a plain value with a trailing comment', 'title: Fees # shown in the footer', 'Fees'],
    ['a "#" inside a word', 'title: C#-free', 'C#-free'],
    ['surrounding spaces', 'title:    Spaced out   ', 'Spaced out'],
  ])('reads %s', (_case, line, expected) => {
    expect(parseFrontMatter(document('---', line, '---', '')).attributes['title']).toBe(expected);
  });

  it('skips blank lines and comment lines inside the front matter', () => {
    const parsed = parseFrontMatter(document('---', '# Why: shown on the page', '', 'type: SMS', '---', 'Body'));
    expect(parsed.attributes).toEqual({ type: 'SMS' });
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    const parsed = parseFrontMatter('\uFEFF---\r\ntype: SMS\r\nversion: v1\r\n---\r\n\r\nBody line\r\n');
    expect(parsed.attributes).toEqual({ type: 'SMS', version: 'v1' });
    expect(parsed.body).toBe('Body line\n');
  });

  it('returns no attributes and the whole text when there is no front matter', () => {
    const source = '# Just markdown\n\n---\n\nA rule above.';
    expect(parseFrontMatter(source)).toEqual({ attributes: {}, body: source });
  });

  it('treats a later "---" in the body as markdown, not a fence', () => {
    const parsed = parseFrontMatter(document('---', 'type: SMS', '---', 'Above', '', '---', '', 'Below'));
    expect(parsed.body).toBe('Above\n\n---\n\nBelow');
  });

  it.each([
    ['an unclosed front matter', document('---', 'type: SMS', 'Body'), /no closing "---"/],
    ['a line that is not "key: value"', document('---', 'just words', '---'), /Line 2: expected "key: value"/],
    ['a key with no space after the colon', document('---', 'type:SMS', '---'), /Line 2: expected/],
    ['an indented (nested) line', document('---', 'type: SMS', '  nested: x', '---'), /Line 3: expected/],
    ['an empty value', document('---', 'type:', '---'), /Line 2: the value is empty/],
    ['a repeated key', document('---', 'type: SMS', 'type: FEE_SCHEDULE', '---'), /Line 3: "type" is given twice/],
    ['an unclosed double quote', document('---', 'title: "Fees', '---'), /Line 2: the quoted value is not closed/],
    ['an unclosed single quote', document('---', "title: 'Fees", '---'), /Line 2: the quoted value is not closed/],
    ['a bad escape', document('---', 'title: "Fees \\q"', '---'), /Line 2: the quoted value is not valid/],
  ])('rejects %s', (_case, source, message) => {
    expect(() => parseFrontMatter(source)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(source)).toThrow(message);
  });
});
