import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useRouteError,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { NotFoundPage } from '../features/site/not-found-page';
import { PageLoadError } from '../features/site/page-load-error';
import { useDocumentHead } from '../lib/page-data/document-head';
import type { PageData } from '../lib/page-data/page-data';
import type { PageHead } from '../lib/page-data/site-content';
import { PageLoader } from '../lib/page-loader/page-loader';
import { isComponentChunkName, loadPageComponent, renderLoadedPage } from './page-components';
import { siteVersionMetaName } from './site-version';

/** One loader for the whole site, so every page shares the cache and the site version. */
export const pageLoader = new PageLoader();

// The build the first document came from (decision 012), read when this code first loads: with the
// first content route, which may be after an app page (decision 091). The prerender has no document.
const firstDocumentVersion =
  typeof document === 'undefined'
    ? null
    : document.querySelector(`meta[name="${siteVersionMetaName}"]`)?.getAttribute('content');
if (firstDocumentVersion) pageLoader.setSiteVersion(firstDocumentVersion);

/** product-rules#page-loading: a page that cannot be loaded is handed to the browser: the server sends its HTML. */
function fullNavigation(url: URL): Promise<never> {
  window.location.assign(url.href);
  // The browser is leaving; keep the current page up until it does.
  return new Promise<never>(() => {});
}

export async function contentLoader({ request }: LoaderFunctionArgs): Promise<PageData> {
  const url = new URL(request.url);
  const outcome = await pageLoader.load(url.pathname);
  if (outcome.kind === 'not-found') throw data(null, { status: 404 });
  if (outcome.kind === 'error') throw data(null, { status: outcome.status });
  if (outcome.kind !== 'page') return fullNavigation(url);
  const name = outcome.data.componentChunkName;
  if (!isComponentChunkName(name)) throw data(null, { status: 404 });
  try {
    await loadPageComponent(name);
  } catch {
    // The page's code is gone (an older build's chunk): the server has the current one.
    return fullNavigation(url);
  }
  return outcome.data;
}

/** Page data depends only on the path: a query string or hash change re-renders without reloading it. */
export function samePathNoReload({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function ContentRoute() {
  const pageData = useLoaderData<PageData<{ head: PageHead }>>();
  const { pathname } = useLocation();
  useDocumentHead(pageData.result.head, pathname);
  return renderLoadedPage(pageData.componentChunkName, pageData.result) ?? <PageLoadError />;
}

export function ContentRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageLoadError />;
}
