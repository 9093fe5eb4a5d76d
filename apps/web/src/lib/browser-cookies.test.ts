import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookie, expireBrowserCookie, readCookie } from './browser-cookies';

describe('readCookie', () => {
  it.each([
    ['the only cookie', 'wp_session_hash=abc', 'abc'],
    ['a cookie among others', 'wp_aid=1; wp_session_hash=abc; theme=dark', 'abc'],
    ['spaces around the pair', '  wp_session_hash = abc ', 'abc'],
    ['a percent-encoded value', 'wp_session_hash=a%2Bb%3D', 'a+b='],
    ['a value that is not valid percent-encoding', 'wp_session_hash=50%', '50%'],
    ['a value holding "="', 'wp_session_hash=a=b', 'a=b'],
    ['a cookie whose name only ends the same', 'old_wp_session_hash=zzz', undefined],
    ['an empty value', 'wp_session_hash=', undefined],
    ['no cookies at all', '', undefined],
  ])('%s', (_case, cookieString, expected) => {
    expect(readCookie(cookieString, 'wp_session_hash')).toBe(expected);
  });
});

describe('browserCookie and expireBrowserCookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('read nothing and write nothing outside a browser', () => {
    expect(typeof document).toBe('undefined');
    expect(browserCookie('wp_session_hash')).toBeUndefined();
    expect(() => expireBrowserCookie('wp_session_hash')).not.toThrow();
  });

  it("read the page's cookies in a browser", () => {
    vi.stubGlobal('document', { cookie: 'wp_session_hash=abc' });
    expect(browserCookie('wp_session_hash')).toBe('abc');
  });

  it('expire a cookie for the whole site', () => {
    const page = { cookie: 'wp_session_hash=abc' };
    vi.stubGlobal('document', page);
    expireBrowserCookie('wp_session_hash');
    expect(page.cookie).toBe('wp_session_hash=; Max-Age=0; Path=/; SameSite=Strict');
  });
});
