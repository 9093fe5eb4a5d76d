import { createContext, useContext } from 'react';
import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import type { NotificationState } from './notification-state';

export interface NotificationApi {
  current: NotificationState;
  show(key: NotificationKey): void;
  reset(): void;
}

export const NotificationContext = createContext<NotificationApi | null>(null);

export function useNotifications(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useNotifications must be used inside <NotificationProvider>');
  return api;
}
