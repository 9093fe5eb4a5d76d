import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import { googleRecaptchaToken, loadGoogleRecaptcha } from './google-recaptcha';
import { sandboxPassToken } from './recaptcha-provider';
import { fetchRecaptchaSettings, type RecaptchaSettings } from './recaptcha-settings';

/**
 * The reCAPTCHA of one form (login, register, forgot_password, contact,
 * prequalify), as the server's client settings say: Google's v3 with its site
 * key, or the sandbox token. With Google, the script loads as the form shows,
 * so it sees the visit before the submit (v3 scores the page's interactions);
 * `token()` is called on each submit and asks for this form's action.
 * A failure to read the settings is thrown from `token()`, where the form says it.
 * The settings are read once for the form and kept while it is on screen (a failed read is tried again at
 * the submit), without a query client: the sign-in, sign-up, reset and prequalification pages load none
 * (decision 091).
 */
export function useRecaptcha(action: RecaptchaAction): { token(): Promise<string> } {
  const settings = useRef<Promise<RecaptchaSettings> | null>(null);
  const readSettings = useCallback(() => {
    settings.current ??= fetchRecaptchaSettings().catch((error: unknown) => {
      settings.current = null;
      throw error;
    });
    return settings.current;
  }, []);

  useEffect(() => {
    let active = true;
    readSettings()
      .then((read) => (active && read.mode === 'google' ? loadGoogleRecaptcha(read.siteKey) : undefined))
      // Nothing to say yet: the submit reads the settings again and says what went wrong there.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [readSettings]);

  return useMemo(
    () => ({
      token: async () => {
        const read = await readSettings();
        return read.mode === 'google' ? googleRecaptchaToken(read.siteKey, action) : sandboxPassToken;
      },
    }),
    [readSettings, action],
  );
}
