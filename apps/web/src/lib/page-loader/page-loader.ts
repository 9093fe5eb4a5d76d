import { pageLoading } from '@waypoint/domain/constants';
import { isPageData, pageDataUrl, type PageData } from '../page-data/page-data';

/**
 * product-rules#page-loading. A page's data is fetched once per path; failures
 * other than 404 and 500 are retried up to 3 times; 404 or data of the wrong
 * shape is "not found"; 500 is an error; data from another build means the
 * site has a new version.
 */
export type PageLoadOutcome =
  | { kind: 'page'; data: PageData }
  | { kind: 'not-found' }
  | { kind: 'error'; status: number }
  /** The site has a new version: the page must be loaded by the browser, with the new code. */
  | { kind: 'new-version' }
  /** Still failing after the retries. */
  | { kind: 'failed' };

export interface PageLoaderOptions {
  fetch?: typeof fetch;
  /** Waits before retry `attempt` (1-based); short, growing pauses ride out a blip without stalling the reader. */
  delay?: (attempt: number) => Promise<void>;
}

const defaultDelay = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));

type Attempt = PageLoadOutcome | { kind: 'retry' };

export class PageLoader {
  private readonly pages = new Map<string, PageData>();
  private siteVersion: string | null = null;
  private readonly fetchPage: typeof fetch;
  private readonly delay: (attempt: number) => Promise<void>;

  constructor(options: PageLoaderOptions = {}) {
    this.fetchPage = options.fetch ?? ((input, init) => fetch(input, init));
    this.delay = options.delay ?? defaultDelay;
  }

  /** The version this page's code belongs to, from the HTML it came in. */
  setSiteVersion(hash: string): void {
    this.siteVersion = hash;
  }

  /** Page data that came with the HTML: no request for it. */
  seed(pathname: string, data: PageData): void {
    this.pages.set(normalisePath(pathname), data);
    this.siteVersion ??= data.webpackCompilationHash;
  }

  async load(pathname: string): Promise<PageLoadOutcome> {
    const key = normalisePath(pathname);
    const cached = this.pages.get(key);
    if (cached) return { kind: 'page', data: cached };
    for (let attempt = 0; attempt <= pageLoading.dataRetries; attempt += 1) {
      if (attempt > 0) await this.delay(attempt);
      const outcome = await this.attempt(key);
      if (outcome.kind !== 'retry') return outcome;
    }
    return { kind: 'failed' };
  }

  private async attempt(key: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await this.fetchPage(pageDataUrl(key), { headers: { accept: 'application/json' } });
    } catch {
      return { kind: 'retry' };
    }
    if (response.status === 404) return { kind: 'not-found' };
    if (response.status === 500) return { kind: 'error', status: 500 };
    if (!response.ok) return { kind: 'retry' };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'not-found' };
    }
    if (!isPageData(body)) return { kind: 'not-found' };
    if (this.siteVersion !== null && body.webpackCompilationHash !== this.siteVersion) return { kind: 'new-version' };
    this.siteVersion = body.webpackCompilationHash;
    this.pages.set(key, body);
    return { kind: 'page', data: body };
  }
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
