import type { z } from 'zod';
import type { registerFormSchema } from '@waypoint/domain/auth/account-fields';
import type { RegisterVariables } from '../api/register';

export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** Partner and invite links carry a promo code as ?promo= or ?code=. */
export function promoCodeFrom(search: URLSearchParams): string {
  return (search.get('promo') ?? search.get('code') ?? '').trim();
}

export interface RegisterContext {
  recaptchaToken: string;
  anonymousID: string | undefined;
  sessionID: string | undefined;
  /** The E-SIGN document version shown, as GET /user/register/disclosures lists it (register-disclosures.ts). */
  eSignVersion: string;
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The register mutation's arguments from the checked form and what the browser knows. */
export function registerVariables(form: RegisterFormValues, context: RegisterContext): RegisterVariables {
  return {
    firstName: form.firstName,
    middleName: orNull(form.middleName),
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    // The person typed this password; the flag exists for accounts created on someone's behalf.
    userSetPassword: true,
    promoCode: orNull(form.promoCode),
    recaptchaToken: context.recaptchaToken,
    // The consent is to this version of the document; the server records it with the time.
    REGISTER_ESIGN_DOC_VER: context.eSignVersion,
    anonymousID: orNull(context.anonymousID),
    sessionID: orNull(context.sessionID),
  };
}
