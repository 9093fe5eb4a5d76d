import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { NotificationKey } from '@waypoint/domain/notifications/notification-catalogue';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { applicationCacheKey } from './use-application-draft';
import { useWizard } from './wizard-context';

/**
 * For a screen waiting on something done elsewhere, usually a link opened in
 * the mail app or another tab: the draft is fetched again when the window
 * regains focus (never while a save is pending), and `notice` shows once when
 * `verified` turns true. Returns the refresh, for a "check again" button.
 */
export function useAwaitedVerification(verified: boolean, notice: NotificationKey): () => Promise<void> {
  const wizard = useWizard();
  const queryClient = useQueryClient();
  const { show } = useNotifications();
  // Resolves once the draft has been fetched again, so a "check again" button can say what it found.
  const refresh = async () => {
    if (!wizard.saving) await queryClient.invalidateQueries({ queryKey: applicationCacheKey });
  };
  const onFocus = useEffectEvent(refresh);
  useEffect(() => {
    const lookAgain = () => void onFocus();
    window.addEventListener('focus', lookAgain);
    return () => window.removeEventListener('focus', lookAgain);
  }, []);

  const wasVerified = useRef(verified);
  const announce = useEffectEvent(() => show(notice));
  useEffect(() => {
    if (verified && !wasVerified.current) announce();
    wasVerified.current = verified;
  }, [verified]);
  return refresh;
}
