import { describe, expect, it } from 'vitest';
import { notificationReducer } from './notification-state';

describe('notificationReducer (product-rules#notifications: show or reset)', () => {
  it('shows a message', () => {
    expect(notificationReducer(null, { type: 'show', key: 'session_expired' })).toEqual({
      key: 'session_expired',
      id: 1,
    });
  });

  it('replaces the current message with the newest', () => {
    const first = notificationReducer(null, { type: 'show', key: 'invalid_login' });
    expect(notificationReducer(first, { type: 'show', key: 'email_verified' })).toEqual({
      key: 'email_verified',
      id: 2,
    });
  });

  it('gives a repeated message a new id so it is announced again', () => {
    const first = notificationReducer(null, { type: 'show', key: 'invalid_login' });
    expect(notificationReducer(first, { type: 'show', key: 'invalid_login' })?.id).toBe(2);
  });

  it('resets to nothing', () => {
    const shown = notificationReducer(null, { type: 'show', key: 'invalid_login' });
    expect(notificationReducer(shown, { type: 'reset' })).toBeNull();
  });
});
