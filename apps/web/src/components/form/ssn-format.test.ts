import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatSsnDigits, nextSsnValue } from './ssn-format';

describe('formatSsnDigits', () => {
  it.each([
    ['nothing typed yet', '', ''],
    ['up to three digits stay bare', '123', '123'],
    ['a hyphen after the third digit', '1234', '123-4'],
    ['the fifth digit closes the middle group', '12345', '123-45'],
    ['a hyphen after the fifth digit', '123456', '123-45-6'],
    ['nine digits make a full number', '123456789', '123-45-6789'],
    ['digits beyond nine are dropped', '1234567890', '123-45-6789'],
    ['typed hyphens are kept in place', '123-45-6789', '123-45-6789'],
    ['spaces and dots are dropped', ' 123 45.6789 ', '123-45-6789'],
    ['letters are dropped', '12a3b', '123'],
    ['a trailing hyphen is dropped', '123-', '123'],
    ['bullets of a masked number are dropped', '•••-••-6789', '678-9'],
  ])('%s: %j -> %j', (_rule, text, expected) => {
    expect(formatSsnDigits(text)).toBe(expected);
  });
});

describe('nextSsnValue', () => {
  it.each([
    ['an ordinary edit is reformatted', '123-45', '123-456', 7, '123-45-6'],
    ['typing after a masked number starts a fresh one', '•••-••-6789', '•••-••-67891', 12, '1'],
    ['typing inside a masked number starts a fresh one', '•••-••-6789', '•••-•5•-6789', 6, '5'],
    ['pasting over the last four keeps only the paste', '•••-••-6789', '•••-••-123-45-6789', 18, '123-45-6789'],
    ['deleting from a masked number empties it', '•••-••-6789', '•••-••-678', 10, ''],
    ['replacing a masked number entirely is an ordinary edit', '•••-••-6789', '9', 1, '9'],
  ])('%s', (_rule, before, after, caret, expected) => {
    expect(nextSsnValue(before, after, caret)).toBe(expected);
  });

  it('takes the caret to be at the end when the browser does not say', () => {
    expect(nextSsnValue('•••-••-6789', '•••-••-67891')).toBe('1');
  });
});

describe('caretAfterDigits', () => {
  it.each([
    ['no digits before the caret puts it at the start', '123-45', 0, 0],
    ['after the fourth digit, past the first hyphen', '123-4', 4, 5],
    ['after the fifth digit, before the second hyphen', '123-45-6789', 5, 6],
    ['more digits than the text holds puts it at the end', '123', 7, 3],
  ])('%s', (_rule, formatted, digits, expected) => {
    expect(caretAfterDigits(formatted, digits)).toBe(expected);
  });
});
