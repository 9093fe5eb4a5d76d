import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { NotificationContext, type NotificationApi } from '../lib/notifications/notification-context';
import { pageNotifications } from './island-notification-store';

/** The page's one notification (`island-notification-store.ts`) as every island's notification context. */
export function IslandNotificationProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(
    pageNotifications.subscribe,
    pageNotifications.current,
    // The prerendered page shows no message.
    () => null,
  );
  const value = useMemo<NotificationApi>(
    () => ({ current, show: pageNotifications.show, reset: pageNotifications.reset }),
    [current],
  );
  return <NotificationContext value={value}>{children}</NotificationContext>;
}
