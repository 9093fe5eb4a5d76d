import type { GraphqlAnswer, HttpHandler } from '../../testing/fake-graphql';
import type { Grecaptcha } from './google-recaptcha';
import { clientSettingsPath, type RecaptchaSettings } from './recaptcha-settings';

/** GET /api/v1/client-settings for the DOM tier's fake server (testing/fake-graphql.ts), with this reCAPTCHA. */
export function clientSettingsRoute(recaptcha: RecaptchaSettings = { mode: 'sandbox' }): Record<string, HttpHandler> {
  const answer: GraphqlAnswer = { body: { recaptcha, bankLinking: 'sandbox' } };
  return { [clientSettingsPath]: () => answer };
}

/**
 * A stand-in for Google's script on `window.grecaptcha`: `ready` runs its
 * callback, `execute` answers `token-for-<action>` (or what `execute` is
 * given) and records each call.
 */
export function fakeGrecaptcha(execute?: (siteKey: string, action: string) => Promise<string>) {
  const calls: { siteKey: string; action: string }[] = [];
  const grecaptcha: Grecaptcha = {
    ready: (callback) => {
      callback();
    },
    execute: async (siteKey, { action }) => {
      calls.push({ siteKey, action });
      return execute ? execute(siteKey, action) : `token-for-${action}`;
    },
  };
  return { grecaptcha, calls };
}
