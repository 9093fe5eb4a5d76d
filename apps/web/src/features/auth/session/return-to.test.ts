import { describe, expect, it } from 'vitest';
import { signInPathFor } from '@waypoint/domain/site/paths/sign-in-path';
import { safeReturnTo } from './return-to';

describe('safeReturnTo (only same-site paths, never an open redirect)', () => {
  it.each([
    ['a site path', '/account', '/account'],
    ['a path with a query and fragment', '/application?step=2#top', '/application?step=2#top'],
    ['no returnTo', null, '/application'],
    ['an empty returnTo', '', '/application'],
    ['a relative path', 'account', '/application'],
    ['a protocol-relative URL', '//evil.example/account', '/application'],
    ['a backslash trick', '/\\evil.example', '/application'],
    ['a tab hidden between the slashes', '/\t/evil.example', '/application'],
    ['a newline hidden between the slashes', '/\n/evil.example', '/application'],
    ['an absolute URL', 'https://evil.example/account', '/application'],
    ['a javascript: URL', 'javascript:alert(1)', '/application'],
    ['a path that climbs out of the root', '/../account', '/account'],
  ])('%s', (_case, returnTo, expected) => {
    expect(safeReturnTo(returnTo)).toBe(expected);
  });

  it('falls back to what the caller asks for', () => {
    expect(safeReturnTo('//evil.example', '/account')).toBe('/account');
  });
});

// The domain's sign-in address and the web's reading of it agree.
describe('signInPathFor and safeReturnTo', () => {
  it('round-trips through the query string and safeReturnTo', () => {
    const path = '/application?step=2&x=1#review';
    const returnTo = new URL(signInPathFor(path), 'http://127.0.0.1').searchParams.get('returnTo');
    expect(safeReturnTo(returnTo)).toBe(path);
  });
});
