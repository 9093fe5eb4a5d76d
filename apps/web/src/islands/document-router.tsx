import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { noticeParam } from '../lib/notifications/notification-area';
import { pageNotifications } from './island-notification-store';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The next page is a new document, so a message an island has just shown ("Your promo code is
 * activated!") goes with it in the address, where the next page's notification area reads it
 * (product-rules#notification-catalogue), as a server redirect's does.
 */
function withCurrentNotice(href: string): string {
  const current = pageNotifications.current();
  if (!current) return href;
  const url = new URL(href, window.location.href);
  url.searchParams.set(noticeParam, current.key);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * What an island's links and hooks see in place of the app's router (decision 090): the page's own
 * address, and navigations that are the browser's. Following a link loads the next page's HTML (a
 * content page is a page of its own, not a screen of the app); replacing the address (a notice
 * taken out of it) only rewrites it, as the app's router does.
 */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(withCurrentNotice(hrefOf(to))),
  replace: (to) => window.history.replaceState(window.history.state, '', hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
