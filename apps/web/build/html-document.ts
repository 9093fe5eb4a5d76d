import { PRODUCT } from '@waypoint/domain/product';
import { documentTitle } from '../src/lib/page-data/document-head';
import type { PageHead } from '../src/lib/page-data/site-content';

export interface DocumentParts {
  head: PageHead;
  canonicalUrl: string;
  siteVersion: string;
  /** The page's rendered HTML, or empty for the app shell. */
  body: string;
  pageData: unknown;
  preload: { scripts: string[]; styles: string[] };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// JSON inside <script> must not be able to close the tag or open a comment.
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** Fills Vite's built index.html with one page: its head (title, description, canonical, Open Graph), its HTML and its data. */
export function htmlDocument(template: string, parts: DocumentParts): string {
  const title = escapeHtml(documentTitle(parts.head));
  const description = escapeHtml(parts.head.description);
  const url = escapeHtml(parts.canonicalUrl);
  const headTags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${parts.head.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="site-version" content="${escapeHtml(parts.siteVersion)}" />`,
    ...parts.preload.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...parts.preload.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
  const data =
    parts.pageData === null
      ? ''
      : `<script id="page-data" type="application/json">${scriptSafeJson(parts.pageData)}</script>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `  ${headTags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${parts.body}</div>${data}`);
}
