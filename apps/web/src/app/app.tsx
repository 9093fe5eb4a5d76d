import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session/session-provider';
import { NotificationProvider } from '../lib/notifications/notification-provider';

const queryClient = new QueryClient();

/** What every page sits in, in the browser and in the prerender alike; the router comes from the caller. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </NotificationProvider>
  );
}
