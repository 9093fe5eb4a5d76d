/**
 * The notification catalogue of product-rules#notification-catalogue. Texts are part of the product
 * contract: do not reword them here.
 */
export const notificationCatalogue = {
  invalid_login: { tone: 'error', text: 'Incorrect user name or password' },
  invalid_signup: { tone: 'error', text: 'Email already used' },
  block_vpn: { tone: 'error', text: 'VPN detected. Please turn off these services and try again.' },
  verify_email: {
    tone: 'info',
    text: 'An activation email has been sent to the provided address; email verification is required before the application can be processed, and can be done any time during the application.',
  },
  email_verified: { tone: 'success', text: 'Great, you’ve verified your email! Resume your application.' },
  email_verified_final_step: { tone: 'success', text: 'Great, you’ve verified your email!' },
  session_expired: { tone: 'error', text: 'Your session has expired' },
  save_application_error: {
    tone: 'error',
    text: 'Something went wrong while trying to save your application. Try to refresh the page.',
  },
  partner_referral_form_success: { tone: 'success', text: 'Referral form was sent successfully' },
  partner_email_success: { tone: 'success', text: 'Email was sent successfully' },
  work_email_verified: { tone: 'success', text: 'Your work email has been verified.' },
  error_on_initial_application_save: {
    tone: 'error',
    text: 'Something went wrong while trying to create your application.',
  },
  promo_code_activated: { tone: 'success', text: 'Your promo code is activated!' },
} as const satisfies Record<string, { tone: NotificationTone; text: string }>;

export type NotificationTone = 'error' | 'success' | 'info';
export type NotificationKey = keyof typeof notificationCatalogue;

export function isNotificationKey(value: unknown): value is NotificationKey {
  return typeof value === 'string' && Object.hasOwn(notificationCatalogue, value);
}
