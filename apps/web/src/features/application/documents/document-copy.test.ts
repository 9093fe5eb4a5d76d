import { describe, expect, it } from 'vitest';
import { documentCopy, titleInSentence } from './document-copy';

describe('titleInSentence (screen-reader names keep proper capitals)', () => {
  it.each([
    ['Passport', 'passport'],
    ['US visa', 'US visa'],
    ['ID card', 'ID card'],
    ['Green card', 'green card'],
    ['Driver’s license', 'driver’s license'],
    ['Proof of income', 'proof of income'],
    ['Document showing your status', 'document showing your status'],
    ['A', 'a'],
  ])('%s -> %s', (title, expected) => {
    expect(titleInSentence(title)).toBe(expected);
  });

  it('every document title reads in a sentence with US spelling', () => {
    for (const { title, description } of Object.values(documentCopy)) {
      expect(`${titleInSentence(title)} ${description}`).not.toMatch(/licence|authoris|recognis|organis/i);
    }
  });
});
