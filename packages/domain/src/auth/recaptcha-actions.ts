/**
 * The reCAPTCHA v3 action of each protected form (docs/decisions/040-recaptcha-v3-and-vpn-block.md).
 * The web asks Google for a token with the form's action; the server accepts
 * the token only when Google reports that same action, so a token made on one
 * form cannot be spent on another.
 */
export const recaptchaActions = ['login', 'register', 'forgot_password', 'contact', 'prequalify', 'waitlist'] as const;

export type RecaptchaAction = (typeof recaptchaActions)[number];
