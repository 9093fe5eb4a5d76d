import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonymousIdLifetimeDays } from './visitor-cookies.js';

// Decision 086: the anonymous id's lifetime and the privacy policy's words are one fact.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const policy = readFileSync(path.join(repoRoot, 'content/disclosures/privacy-policy.md'), 'utf8');
const anonymousCookieItem =
  policy.split('\n').find((line) => line.startsWith('- **An anonymous visitor cookie**')) ?? '';

describe('the anonymous visitor cookie (decision 086)', () => {
  it('lives 90 days from the first visit', () => {
    expect(anonymousIdLifetimeDays).toBe(90);
  });

  it.each([
    ['how long it lives', `lasts ${anonymousIdLifetimeDays} days from your first visit`],
    ['that later visits do not extend it', 'not extended by later visits'],
    ['what it is', 'random number'],
    ['that sign-up links the earlier browsing to the account', 'before you signed up to your new account'],
  ])('the privacy policy says %s', (_what, words) => {
    expect(anonymousCookieItem).toContain(words);
  });
});
