import { matchRoutes, UNSAFE_ErrorResponseImpl, type HydrationState, type RouteObject } from 'react-router';
import { isPageData } from '../lib/page-data/page-data';

/** The ids the prerender writes into every page (decision 012). */
export const embeddedPageDataId = 'page-data';

function embeddedPageData() {
  const script = document.getElementById(embeddedPageDataId);
  if (!script?.textContent) return null;
  try {
    const value: unknown = JSON.parse(script.textContent);
    return isPageData(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Gets a prerendered page ready to hydrate: the page data that came with the
 * HTML seeds the loader, and every lazily loaded piece of the first page is
 * fetched first, so the first render in the browser matches the HTML.
 */
export async function prepareHydration(routes: RouteObject[]): Promise<HydrationState | undefined> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => match.route.lazy)
      .map(async ({ route }) => {
        const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
  );

  const pageData = embeddedPageData();
  const contentMatch = matches.at(-1);
  // Every prerendered content page carries its data, and pattern pages (`/quiz/{code}`) come as the
  // empty shell; prerendered HTML without data at a content route's pattern is the server's 404 page
  // for a path it has no page for (`/blog/no-such-post`). Hydrate it as the route's 404 instead of
  // asking for page data that does not exist and rendering the not-found page a second time.
  if (
    !pageData &&
    contentMatch?.route.id?.startsWith('content:') &&
    document.getElementById('root')?.firstElementChild
  ) {
    return { errors: { [contentMatch.route.id]: new UNSAFE_ErrorResponseImpl(404, 'Not Found', null) } };
  }
  if (!pageData || !contentMatch?.route.id) return undefined;
  // Loaded with the content route above; the page loader read the site version as it loaded.
  const [{ pageLoader }, { isComponentChunkName, loadPageComponent }] = await Promise.all([
    import('./content-route'),
    import('./page-components'),
  ]);
  if (!isComponentChunkName(pageData.componentChunkName)) return undefined;
  pageLoader.seed(window.location.pathname, pageData);
  await loadPageComponent(pageData.componentChunkName);
  return { loaderData: { [contentMatch.route.id]: pageData } };
}
