import {
  defaultDisclosureVersion,
  disclosureDocuments,
  reviewDisclosureTypes,
  type DisclosureType,
} from './disclosure-documents.js';

/** One disclosure accepted on a review step: what the acceptance record keeps (product-rules#application-operations, product-rules#review-disclosures). */
export interface ReviewDisclosure {
  type: DisclosureType;
  version: string;
  /** Site path of the document's page (the spec's shareURL, relative to the site). */
  path: string;
}

/**
 * product-rules#review-disclosures: the four documents whose acceptance is saved with the application
 * at review, each at its current version. A version missing from a record
 * read back is taken as v1 (product-rules#review-disclosures), see disclosureVersionOrDefault.
 */
export function reviewDisclosures(): ReviewDisclosure[] {
  return reviewDisclosureTypes.map((type) => ({
    type,
    version: disclosureDocuments[type].version,
    path: disclosureDocuments[type].path,
  }));
}

/**
 * What a review save records as accepted: the four review documents, and the
 * SMS terms (product-rules#disclosures) when the applicant agreed to text messages on
 * Identification. Recorded the same way, with version, URL, time and IP.
 */
export function acceptedDisclosures(draft: { smsConsent?: boolean | null }): ReviewDisclosure[] {
  const accepted = reviewDisclosures();
  if (draft.smsConsent !== true) return accepted;
  const sms = disclosureDocuments.SMS;
  return [...accepted, { type: 'SMS', version: sms.version, path: sms.path }];
}

/** product-rules#review-disclosures: a disclosure with no recorded version is v1. */
export function disclosureVersionOrDefault(version: string | null | undefined): string {
  return version && version.trim() !== '' ? version : defaultDisclosureVersion;
}

/** product-rules#disclosures PRIVACY_POLICY_DOC_URL: the privacy policy shown on review. */
export const privacyPolicyDocPath = disclosureDocuments.PRIVACY_POLICY.path;
