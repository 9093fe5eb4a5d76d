import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import { notificationReducer, type NotificationState } from '../lib/notifications/notification-state';

/**
 * One notification for the whole page, shared by its islands (decision 090): a form's island shows
 * a message and the notification area's island, a React root of its own, draws it. The area
 * hydrates when the first message is shown (`onFirstMessage`), so a page that never shows one
 * never loads it. No React here: the content entry imports it.
 */
let current: NotificationState = null;
const listeners = new Set<() => void>();
let firstMessageListener: (() => void) | undefined;

function dispatch(next: NotificationState) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const pageNotifications = {
  current: () => current,
  show: (key: NotificationKey) => {
    dispatch(notificationReducer(current, { type: 'show', key }));
    const listener = firstMessageListener;
    firstMessageListener = undefined;
    listener?.();
  },
  reset: () => dispatch(notificationReducer(current, { type: 'reset' })),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function onFirstMessage(listener: () => void): void {
  firstMessageListener = listener;
}
