import type { RecaptchaAction } from '@waypoint/domain/auth/recaptcha-actions';

export type { RecaptchaAction };

/**
 * Where a reCAPTCHA token comes from (architecture: every outside service sits
 * behind an interface with a local sandbox). Google's adapter loads its
 * script and calls `execute` (google-recaptcha.ts); the sandbox loads nothing.
 * Forms get the one the server names through useRecaptcha (use-recaptcha.ts).
 */
export interface RecaptchaProvider {
  token(action: RecaptchaAction): Promise<string>;
}

/** docs/sandbox.md: the sandbox server accepts this token and refuses any other with 'reCAPTCHA match'. */
export const sandboxPassToken = 'test-recaptcha-pass';

export const sandboxRecaptchaProvider: RecaptchaProvider = {
  token: async () => sandboxPassToken,
};
