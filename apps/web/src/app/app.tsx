import { createBrowserRouter, RouterProvider } from 'react-router';
import { NotificationProvider } from '../lib/notifications/notification-provider';
import { routes } from '../routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <NotificationProvider>
      <RouterProvider router={router} />
    </NotificationProvider>
  );
}
