/** The actions a token is asked for; a real provider scores each separately. */
export type RecaptchaAction = 'login' | 'register' | 'forgot_password' | 'contact' | 'prequalify';

/**
 * Where a reCAPTCHA token comes from (architecture: every outside service sits
 * behind an interface with a local sandbox). The real adapter loads Google's
 * script and calls `execute`; the sandbox loads nothing.
 */
export interface RecaptchaProvider {
  token(action: RecaptchaAction): Promise<string>;
}

/** docs/sandbox.md: the sandbox server accepts this token and refuses any other with 'reCAPTCHA match'. */
export const sandboxPassToken = 'test-recaptcha-pass';

export const sandboxRecaptchaProvider: RecaptchaProvider = {
  token: async () => sandboxPassToken,
};

/** The provider this build uses. Only the sandbox exists until a site key is configured. */
export const recaptchaProvider: RecaptchaProvider = sandboxRecaptchaProvider;
