import { describe, expect, it } from 'vitest';
import { showsHelp } from './help-launcher';

describe('showsHelp', () => {
  it.each([
    ['/', true],
    ['/faq/general', true],
    ['/account', true],
    ['/quiz', true],
    // Look-alikes prove the rule is by path segment, not by string prefix.
    ['/applications', true],
    ['/application', false],
    ['/application/identity', false],
  ])('on %s: %s', (pathname, shown) => {
    expect(showsHelp(pathname)).toBe(shown);
  });
});
