import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountNav } from './account-nav';
import '../account-page.css';
import './account-layout.css';

/**
 * Every `/account/*` page (decision 078): the site header stays above, the
 * account navigation sits beside the page (above it on a phone), and the page
 * itself renders in the outlet with its own title and heading. `hasCard`: the
 * route table's answer to whether a card exists, which decides the navigation's
 * sections (features do not import each other).
 */
export function AccountLayout({ hasCard }: { hasCard: boolean }) {
  const { pathname } = useLocation();
  const nav = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls: the current tab is brought into view when the page changes.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, hasCard]);
  return (
    <div className="page account-page account-page--area">
      <div className="container account-area">
        <div className="account-area__nav" ref={nav}>
          <AccountNav hasCard={hasCard} />
        </div>
        <div className="account-area__page">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
