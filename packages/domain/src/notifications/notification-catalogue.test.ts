import { describe, expect, it } from 'vitest';
import { isNotificationKey, notificationCatalogue } from './notification-catalogue.js';

describe('notification catalogue (product-rules#notification-catalogue)', () => {
  it.each([
    ['invalid_login', 'Incorrect user name or password'],
    ['invalid_signup', 'Email already used'],
    ['block_vpn', 'VPN detected. Please turn off these services and try again.'],
    [
      'verify_email',
      'An activation email has been sent to the provided address; email verification is required before the application can be processed, and can be done any time during the application.',
    ],
    ['email_verified', 'Great, you’ve verified your email! Resume your application.'],
    ['email_verified_final_step', 'Great, you’ve verified your email!'],
    ['session_expired', 'Your session has expired'],
    ['save_application_error', 'Something went wrong while trying to save your application. Try to refresh the page.'],
    ['partner_referral_form_success', 'Referral form was sent successfully'],
    ['partner_email_success', 'Email was sent successfully'],
    ['work_email_verified', 'Your work email has been verified.'],
    ['error_on_initial_application_save', 'Something went wrong while trying to create your application.'],
    ['promo_code_activated', 'Your promo code is activated!'],
  ] as const)('%s reads exactly as the spec', (key, text) => {
    expect(notificationCatalogue[key].text).toBe(text);
  });

  it('holds exactly the thirteen spec keys', () => {
    expect(Object.keys(notificationCatalogue)).toHaveLength(13);
  });

  it.each([
    ['a catalogue key', 'session_expired', true],
    ['an unknown key', 'bogus', false],
    ['an inherited property name', 'toString', false],
    ['a non-string', 42, false],
  ])('isNotificationKey: %s', (_case, value, expected) => {
    expect(isNotificationKey(value)).toBe(expected);
  });
});
