import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { reportUnexpected } from '../lib/async-handler';
import { browserCookie } from '../lib/browser-cookies';
import type { IslandName } from '../lib/islands/island-names';
import { whenIdle } from '../lib/when-idle';
import { startIslands } from './island-loader';
import { onFirstMessage } from './island-notification-store';

/**
 * The script of a prerendered content page (decision 090), in place of the app's entry (main.tsx):
 * no router, no page data, no React until an island needs it. The page stays the HTML the build
 * wrote; each island hydrates on its own when it is used (or seen, or needed at once), and links
 * between pages are the browser's own navigations.
 */

/** Islands a page needs without waiting for the visitor: what they show depends on the visit. */
function neededAtOnce(name: IslandName): boolean {
  const search = new URLSearchParams(window.location.search);
  switch (name) {
    // A signed-in visitor's header names their account (product-rules#signed-in-state).
    case 'site-header':
      return browserCookie(sessionTransport.sessionHashCookie) !== undefined;
    // A server redirect's message in `?notice=` (product-rules#notification-catalogue).
    case 'notification-area':
      return search.has('notice');
    default:
      return false;
  }
}

const islands = startIslands(
  document,
  {
    hydrate: async (element, name, props) => {
      const { hydrateIsland } = await import('./hydrate-island');
      await hydrateIsland(element, name, props, reportUnexpected);
    },
    report: reportUnexpected,
  },
  { atIdle: neededAtOnce, whenIdle },
);
// A form's message is drawn by the notification area, an island of its own.
onFirstMessage(() => islands.hydrateNamed('notification-area'));
// Tests and monitoring can tell the page's script has run and its islands are listening.
document.documentElement.dataset.islands = 'ready';

/**
 * The page view, monitoring and the service worker, as the app starts them (decision 050): once the
 * page has loaded and the browser is idle, each from a chunk of its own.
 */
function startBackgroundServices() {
  whenIdle(() => {
    import('../lib/analytics/analytics-client')
      .then((client) => client.trackPage(window.location.pathname, window.location.search))
      .catch(() => undefined);
    import('../lib/monitoring/start-monitoring')
      .then(({ startMonitoring }) => startMonitoring())
      .catch(reportUnexpected);
    import('../lib/service-worker/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(reportUnexpected);
  });
}
if (document.readyState === 'complete') startBackgroundServices();
else window.addEventListener('load', startBackgroundServices, { once: true });
