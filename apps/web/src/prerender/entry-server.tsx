import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { pageLoader } from '../app/content-route';
import type { PageData } from '../lib/page-data/page-data';
import { routes } from '../routes';
import { shellRoutes } from './shell-routes';

const handler = createStaticHandler(routes);
const shellHandler = createStaticHandler(shellRoutes);

/**
 * Renders one page to HTML at build time (decision 012). The page's data is
 * handed in, so the route loader answers from the cache instead of the network.
 */
export async function renderPage(url: string, pageData: PageData | null): Promise<string> {
  if (pageData) pageLoader.seed(new URL(url).pathname, pageData);
  return renderWith(handler, url);
}

/** Renders the wizard's shell (decision 047): its frame and heading, a skeleton for its form. */
export function renderShell(url: string): Promise<string> {
  return renderWith(shellHandler, url);
}

async function renderWith(staticHandler: ReturnType<typeof createStaticHandler>, url: string): Promise<string> {
  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected instead of rendering.`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
