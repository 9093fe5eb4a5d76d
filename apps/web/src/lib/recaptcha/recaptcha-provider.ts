/**
 * The sandbox's side of reCAPTCHA (architecture: every outside service sits
 * behind an interface with a local sandbox). Forms ask useRecaptcha
 * (use-recaptcha.ts) for a token: Google's (google-recaptcha.ts) when the
 * server's client settings name it, otherwise this one, and nothing is loaded.
 */

/** docs/sandbox.md: the sandbox server accepts this token and refuses any other with 'reCAPTCHA match'. */
export const sandboxPassToken = 'test-recaptcha-pass';
