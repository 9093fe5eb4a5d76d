import { describe, expect, it } from 'vitest';
import { employerMatches } from './employer-match.js';

describe('employerMatches', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(employerMatches('acme  CORP.', ['Acme Corp'])).toBe(true);
  });
  it('refuses another employer, an empty name and no answer', () => {
    expect(employerMatches('Globex', ['Acme Corp'])).toBe(false);
    expect(employerMatches('  ', ['  '])).toBe(false);
    expect(employerMatches(undefined, ['Acme Corp'])).toBe(false);
  });
});
