import { describe, expect, it } from 'vitest';
import { linkKind } from './link-kind';

describe('linkKind (product-rules#site-links: internal links stay in the app, others open a new tab)', () => {
  it.each([
    ['a site path', '/fees', 'internal'],
    ['a site path with a fragment', '/faq/non_us#ssn', 'internal'],
    ['a site path with a query', '/i?code=ABC', 'internal'],
    ['the home page', '/', 'internal'],
    ['a fragment on this page', '#fees', 'fragment'],
    ['an e-mail address', 'mailto:privacy@waypoint.example', 'app'],
    ['a phone number', 'tel:+18005550123', 'app'],
    ['an upper-case scheme', 'MAILTO:help@waypoint.example', 'app'],
    ['a text message', 'sms:+18005550123', 'app'],
    ['another site over https', 'https://www.consumerfinance.gov/', 'external'],
    ['another site over http', 'http://example.com', 'external'],
    ['a protocol-relative address', '//example.com/fees', 'external'],
    ['a backslash trick browsers read as another host', '/\\example.com', 'external'],
    ['a relative path, which the content does not use', 'fees', 'external'],
  ])('%s (%s) is %s', (_case, href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});
