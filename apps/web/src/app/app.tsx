import type { ReactNode } from 'react';
import { StepUpHost } from '../features/account/security/step-up-host';
import { SessionProvider } from '../features/auth/session/session-provider';
import { NotificationProvider } from '../lib/notifications/notification-provider';

/** What every page sits in, in the browser and in the prerender alike; the router comes from the caller. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <SessionProvider>
        {children}
        {/* The one step-up prompt (decision 073): opened by any operation the server answers STEP_UP_REQUIRED. */}
        <StepUpHost />
      </SessionProvider>
    </NotificationProvider>
  );
}
