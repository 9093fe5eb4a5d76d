import { ApiError, NetworkError } from '../../lib/api-errors';

export const inviteFailureTexts = {
  connection: 'We could not reach Waypoint. Check your internet connection, then try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** product-rules#auth-errors "status error": said above the form as it is, so a limit or an outage never reads as a typo. */
export function inviteFailureText(error: unknown): string {
  if (error instanceof NetworkError) return inviteFailureTexts.connection;
  if (!(error instanceof ApiError) || error.status >= 500) return inviteFailureTexts.server;
  return error.message;
}

/** Sign-up with the code attached: the register form reads ?code= into its promo code. */
export function signUpWithCode(signUpPath: string, code: string): string {
  return `${signUpPath}?code=${encodeURIComponent(code)}`;
}
