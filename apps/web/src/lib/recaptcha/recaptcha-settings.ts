import { checkedBy, httpRequest } from '../api-client';

/** The server's public settings for the web (GET /api/v1/client-settings, cacheable for a minute). */
export const clientSettingsPath = '/api/v1/client-settings';

/** Google's reCAPTCHA v3 with the site key, or the sandbox's test token (docs/sandbox.md "reCAPTCHA"). */
export type RecaptchaSettings = { mode: 'google'; siteKey: string } | { mode: 'sandbox' };

function isRecaptchaSettings(value: unknown): value is RecaptchaSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, siteKey } = value as { mode?: unknown; siteKey?: unknown };
  return mode === 'sandbox' || (mode === 'google' && typeof siteKey === 'string' && siteKey.length > 0);
}

/**
 * Only the reCAPTCHA part is read here: the rest of the settings belongs to other features. Checked by
 * hand, not by a schema: every form page asks for it as it loads (decision 091).
 */
const clientSettingsSchema = checkedBy(
  (body): body is { recaptcha: RecaptchaSettings } =>
    typeof body === 'object' && body !== null && isRecaptchaSettings((body as { recaptcha?: unknown }).recaptcha),
  'the client settings with reCAPTCHA',
);

/** Reads the reCAPTCHA settings; the server lets caches keep the answer a minute. */
export async function fetchRecaptchaSettings(): Promise<RecaptchaSettings> {
  return (await httpRequest(clientSettingsPath, { method: 'GET' }, clientSettingsSchema)).recaptcha;
}
