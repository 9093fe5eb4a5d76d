import { describe, expect, it } from 'vitest';
import { hasTracking, mergeFirstTouch, trackedQueryOf, trackingFromUrl } from './tracking-parameters.js';

describe('trackingFromUrl (product-rules#visit-session)', () => {
  it.each([
    ['pa is the affiliate', '/', '?pa=partner1', { affiliate: 'partner1' }],
    ['t is the click id', '/', '?t=abc-123', { clickID: 'abc-123' }],
    ['cmpid is the campaign', '/', '?cmpid=spring', { campaign: 'spring' }],
    ['promo is the referral code', '/', '?promo=FRIEND5', { refCode: 'FRIEND5' }],
    ['gclid is the gclid', '/', '?gclid=Cj0K', { gclid: 'Cj0K' }],
    ['rtg is the retargeting code', '/', '?rtg=cart', { retargetingCode: 'cart' }],
    ['type is type-or-subid', '/', '?type=email', { typeOrSubid: 'email' }],
    ['subid is type-or-subid', '/', '?subid=s42', { typeOrSubid: 's42' }],
    ['type wins over subid', '/', '?subid=s42&type=email', { typeOrSubid: 'email' }],
    ['fbclid is the social click id', '/', '?fbclid=IwAR', { socialClickId: 'IwAR' }],
    ['an invite path carries the referrer code', '/i/ABCD2345', '', { referrerCode: 'ABCD2345' }],
    ['a quiz path carries the referrer code', '/quiz/ABCD2345', '', { referrerCode: 'ABCD2345' }],
    ['the invite entry page carries none', '/i', '', {}],
    ['other parameters are not tracked', '/faq', '?utm_source=x&hash=secret', {}],
    ['blank values are ignored', '/', '?gclid=%20&pa=', {}],
    [
      'several at once',
      '/',
      '?gclid=abc&cmpid=spring&pa=partner1',
      { gclid: 'abc', campaign: 'spring', affiliate: 'partner1' },
    ],
  ])('%s', (_rule, pathname, search, expected) => {
    expect(trackingFromUrl(pathname, search)).toEqual(expected);
  });

  it('cuts values to 200 characters', () => {
    expect(trackingFromUrl('/', `?gclid=${'x'.repeat(500)}`).gclid).toHaveLength(200);
  });
});

describe('hasTracking', () => {
  it.each([
    ['nothing', {}, false],
    ['one field', { campaign: 'spring' }, true],
  ])('%s', (_rule, parameters, expected) => {
    expect(hasTracking(parameters)).toBe(expected);
  });
});

describe('trackedQueryOf', () => {
  it.each([
    ['keeps only tracked parameters', '?hash=secret&gclid=abc&utm=x', '?gclid=abc'],
    ['nothing tracked is no query', '?hash=secret', ''],
    ['empty stays empty', '', ''],
  ])('%s', (_rule, search, expected) => {
    expect(trackedQueryOf(search)).toBe(expected);
  });
});

describe('mergeFirstTouch', () => {
  it.each([
    ['the first value stays', { campaign: 'spring' }, { campaign: 'summer' }, { campaign: 'spring' }],
    ['missing fields are filled', { campaign: 'spring' }, { gclid: 'abc' }, { campaign: 'spring', gclid: 'abc' }],
    ['nothing new changes nothing', { gclid: 'abc' }, {}, { gclid: 'abc' }],
  ])('%s', (_rule, current, next, expected) => {
    expect(mergeFirstTouch(current, next)).toEqual(expected);
  });
});

describe('query decoding', () => {
  it.each([
    ['percent and plus decode', '?cmpid=spring%20sale&pa=a+b', { campaign: 'spring sale', affiliate: 'a b' }],
    ['the first of repeated values wins', '?gclid=one&gclid=two', { gclid: 'one' }],
    ['a broken escape is kept as sent', '?cmpid=100%', { campaign: '100%' }],
    ['a bare name is no value', '?gclid&cmpid=x', { campaign: 'x' }],
  ])('%s', (_rule, search, expected) => {
    expect(trackingFromUrl('/', search)).toEqual(expected);
  });
});
