import { Outlet, useLocation } from 'react-router';
import { applicationPathPrefix, sitePaths } from '@waypoint/domain/site/site-paths';
import { NotificationArea } from '../../lib/notifications/notification-area';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

/** Spec §2: no header or footer under the wizard's prefix or on quiz pages. */
export function showsSiteChrome(pathname: string): boolean {
  const within = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return !within(applicationPathPrefix) && !within(sitePaths.quiz);
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = showsSiteChrome(pathname);
  return (
    <div className="site-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NotificationArea />
      {chrome ? <SiteHeader /> : null}
      <main id="main" className="site-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
    </div>
  );
}
