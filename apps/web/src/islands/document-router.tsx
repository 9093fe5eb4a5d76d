import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * What an island's links and hooks see in place of the app's router (decision 090): the page's own
 * address, and navigations that are the browser's. Following a link loads the next page's HTML (a
 * content page is a page of its own, not a screen of the app); replacing the address (a notice
 * taken out of it) only rewrites it, as the app's router does.
 */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
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
