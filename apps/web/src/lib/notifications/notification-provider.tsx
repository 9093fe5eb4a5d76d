import { useMemo, useReducer, type ReactNode } from 'react';
import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import { NotificationContext, type NotificationApi } from './notification-context';
import { notificationReducer } from './notification-state';

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, dispatch] = useReducer(notificationReducer, null);
  const api = useMemo<NotificationApi>(
    () => ({
      current,
      show: (key: NotificationKey) => dispatch({ type: 'show', key }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [current],
  );
  return <NotificationContext value={api}>{children}</NotificationContext>;
}
