import { sitePaths } from '../site/paths/site-paths.js';

/**
 * product-rules#disclosures: the eight disclosure documents and their current versions. The
 * version a person accepted is recorded with the acceptance, so a new text
 * gets a new version here and its page says so.
 */
export const disclosureDocuments = {
  CARDHOLDER: { version: 'v6', title: 'Cardholder Agreement', path: sitePaths.cardholderAgreement },
  CREDIT_PULL_AUTHORIZATION: {
    version: 'v1',
    title: 'Credit Report Authorization',
    path: sitePaths.creditPullAuthorization,
  },
  FEE_SCHEDULE: { version: 'v5', title: 'Fee schedule', path: sitePaths.fees },
  PRIVACY_NOTICE: { version: 'v2', title: 'Privacy Notice', path: sitePaths.privacyNotice },
  PRIVACY_POLICY: { version: 'v2', title: 'Privacy Policy', path: sitePaths.privacyPolicy },
  REGISTER_ESIGN: { version: 'v1', title: 'E-sign consent Agreement', path: sitePaths.eSignConsent },
  SMS: { version: 'v1', title: 'SMS Terms', path: sitePaths.smsTerms },
  TERMS_OF_USE: { version: 'v2', title: 'Terms of Use', path: sitePaths.termsOfUse },
} as const;

export type DisclosureType = keyof typeof disclosureDocuments;
export const disclosureTypes = Object.keys(disclosureDocuments) as DisclosureType[];

/** product-rules#review-disclosures: a document with no recorded version is taken as v1. */
export const defaultDisclosureVersion = 'v1';

/** product-rules#review-disclosures: the documents whose acceptance is saved with the application at review. */
export const reviewDisclosureTypes: readonly DisclosureType[] = [
  'PRIVACY_POLICY',
  'TERMS_OF_USE',
  'CREDIT_PULL_AUTHORIZATION',
  'CARDHOLDER',
];
