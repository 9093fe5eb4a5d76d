import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';
import { ApiError, errorCodes } from '../api-errors';

/** What Google's reCAPTCHA v3 script puts on the page (developers.google.com/recaptcha/docs/v3). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scriptId = 'google-recaptcha-v3';
// Long enough for a slow phone connection; a blocked script (an ad blocker, a firewall) never loads at all.
const loadTimeoutMs = 15_000;

export const googleRecaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/**
 * A check that could not run in this browser is said as a failed check: each
 * form already asks the person to press its button again for that
 * (product-rules#auth-errors), which is the one thing they can do about it.
 */
export class RecaptchaUnavailable extends ApiError {
  constructor(reason: string) {
    super(0, `reCAPTCHA could not run: ${reason}`, errorCodes.recaptchaMismatch);
    this.name = 'RecaptchaUnavailable';
  }
}

/** The script being added, shared by every form that asks while it loads; cleared once it has loaded or failed. */
let loading: Promise<Grecaptcha> | null = null;

function waitForScript(script: HTMLScriptElement): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      // Gone from the page, so the next press of the button loads it afresh.
      script.remove();
      reject(new RecaptchaUnavailable(reason));
    };
    const timer = setTimeout(() => fail('the script did not load in time'), loadTimeoutMs);
    script.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        if (window.grecaptcha) resolve(window.grecaptcha);
        else fail('the script loaded without grecaptcha');
      },
      { once: true },
    );
    script.addEventListener('error', () => fail('the script did not load'), { once: true });
  });
}

/**
 * Google's script, added to the page once (only on the forms that need it)
 * and shared by every form after: a second call while it loads waits for the
 * same load, and once it has run `window.grecaptcha` is the answer.
 */
export function loadGoogleRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  if (loading) return loading;
  const script = document.createElement('script');
  script.id = scriptId;
  script.src = googleRecaptchaScriptUrl(siteKey);
  script.async = true;
  const loaded = waitForScript(script).finally(() => {
    loading = null;
  });
  loading = loaded;
  document.head.append(script);
  return loaded;
}

/** A fresh token for one action (tokens last two minutes and are good once, so one per submit). */
export async function googleRecaptchaToken(siteKey: string, action: RecaptchaAction): Promise<string> {
  const grecaptcha = await loadGoogleRecaptcha(siteKey);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch (error) {
    throw new RecaptchaUnavailable(error instanceof Error ? error.message : 'execute failed');
  }
}
