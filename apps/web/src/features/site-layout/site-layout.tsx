import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageViewTracker } from '../../lib/analytics/page-view-tracker';
import { NotificationArea } from '../../lib/notifications/notification-area';
import { DelayedLoadNotice } from './delayed-load-notice';
import { showsSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

export function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = showsSiteChrome(pathname);
  return (
    <div className="site-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NotificationArea />
      <DelayedLoadNotice />
      {chrome ? <SiteHeader /> : null}
      <main id="main" className="site-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
      <ScrollRestoration />
      <PageViewTracker />
    </div>
  );
}
