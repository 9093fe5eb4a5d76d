import { describe, expect, it } from 'vitest';
import { expiryDate } from './judge-zone.js';
import { findMrzLines, readMrz } from './read-mrz.js';
import { samplePassportMrz, sampleVisaMrz } from './samples/sample-documents.js';
import { samplePassportHolder as holder } from './samples/sample-files.js';

const [line1, line2] = samplePassportMrz(holder);

describe('finding the zone in a text layer', () => {
  it.each([
    ['no zone-like line', ['PASSPORT', 'Republic of India'], null],
    ['the two zone lines among others', ['PASSPORT', line1, line2, 'page 1'], [line1, line2]],
    ['spaces inside a line are dropped', [line1.replace('<<', ' < < '), line2], [line1, line2]],
    ['only the first run of lines', [line1, 'x', line2], [line1]],
    ['a short line with fillers is not a zone', ['AB<<CD'], null],
  ])('%s', (_case, lines, expected) => {
    expect(findMrzLines(lines)).toEqual(expected);
  });
});

describe('reading a zone', () => {
  it.each([
    ['a passport', samplePassportMrz(holder), { kind: 'passport', valid: true, birthDate: '940517' }],
    ['an MRV-A visa', sampleVisaMrz(holder, 'MRV-A'), { kind: 'visa', valid: true, expirationDate: '310101' }],
    ['an MRV-B visa', sampleVisaMrz(holder, 'MRV-B'), { kind: 'visa', valid: true }],
    [
      'a passport from a state ICAO does not list',
      samplePassportMrz({ ...holder, nationality: 'XYZ' }),
      { valid: false },
    ],
    [
      'a long name filling the field may be cut',
      samplePassportMrz({ ...holder, givenNames: 'A'.repeat(40) }),
      { namesMayBeTruncated: true },
    ],
  ])('%s', (_case, lines, expected) => {
    expect(readMrz(lines)).toMatchObject(expected);
  });

  it('gives nothing for lines of the wrong length', () => {
    expect(readMrz([line1, line2.slice(0, 40)])).toBeNull();
  });
});

describe('the century of an expiry date', () => {
  const today = new Date('2026-06-01T00:00:00Z');
  it.each([
    ['this century', '310101', '2031-01-01'],
    ['the last century when this one is over 50 years away', '991231', '1999-12-31'],
    ['not a calendar date', '250230', null],
    ['an unknown part', '2501<<', null],
  ])('%s: %s', (_case, yymmdd, expected) => {
    expect(expiryDate(yymmdd, today)).toBe(expected);
  });
});
