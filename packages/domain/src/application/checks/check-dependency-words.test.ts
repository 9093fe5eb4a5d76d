import { describe, expect, it } from 'vitest';
import { factDependencies, verifiedFacts } from './check-dependencies.js';
import { answerInWords } from './check-dependency-words.js';

describe('answerInWords', () => {
  it.each([
    ['dob', 'your date of birth'],
    ['income', 'your income'],
    ['employerWebsite', 'your employer’s website'],
    ['residenceStatusUSOther', 'your residence status'],
    ['notAnAnswer', 'notAnAnswer'],
  ])('says %s as "%s"', (field, words) => {
    expect(answerInWords(field)).toBe(words);
  });

  it.each(verifiedFacts)('has words for every answer the %s fact rests on', (fact) => {
    for (const field of factDependencies[fact].answers) expect(answerInWords(field)).not.toBe(field);
  });
});
