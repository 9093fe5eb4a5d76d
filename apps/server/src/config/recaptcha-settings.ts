import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/** The reCAPTCHA settings: environment variables, read once at start (config.ts). */
export const recaptchaSettingsShape = {
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  // The web's reCAPTCHA v3 site key (public); comes with RECAPTCHA_SECRET.
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof recaptchaSettingsShape>>;

/** Rules across the reCAPTCHA settings (e.g. all or none); a production refusal lives in provider-modes.ts. */
export function checkRecaptchaSettings(value: Parsed, context: z.RefinementCtx): void {
  requireAllOrNone(value, ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'], context, 'reCAPTCHA');
}

export interface RecaptchaSettings {
  /** Google's secret for siteverify; undefined means the sandbox (docs/sandbox.md). */
  secret: string | undefined;
  /** The public key the web's script runs with; set exactly when `secret` is. */
  siteKey: string | undefined;
}

export function readRecaptchaSettings(value: Parsed): RecaptchaSettings {
  return { secret: value.RECAPTCHA_SECRET, siteKey: value.RECAPTCHA_SITE_KEY };
}
