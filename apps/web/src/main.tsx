import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { prepareHydration } from './app/hydration';
import { shellRootAttribute } from './app/shell-root';
import { reportUnexpected } from './lib/async-handler';
import { monitorWhenNeeded } from './lib/monitoring/monitor-when-needed';
import { whenIdle } from './lib/when-idle';
import { yieldToBrowser } from './lib/yield-to-browser';
import { routes } from './routes';
import './styles/base.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const hydrationData = await prepareHydration(routes);
  // Running the page's modules is one task; creating the router and starting React would lengthen
  // it past what counts as blocking on a phone (decision 051), so they start in the next one.
  await yieldToBrowser();
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Prerendered pages arrive with their HTML (decision 012); the app shell arrives empty. A client-only
  // page's prerendered shell (the wizard's, decision 047) is drawn over, not hydrated: its form is a skeleton there.
  // prepareHydration has loaded the page's code, so the first render replaces the shell in one commit.
  // A shell is there to be seen: when the page's code was already at hand, drawing over it before
  // the browser first painted it would leave the first paint waiting for the script after all.
  // A hidden tab paints no frames, so there it is drawn over at once.
  const shell = root.hasAttribute(shellRootAttribute);
  if (shell && document.visibilityState === 'visible') await afterNextPaint();
  // Both in a transition, so React renders in slices and yields to the browser between them instead
  // of holding the main thread for the whole first render (decision 047: the blocking time).
  startTransition(() => {
    if (root.firstElementChild && !shell) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

/** Resolves once the browser has painted the next frame (a task queued from the frame runs after its paint). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The service worker starts once the page has loaded and the browser is idle, from a chunk of its own:
 * the first page's script does not grow and hydration does not wait for it.
 */
function startBackgroundServices() {
  const startWhenIdle = () =>
    whenIdle(() => {
      // A chunk that fails to load (offline, a deploy since) is reported like any uncaught error.
      import('./lib/service-worker/register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(reportUnexpected);
    });
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
}

// Monitoring listens from the start and loads its shipper at the first error (decision 091).
monitorWhenNeeded(window, () => import('./lib/monitoring/start-monitoring'));
start().then(startBackgroundServices).catch(reportUnexpected);
