import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchSitePath } from '@waypoint/domain/site/paths/match-site-path';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { InlineHashes } from '../http/content-security-policy.js';
import { inlineHashes } from './inline-hashes.js';

/** A file held in memory with its validator: the build is small and never changes while we run. */
export interface HeldFile {
  body: string;
  etag: string;
  /** HTML only: its Content-Security-Policy, which names the hashes of what it holds inline. */
  contentSecurityPolicy?: string;
}

/** Writes the policy for a page from its inline hashes (http/security-headers.ts). */
export type PagePolicy = (hashes: InlineHashes) => string;

/**
 * What `npm run build` wrote for the site (decision 012): the prerendered
 * pages, each page's data, the app shell and the 404 page. Read once at
 * start, so a request never touches the disk and never sees half a deploy.
 */
export interface SiteBuild {
  /** Prerendered HTML by path (`/`, `/blog`, `/blog/some-post`). */
  pages: ReadonlyMap<string, HeldFile>;
  /** Page data by the page's path; pattern pages (`/quiz/:code`) by their pattern. */
  pageData: ReadonlyMap<string, HeldFile>;
  /** Route patterns whose pages are all prerendered: a path under them with no page does not exist. */
  contentPatterns: ReadonlySet<string>;
  appData: HeldFile | null;
  shell: HeldFile | null;
  notFound: HeldFile | null;
  /** The page the service worker shows offline (apps/web/public/offline.html). */
  offline: HeldFile | null;
}

const hold = (body: string): HeldFile => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

function readHeld(file: string): HeldFile | null {
  return existsSync(file) ? hold(readFileSync(file, 'utf8')) : null;
}

const holdHtml = (body: string, pagePolicy: PagePolicy): HeldFile => ({
  ...hold(body),
  contentSecurityPolicy: pagePolicy(inlineHashes(body)),
});

function readHeldHtml(file: string, pagePolicy: PagePolicy): HeldFile | null {
  return existsSync(file) ? holdHtml(readFileSync(file, 'utf8'), pagePolicy) : null;
}

function* filesNamed(dir: string, name: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== '.vite') yield* filesNamed(full, name);
    else if (entry.isFile() && entry.name === name) yield full;
  }
}

export function loadSiteBuild(distDir: string, pagePolicy: PagePolicy): SiteBuild {
  const pages = new Map<string, HeldFile>();
  for (const file of filesNamed(distDir, 'index.html')) {
    const relative = path.relative(distDir, path.dirname(file)).split(path.sep).join('/');
    if (relative.startsWith('page-data')) continue;
    pages.set(relative === '' ? '/' : `/${relative}`, holdHtml(readFileSync(file, 'utf8'), pagePolicy));
  }
  const pageData = new Map<string, HeldFile>();
  const contentPatterns = new Set<string>();
  for (const file of filesNamed(path.join(distDir, 'page-data'), 'page-data.json')) {
    const body = readFileSync(file, 'utf8');
    const { path: pagePath, matchPath } = JSON.parse(body) as { path: string; matchPath: string | null };
    pageData.set(pagePath, hold(body));
    if (matchPath && matchPath !== pagePath) contentPatterns.add(matchPath);
  }
  return {
    pages,
    pageData,
    contentPatterns,
    appData: readHeld(path.join(distDir, 'page-data', 'app-data.json')),
    shell: readHeldHtml(path.join(distDir, 'app-shell.html'), pagePolicy),
    notFound: readHeldHtml(path.join(distDir, '404.html'), pagePolicy),
    offline: readHeldHtml(path.join(distDir, 'offline.html'), pagePolicy),
  };
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route pattern a path falls under, if the build serves one page for all of it (`/quiz/:code`). */
function patternPage(build: SiteBuild, pathname: string): HeldFile | undefined {
  const match = matchSitePath(pathname);
  return match ? build.pageData.get(sitePaths[match.id]) : undefined;
}

export function findPageData(build: SiteBuild, pathname: string): HeldFile | undefined {
  const key = normalise(pathname);
  return build.pageData.get(key) ?? patternPage(build, key);
}

export type HtmlAnswer = { status: 200 | 404; file: HeldFile };

/**
 * Which HTML a page request gets: its prerendered page; the shell for pages
 * drawn in the browser (sign-in, the wizard, `/quiz/{code}`); otherwise the
 * 404 page. A content path the build has no page for (`/blog/no-such-post`) is 404.
 */
export function findHtml(build: SiteBuild, pathname: string): HtmlAnswer | null {
  const key = normalise(pathname);
  const prerendered = build.pages.get(key);
  const notFound = build.notFound ?? build.shell;
  if (prerendered) return { status: sitePathIsNotFound(key) ? 404 : 200, file: prerendered };
  const match = matchSitePath(key);
  if (!match || sitePathIsNotFound(key)) return notFound ? { status: 404, file: notFound } : null;
  if (build.contentPatterns.has(sitePaths[match.id]) && !patternPage(build, key))
    return notFound ? { status: 404, file: notFound } : null;
  return build.shell ? { status: 200, file: build.shell } : null;
}

const sitePathIsNotFound = (pathname: string) => pathname === sitePaths.notFound || pathname === sitePaths.notFoundHtml;
