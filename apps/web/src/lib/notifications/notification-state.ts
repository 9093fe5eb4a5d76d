import { type NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';

/** product-rules#notifications "Notification: show or reset". One message at a time; the newest wins. */
export type NotificationState = { key: NotificationKey; id: number } | null;
export type NotificationAction = { type: 'show'; key: NotificationKey } | { type: 'reset' };

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  if (action.type === 'reset') return null;
  // A new id each time, so showing the same message again is announced again.
  return { key: action.key, id: (state?.id ?? 0) + 1 };
}
