import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import { googleRecaptchaToken, loadGoogleRecaptcha } from './google-recaptcha';
import { sandboxPassToken } from './recaptcha-provider';
import { recaptchaSettingsQuery } from './recaptcha-settings';

/**
 * The reCAPTCHA of one form (login, register, forgot_password, contact,
 * prequalify), as the server's client settings say: Google's v3 with its site
 * key, or the sandbox token. With Google, the script loads as the form shows,
 * so it sees the visit before the submit (v3 scores the page's interactions);
 * `token()` is called on each submit and asks for this form's action.
 * A failure to read the settings is thrown from `token()`, where the form says it.
 */
export function useRecaptcha(action: RecaptchaAction): { token(): Promise<string> } {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    queryClient
      .fetchQuery(recaptchaSettingsQuery)
      .then((settings) => (active && settings.mode === 'google' ? loadGoogleRecaptcha(settings.siteKey) : undefined))
      // Nothing to say yet: the submit reads the settings again and says what went wrong there.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [queryClient]);

  return useMemo(
    () => ({
      token: async () => {
        const settings = await queryClient.fetchQuery(recaptchaSettingsQuery);
        return settings.mode === 'google' ? googleRecaptchaToken(settings.siteKey, action) : sandboxPassToken;
      },
    }),
    [queryClient, action],
  );
}
