import type { ReactNode } from 'react';
import { StepUpHost } from '../features/account/security/step-up-host';
import { SessionProvider } from '../features/auth/session/session-provider';
import { NotificationProvider } from '../lib/notifications/notification-provider';

/** The prompt's "Use a passkey" (decision 076), loaded when used: the WebAuthn code stays out of every page's script. */
const provePasskey = async (): Promise<void> => {
  const { stepUpWithPasskey } = await import('../features/account/security/passkeys-api');
  await stepUpWithPasskey();
};

/** What every page sits in, in the browser and in the prerender alike; the router comes from the caller. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <NotificationProvider>
      <SessionProvider>
        {children}
        {/* The one step-up prompt (decision 073): opened by any operation the server answers STEP_UP_REQUIRED. */}
        <StepUpHost provePasskey={provePasskey} />
      </SessionProvider>
    </NotificationProvider>
  );
}
