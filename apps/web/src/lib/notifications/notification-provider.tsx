import { useCallback, useMemo, useReducer, type ReactNode } from 'react';
import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import { NotificationContext, type NotificationApi } from './notification-context';
import { notificationReducer } from './notification-state';

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, dispatch] = useReducer(notificationReducer, null);
  // show and reset keep one identity for the page's life: an effect that calls
  // show() must not re-run (and show again, forever) because a message appeared.
  const show = useCallback((key: NotificationKey) => dispatch({ type: 'show', key }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const api = useMemo<NotificationApi>(() => ({ current, show, reset }), [current, show, reset]);
  return <NotificationContext value={api}>{children}</NotificationContext>;
}
