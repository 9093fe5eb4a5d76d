import { describe, expect, it } from 'vitest';
import { showsSiteChrome } from './site-chrome';

describe('showsSiteChrome (product-rules#site-chrome: hidden on the wizard prefix and quiz pages)', () => {
  it.each([
    ['home', '/', true],
    ['a content page', '/rewards', true],
    ['the 404 page', '/404', true],
    ['the wizard', '/application', false],
    ['a wizard step', '/application/YP_Review', false],
    ['the quiz', '/quiz', false],
    ['a quiz link', '/quiz/ABC123', false],
    ['a path that only starts with the same letters', '/applications-guide', true],
    ['a path that only starts with quiz', '/quizzes', true],
  ])('%s (%s): %s', (_case, pathname, shown) => {
    expect(showsSiteChrome(pathname)).toBe(shown);
  });
});
