import { describe, expect, it } from 'vitest';
import { redirects, robotsTxt, sitemapXml } from './site-index';

const siteUrl = 'https://www.waypoint.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemapXml', () => {
  const prerendered = ['/', '/blog', '/blog/first-post', '/faq/non_us', '/404', '/404.html', '/account', '/user/login'];
  const xml = sitemapXml(siteUrl, prerendered);

  it('is a sitemaps.org urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it.each([
    ['the home page', '/', true],
    ['a prerendered post', '/blog/first-post', true],
    ['an FAQ section', '/faq/non_us', true],
    ['sign-up, the one app page worth finding', '/user/signup', true],
    ['not sign-in', '/user/login', false],
    ['not the account', '/account', false],
    ['not the 404 page', '/404', false],
    ['not 404.html', '/404.html', false],
  ])('lists %s: %s', (_rule, pagePath, listed) => {
    expect(locs(xml).includes(`${siteUrl}${pagePath}`)).toBe(listed);
  });

  it('lists each page once, in order', () => {
    const listed = locs(sitemapXml(siteUrl, ['/blog', '/', '/blog', '/user/signup']));
    expect(listed).toEqual([`${siteUrl}/`, `${siteUrl}/blog`, `${siteUrl}/user/signup`]);
  });

  it('escapes XML in a URL', () => {
    const escaped = sitemapXml('https://example.test', ['/a&b', '/<c>', '/"d"']);
    expect(escaped).toContain('<loc>https://example.test/a&amp;b</loc>');
    expect(escaped).toContain('<loc>https://example.test/&lt;c&gt;</loc>');
    expect(escaped).toContain('<loc>https://example.test/&quot;d&quot;</loc>');
    expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe('robotsTxt', () => {
  const lines = robotsTxt(siteUrl).split('\n');

  it.each([
    ['names the sitemap', `Sitemap: ${siteUrl}/sitemap.xml`],
    ['lets crawlers in', 'Allow: /'],
    ['keeps them out of the application', 'Disallow: /application'],
    ['keeps them out of the account', 'Disallow: /account'],
    ['keeps them out of the API', 'Disallow: /api/'],
  ])('%s', (_rule, line) => {
    expect(lines).toContain(line);
  });

  it('applies to every crawler', () => {
    expect(lines[0]).toBe('User-agent: *');
  });
});

describe('redirects', () => {
  it('is empty (product-rules#site-routes: the table exists and has no rows)', () => {
    expect(redirects).toEqual([]);
  });
});
