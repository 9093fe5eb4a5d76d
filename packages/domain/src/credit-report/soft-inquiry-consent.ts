/**
 * The soft-inquiry consent the prequalification form shows, apart from the form's schema
 * (`prequalification-form.ts`), so the page shows it without loading the schema library before the
 * visitor types (decision 091).
 */

/** The version of the soft-inquiry consent text the form shows; stored with every inquiry. */
export const SOFT_INQUIRY_CONSENT_VERSION = 'soft-inquiry-consent-v1';

export const softInquiryConsentText =
  'I ask Waypoint to check my eligibility with a soft credit inquiry. It does not affect my credit score, and it is not an application for credit.';

/** Said beside the form: the soft inquiry leaves the score alone. */
export const softInquiryStatement =
  'Checking your eligibility is a soft credit inquiry. It does not affect your credit score, and other lenders do not see it.';
