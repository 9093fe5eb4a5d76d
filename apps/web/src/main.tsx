import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { prepareHydration } from './app/hydration';
import { routes } from './routes';
import './styles/base.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const hydrationData = await prepareHydration(routes);
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Prerendered pages arrive with their HTML (decision 012); the app shell arrives empty.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
