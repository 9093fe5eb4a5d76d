import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '@waypoint/domain/auth/account-fields';
import { promoCodeFrom, registerVariables } from './register-variables';

describe('promoCodeFrom', () => {
  it.each([
    ['?promo=', '?promo=SPRING25', 'SPRING25'],
    ['?code=', '?code=FRIEND1', 'FRIEND1'],
    ['promo wins over code', '?code=B&promo=A', 'A'],
    ['spaces trimmed', '?promo=%20X1%20', 'X1'],
    ['none', '?utm_source=mail', ''],
  ])('%s', (_case, search, expected) => {
    expect(promoCodeFrom(new URLSearchParams(search))).toBe(expected);
  });
});

describe('registerVariables', () => {
  const form = registerFormSchema.parse({
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'Ada@Example.com',
    password: 'correct horse battery staple',
    acceptESign: true,
  });

  it('sends the checked form, the E-SIGN document version and the reCAPTCHA token', () => {
    expect(
      registerVariables(form, {
        recaptchaToken: 'test-recaptcha-pass',
        anonymousID: 'aid-1',
        sessionID: 'sid-1',
        eSignVersion: 'v2',
      }),
    ).toEqual({
      firstName: 'Ada',
      middleName: null,
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      userSetPassword: true,
      promoCode: null,
      recaptchaToken: 'test-recaptcha-pass',
      REGISTER_ESIGN_DOC_VER: 'v2',
      anonymousID: 'aid-1',
      sessionID: 'sid-1',
    });
  });

  it('sends the middle name and promo code when given, and null ids when the cookies are absent', () => {
    const variables = registerVariables(
      { ...form, middleName: 'King', promoCode: 'SPRING25' },
      { recaptchaToken: 't', anonymousID: undefined, sessionID: undefined, eSignVersion: 'v1' },
    );
    expect(variables).toMatchObject({ middleName: 'King', promoCode: 'SPRING25', anonymousID: null, sessionID: null });
  });
});
