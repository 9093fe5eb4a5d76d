import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './audit-csv.js';

describe('a CSV field', () => {
  it.each([
    ['plain text as is', 'application.approve', 'application.approve'],
    ['null as an empty field', null, ''],
    ['a number as its digits', 42, '42'],
    ['a comma quoted', 'a,b', '"a,b"'],
    ['quotes doubled inside quotes', 'say "hi"', '"say ""hi"""'],
    ['a line break quoted', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return quoted and prefixed', '\rx', `"'\rx"`],
    ['= prefixed so a spreadsheet does not run it', '=1+1', "'=1+1"],
    ['+ prefixed', '+1', "'+1"],
    ['- prefixed', '-2', "'-2"],
    ['@ prefixed', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab prefixed', '\tx', "'\tx"],
    ['a formula with a comma prefixed and quoted', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a formula sign later in the text left alone', 'a=b', 'a=b'],
  ])('%s', (_label, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

it('ends a record with CRLF (RFC 4180)', () => {
  expect(csvRecord(['a', null, 3])).toBe('a,,3\r\n');
});
