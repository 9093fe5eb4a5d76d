import { describe, expect, it } from 'vitest';
import { appDataUrl, isPageData, pageDataUrl } from './page-data';

describe('pageDataUrl (product-rules#page-data: /page-data/{path}/page-data.json)', () => {
  it.each([
    ['the home page is index', '/', '/page-data/index/page-data.json'],
    ['an empty path is the home page', '', '/page-data/index/page-data.json'],
    ['repeated slashes are the home page', '///', '/page-data/index/page-data.json'],
    ['a top-level page', '/faq', '/page-data/faq/page-data.json'],
    ['a trailing slash names the same page', '/faq/', '/page-data/faq/page-data.json'],
    ['a nested page', '/blog/first-post', '/page-data/blog/first-post/page-data.json'],
    ['a nested page with trailing slashes', '/blog/first-post//', '/page-data/blog/first-post/page-data.json'],
  ])('%s: %j', (_rule, pathname, url) => {
    expect(pageDataUrl(pathname)).toBe(url);
  });

  it('puts the app data beside the pages', () => {
    expect(appDataUrl).toBe('/page-data/app-data.json');
  });
});

const valid = {
  path: '/blog/first-post',
  componentChunkName: 'component---blog-post',
  webpackCompilationHash: 'abc123',
  matchPath: '/blog/:slug',
  result: { head: { title: 'First post' } },
};

describe('isPageData (product-rules#page-loading: data of another shape is not found)', () => {
  it.each([
    ['a complete page', valid, true],
    ['a fixed path (matchPath null)', { ...valid, matchPath: null }, true],
    ['extra fields are tolerated', { ...valid, extra: 1 }, true],
    ['null', null, false],
    ['an array', [valid], false],
    ['a string', JSON.stringify(valid), false],
    ['no path', { ...valid, path: undefined }, false],
    ['a component that is not a page component', { ...valid, componentChunkName: 'blog-post' }, false],
    ['an empty site version', { ...valid, webpackCompilationHash: '' }, false],
    ['a numeric site version', { ...valid, webpackCompilationHash: 12 }, false],
    ['a missing matchPath', { ...valid, matchPath: undefined }, false],
    ['a result that is not an object', { ...valid, result: 'text' }, false],
    ['a result that is an array', { ...valid, result: [] }, false],
    ['a null result', { ...valid, result: null }, false],
  ])('%s -> %s', (_rule, value, expected) => {
    expect(isPageData(value)).toBe(expected);
  });
});
