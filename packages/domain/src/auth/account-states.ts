/** product-rules#user-status state names, used by the web state and its tests. */
export const userStatuses = ['idle', 'fetching', 'loggedIn', 'error', 'loggedOut'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const passwordResetStatuses = ['idle', 'fetching', 'valid_hash', 'invalid_hash', 'reset_success'] as const;
export type PasswordResetStatus = (typeof passwordResetStatuses)[number];

/** product-rules#auth-errors: the login/registration error text that marks a failed reCAPTCHA. */
export const recaptchaMismatchMessage = 'reCAPTCHA match';

/** Cookie and header names both sides use for a session (product-rules#signed-in-state). */
export const sessionTransport = {
  tokenCookie: 'wp_token',
  sessionHashCookie: 'wp_session_hash',
  sessionHashHeader: 'x-session-hash',
  anonymousIdCookie: 'wp_aid',
  sessionIdCookie: 'wp_sid',
} as const;
