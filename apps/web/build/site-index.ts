import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/** product-rules#site-routes: the redirect table exists and is empty. A row is `{ from, to, status }`. */
export const redirects: readonly { from: string; to: string; status: 301 | 302 }[] = [];

/** Pages a search engine should not list: forms behind an account, and the pages that confirm links. */
const unlisted: readonly string[] = [
  sitePaths.signIn,
  sitePaths.register,
  sitePaths.forgotPassword,
  sitePaths.resetPassword,
  sitePaths.application,
  sitePaths.account,
  sitePaths.emailConfirmation,
  sitePaths.notFound,
  sitePaths.notFoundHtml,
];

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Every prerendered page plus sign-up, the one app page worth finding. */
export function sitemapXml(siteUrl: string, prerenderedPaths: readonly string[]): string {
  const paths = [...new Set([...prerenderedPaths, sitePaths.signUp])].filter((path) => !unlisted.includes(path)).sort();
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const disallowed = [sitePaths.application, sitePaths.account, '/api/', '/page-data/', '/dev/'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
