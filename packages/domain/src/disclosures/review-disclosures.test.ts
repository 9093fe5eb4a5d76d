import { describe, expect, it } from 'vitest';
import { disclosureVersionOrDefault, reviewDisclosures } from './review-disclosures.js';

describe('review disclosures (product-rules#review-disclosures)', () => {
  it('lists the four documents kept for the review save, at their current versions', () => {
    expect(reviewDisclosures().map(({ type, version }) => `${type} ${version}`)).toEqual([
      'PRIVACY_POLICY v2',
      'TERMS_OF_USE v2',
      'CREDIT_PULL_AUTHORIZATION v1',
      'CARDHOLDER v6',
    ]);
  });

  it.each([
    ['a recorded version', 'v5', 'v5'],
    ['missing is v1', null, 'v1'],
    ['empty is v1', '', 'v1'],
  ])('version: %s', (_rule, recorded, expected) => {
    expect(disclosureVersionOrDefault(recorded)).toBe(expected);
  });
});
