import { useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageViewTracker } from '../../lib/analytics/page-view-tracker';
import { Island } from '../../lib/islands/island';
import { NotificationArea } from '../../lib/notifications/notification-area';
import { SiteChromeRequestContext } from '../../lib/site-chrome/site-chrome-request';
import { DelayedLoadNotice } from './delayed-load-notice';
import { showsSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

/** `help`: the answers widget's button, composed in routes.tsx (features do not import each other). */
export function SiteLayout({ help }: { help?: ReactNode }) {
  const { pathname } = useLocation();
  // A page that is no wizard screen under the wizard's prefix (a declined application) asks for the chrome.
  const [requested, setRequested] = useState(false);
  const chrome = requested || showsSiteChrome(pathname);
  return (
    <div className="site-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island name="notification-area" component={NotificationArea} props={{}} />
      <DelayedLoadNotice />
      {chrome ? <Island name="site-header" component={SiteHeader} props={{}} /> : null}
      <main id="main" className="site-shell__main" tabIndex={-1}>
        <SiteChromeRequestContext value={setRequested}>
          <Outlet />
        </SiteChromeRequestContext>
      </main>
      {chrome ? <SiteFooter /> : null}
      {help}
      <ScrollRestoration />
      <PageViewTracker />
    </div>
  );
}
