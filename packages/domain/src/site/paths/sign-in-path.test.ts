import { describe, expect, it } from 'vitest';
import { isWizardPath, signInPathFor } from './sign-in-path.js';

describe('signInPathFor', () => {
  it.each([
    ['a plain path', '/account', '/user/login?returnTo=/account'],
    ['a path with a query', '/application?step=2&x=1', '/user/login?returnTo=/application%3Fstep%3D2%26x%3D1'],
  ])('%s', (_case, path, expected) => {
    expect(signInPathFor(path)).toBe(expected);
  });
});

describe('isWizardPath', () => {
  it.each([
    ['/application', true],
    ['/application/', true],
    ['/application/review', true],
    ['/application/work-email/abc/def', false],
    ['/applications', false],
    ['/user/login', false],
    ['/', false],
  ])('%s: %s', (pathname, expected) => {
    expect(isWizardPath(pathname)).toBe(expected);
  });
});
