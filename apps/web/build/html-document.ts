import { PRODUCT } from '@waypoint/domain/product';
import { shellRootAttribute } from '../src/app/shell-root';
import { documentTitle } from '../src/lib/page-data/document-head';
import type { PageHead } from '../src/lib/page-data/site-content';
import { pageScriptsAfterFirstPaint, scriptSafeJson } from './page-scripts';

export interface DocumentParts {
  head: PageHead;
  canonicalUrl: string;
  siteVersion: string;
  /** The page's rendered HTML, or empty for the app shell. */
  body: string;
  pageData: unknown;
  preload: { scripts: string[]; styles: string[] };
  /**
   * The body is a client-only page's shell (decision 047): the browser draws the page
   * over it instead of hydrating it, so the root is marked for main.tsx.
   */
  shell?: boolean;
  /**
   * The page's own entry in place of the template's (decision 090: a content page loads its
   * islands' entry, not the app's), with the chunks it imports, as built files (`assets/…`).
   */
  entry?: { entry: string; preloads: string[] };
}

/**
 * The page's preloads that the template does not already have: Vite's index.html
 * preloads the entry's own imports (the JSX runtime), and a second tag for the same
 * file is a second request the browser has to match up before it can skip it.
 */
function newPreloads(template: string, preload: DocumentParts['preload']): DocumentParts['preload'] {
  const absent = (file: string) => !template.includes(`href="/${file}"`) && !template.includes(`src="/${file}"`);
  return {
    scripts: [...new Set(preload.scripts)].filter(absent),
    styles: [...new Set(preload.styles)].filter(absent),
  };
}

const moduleScriptTag = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const modulePreloadTag = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The template without its script tags, and what they named: Vite's entry and its preloads. */
function takeScripts(template: string): { html: string; entry: string; preloads: string[] } {
  const entries = [...template.matchAll(moduleScriptTag)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(`The HTML template names ${entries.length} module entries, not one.`);
  const preloads = [...template.matchAll(modulePreloadTag)].map((match) => match[1] ?? '');
  return { html: template.replace(moduleScriptTag, '').replace(modulePreloadTag, ''), entry, preloads };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Fills Vite's built index.html with one page: its head (title, description, canonical, Open Graph), its HTML and its data. */
export function htmlDocument(template: string, parts: DocumentParts): string {
  const title = escapeHtml(documentTitle(parts.head));
  const description = escapeHtml(parts.head.description);
  const url = escapeHtml(parts.canonicalUrl);
  const preload = newPreloads(template, parts.preload);
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
    ...preload.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ].join('\n    ');
  const data =
    parts.pageData === null
      ? ''
      : `<script id="page-data" type="application/json">${scriptSafeJson(parts.pageData)}</script>`;
  const templateScripts = takeScripts(template);
  const { html: withoutScripts } = templateScripts;
  const { entry, preloads } = parts.entry
    ? { entry: `/${parts.entry.entry}`, preloads: parts.entry.preloads.map((file) => `/${file}`) }
    : templateScripts;
  const scripts = pageScriptsAfterFirstPaint(entry, [...preloads, ...preload.scripts.map((file) => `/${file}`)]);
  return withoutScripts
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `  ${headTags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${parts.shell ? ` ${shellRootAttribute}=""` : ''}>${parts.body}</div>${data}${scripts}`,
    );
}
