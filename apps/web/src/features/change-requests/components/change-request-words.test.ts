import { describe, expect, it } from 'vitest';
import { kindsInSentence, kindsInWords } from './change-request-words';

describe('what a request changes, in words', () => {
  it.each<[string[], string, string]>([
    [['address'], 'Home address', 'home address'],
    [['address', 'name'], 'Name and home address', 'name and home address'],
    [
      ['scra', 'address', 'name'],
      'Name, home address and servicemember status (SCRA)',
      'name, home address and servicemember status (SCRA)',
    ],
    [['unknown'], '', ''],
  ])('%j', (codes, words, sentence) => {
    expect(kindsInWords(codes)).toBe(words);
    expect(kindsInSentence(codes)).toBe(sentence);
  });
});
