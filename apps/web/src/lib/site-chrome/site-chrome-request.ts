import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * The site layout's switch for its header and footer, for a page under a
 * prefix that hides them (product-rules#site-chrome) that is not a wizard or
 * quiz screen itself. The layout provides it; features ask through the hook,
 * so no feature imports the layout.
 */
export const SiteChromeRequestContext = createContext<((shown: boolean) => void) | null>(null);

/** Shows the site header and footer while the calling page is on screen. */
export function useSiteChromeShown(): void {
  const request = useContext(SiteChromeRequestContext);
  // Before paint, so the page never flashes without its header.
  useLayoutEffect(() => {
    if (!request) return undefined;
    request(true);
    return () => request(false);
  }, [request]);
}
