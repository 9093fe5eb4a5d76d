import { describe, expect, it } from 'vitest';
import { sitePaths } from '../site/paths/site-paths.js';
import { channelAcquisition, customDimensions, flowTypeFromPath, sendsPageView } from './custom-dimensions.js';

describe('flowTypeFromPath (product-rules#analytics)', () => {
  it.each([
    ['/XP_ is the non-US expat flow', '/application/XP_Identification', 'non_us_expat'],
    ['/US_ is the US expat flow', '/application/US_Expat_Review', 'us_expat'],
    ['/YP_ is the young professional flow', '/application/YP_Identity_Verification', 'yp'],
    ['a content page has no flow', '/faq', 'none'],
    ['the marker must follow a slash', '/blog/my-US_story', 'none'],
  ])('%s', (_rule, path, expected) => {
    expect(flowTypeFromPath(path)).toBe(expected);
  });
});

describe('channelAcquisition', () => {
  it.each([
    ['a Google click is paid search', { gclid: 'a', affiliate: 'p', campaign: 'c' }, 'paid_search'],
    ['a social click is paid social', { socialClickId: 'f', affiliate: 'p' }, 'paid_social'],
    ['a partner is an affiliate', { affiliate: 'p', refCode: 'r' }, 'affiliate'],
    ['an affiliate network click is an affiliate', { clickID: 't1' }, 'affiliate'],
    ['an invite link is a referral', { referrerCode: 'ABCD2345', campaign: 'c' }, 'referral'],
    ['a promo code is a referral', { refCode: 'FRIEND' }, 'referral'],
    ['a bare campaign is a campaign', { campaign: 'spring' }, 'campaign'],
    ['nothing is direct', {}, 'direct'],
  ])('%s', (_rule, tracking, expected) => {
    expect(channelAcquisition(tracking)).toBe(expected);
  });
});

describe('customDimensions (product-rules#analytics dimensions 1-5)', () => {
  it.each([
    [
      'a direct visit to a content page',
      '/faq',
      {},
      'abc123',
      {
        flow_type: 'none',
        channel_acquisition: 'direct',
        retargeting: 'none',
        isRAF: 'false',
        content_version: 'abc123',
      },
    ],
    [
      'a retargeted friend referral',
      '/',
      { retargetingCode: 'cart', refCode: 'FRIEND' },
      'abc123',
      {
        flow_type: 'none',
        channel_acquisition: 'referral',
        retargeting: 'cart',
        isRAF: 'true',
        content_version: 'abc123',
      },
    ],
    [
      'a YP step with no site version',
      '/application/YP_Review',
      { gclid: 'g' },
      null,
      {
        flow_type: 'yp',
        channel_acquisition: 'paid_search',
        retargeting: 'none',
        isRAF: 'false',
        content_version: 'unknown',
      },
    ],
  ])('%s', (_rule, path, tracking, version, expected) => {
    expect(customDimensions(path, tracking, version)).toEqual(expected);
  });
});

describe('sendsPageView (product-rules#page-views: every page except application and signup)', () => {
  it.each([
    ['home', sitePaths.home, true],
    ['FAQ', sitePaths.faq, true],
    ['a blog post', '/blog/moving-to-the-us', true],
    ['sign in', sitePaths.signIn, true],
    ['an invite link', '/i/ABCD2345', true],
    ['a path that only starts like application', '/applications-closed', true],
    ['sign up', sitePaths.signUp, false],
    ['sign up with a trailing slash', `${sitePaths.signUp}/`, false],
    ['register', sitePaths.register, false],
    ['application', sitePaths.application, false],
    ['an application step', '/application/YP_Review', false],
  ])('%s: %s', (_rule, path, expected) => {
    expect(sendsPageView(path)).toBe(expected);
  });
});
