import { z } from 'zod';
import { httpRequest } from '../api-client';

/** The server's public settings for the web (GET /api/v1/client-settings, cacheable for a minute). */
export const clientSettingsPath = '/api/v1/client-settings';

const recaptchaSettingsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('google'), siteKey: z.string().min(1) }),
  z.object({ mode: z.literal('sandbox') }),
]);

/** Google's reCAPTCHA v3 with the site key, or the sandbox's test token (docs/sandbox.md "reCAPTCHA"). */
export type RecaptchaSettings = z.infer<typeof recaptchaSettingsSchema>;

/** Only the reCAPTCHA part is read here: the rest of the settings belongs to other features. */
const clientSettingsSchema = z.looseObject({ recaptcha: recaptchaSettingsSchema });

export const recaptchaSettingsQuery = {
  queryKey: ['client-settings', 'recaptcha'],
  queryFn: async (): Promise<RecaptchaSettings> =>
    (await httpRequest(clientSettingsPath, { method: 'GET' }, clientSettingsSchema)).recaptcha,
  // The server lets caches keep the answer a minute; a form needs no fresher one.
  staleTime: 60_000,
} as const;
