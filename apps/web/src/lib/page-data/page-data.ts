/**
 * product-rules#page-data: the page-data document of a content page, and the site-wide
 * app-data. The build writes them; the server serves them; the client's page
 * loader reads them (decision 012).
 */
export interface PageData<Result = unknown> {
  path: string;
  /** Which page component renders `result`, e.g. `component---blog-post`. */
  componentChunkName: string;
  /** The site version: every page of one build carries the same hash. */
  webpackCompilationHash: string;
  /** The route pattern the page answers, e.g. `/careers/job-position/*`; null for a fixed path. */
  matchPath: string | null;
  result: Result;
}

export interface AppData {
  webpackCompilationHash: string;
}

const pageDataRoot = '/page-data';

/** `/` is stored as `index`, as `/faq` is `faq`; a trailing slash names the same page. */
export function pageDataPathSegment(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? 'index' : trimmed.replace(/^\/+/, '');
}

export function pageDataUrl(pathname: string): string {
  return `${pageDataRoot}/${pageDataPathSegment(pathname)}/page-data.json`;
}

export const appDataUrl = `${pageDataRoot}/app-data.json`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** product-rules#page-loading: page data that does not have this shape is treated as not found. */
export function isPageData(value: unknown): value is PageData {
  if (!isRecord(value)) return false;
  return (
    typeof value.path === 'string' &&
    typeof value.componentChunkName === 'string' &&
    value.componentChunkName.startsWith('component---') &&
    typeof value.webpackCompilationHash === 'string' &&
    value.webpackCompilationHash !== '' &&
    (value.matchPath === null || typeof value.matchPath === 'string') &&
    isRecord(value.result)
  );
}
