import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../features/auth/session/session-provider';
import { NotificationProvider } from '../lib/notifications/notification-provider';
import { routes } from '../routes';

const router = createBrowserRouter(routes);
const queryClient = new QueryClient();

export function App() {
  return (
    <NotificationProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </NotificationProvider>
  );
}
