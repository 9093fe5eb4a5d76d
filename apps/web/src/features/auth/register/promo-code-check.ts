import { useRef } from 'react';
import { normalizeInviteCode } from '@waypoint/domain/referrals/invite-code-rules';
import { ApiError } from '../../../lib/api-errors';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { validatePromoCode } from '../api/validate-promo-code';
import { transientFailureText } from '../lib/auth-failure';

/** product-rules#auth-errors pre-approved code: success shows promo_code_activated; failure is status fail (refused) or error (not asked). */
export type PromoCodeOutcome = { status: 'none' | 'success' | 'fail' } | { status: 'error'; message: string };

/**
 * Checks the sign-up form's promo code with validatePreApprovedCode, once per
 * code: the check on leaving the field and the one on submit share the answer,
 * so an accepted code is announced once and not asked for again.
 */
export function usePromoCodeCheck() {
  const accepted = useRef<string | null>(null);
  const { show } = useNotifications();

  return async (raw: string | undefined): Promise<PromoCodeOutcome> => {
    const code = normalizeInviteCode(raw ?? '');
    if (!code) return { status: 'none' };
    if (accepted.current === code) return { status: 'success' };
    try {
      if (!(await validatePromoCode(code))) return { status: 'fail' };
    } catch (error) {
      const message = transientFailureText(error) ?? (error instanceof ApiError ? error.message : String(error));
      return { status: 'error', message };
    }
    accepted.current = code;
    show('promo_code_activated');
    return { status: 'success' };
  };
}
