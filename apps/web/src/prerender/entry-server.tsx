import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { pageLoader } from '../app/content-route';
import type { PageData } from '../lib/page-data/page-data';
import { routes } from '../routes';

const handler = createStaticHandler(routes);

/**
 * Renders one page to HTML at build time (decision 012). The page's data is
 * handed in, so the route loader answers from the cache instead of the network.
 */
export async function renderPage(url: string, pageData: PageData | null): Promise<string> {
  if (pageData) pageLoader.seed(new URL(url).pathname, pageData);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected instead of rendering.`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
