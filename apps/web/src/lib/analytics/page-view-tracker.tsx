import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Reports each page the router shows to analytics (product-rules#page-views: every page
 * except application and sign-up sends a page view). Only in an effect, so
 * prerendered pages hydrate unchanged; the client loads after the first
 * paint, keeping it out of the home page's script.
 */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // A chunk that fails to load costs this page view, never the page.
    import('./analytics-client').then(
      (client) => client.trackPage(pathname, search),
      () => undefined,
    );
  }, [pathname, search]);
  return null;
}
