import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/** Google's verify endpoint: the default of RECAPTCHA_VERIFY_URL, which a stand-in replaces in tests. */
export const googleSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's suggested threshold for reCAPTCHA v3: below it a request is treated as a bot. */
export const defaultRecaptchaMinScore = 0.5;

/** The reCAPTCHA settings: environment variables, read once at start (config.ts). */
export const recaptchaSettingsShape = {
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  // The web's reCAPTCHA v3 site key (public); comes with RECAPTCHA_SECRET.
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  // The lowest v3 score let through (0 to 1); only read with RECAPTCHA_SECRET.
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).optional(),
  // Where tokens are verified; only a stand-in (apps/server/src/testing/stand-ins/recaptcha-stand-in.ts) changes it.
  RECAPTCHA_VERIFY_URL: z.url().optional(),
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
  /** The lowest score accepted (RECAPTCHA_MIN_SCORE, 0.5 unless set). */
  minScore: number;
  /** The siteverify endpoint (RECAPTCHA_VERIFY_URL, Google's unless set). */
  verifyUrl: string;
}

export function readRecaptchaSettings(value: Parsed): RecaptchaSettings {
  return {
    secret: value.RECAPTCHA_SECRET,
    siteKey: value.RECAPTCHA_SITE_KEY,
    minScore: value.RECAPTCHA_MIN_SCORE ?? defaultRecaptchaMinScore,
    verifyUrl: value.RECAPTCHA_VERIFY_URL ?? googleSiteverifyUrl,
  };
}
