import { disclosureDocuments, disclosureTypes } from '@waypoint/domain/disclosures/disclosure-documents';
import { sitePaths, type SitePathId } from '@waypoint/domain/site/paths/site-paths';

/**
 * The rewards terms are a legal page (product-rules#site-routes links /disclosures/rewards_terms-3,
 * and the footer lists them) but no acceptance of them is recorded, so the
 * domain's catalogue of accepted disclosures does not hold them. The "3" in
 * the path is the version the spec links to.
 */
const rewardsTerms = { version: 'v3', title: 'Rewards Terms and Conditions', path: sitePaths.rewardsTerms } as const;

/** Every legal page the site renders: the eight disclosures (product-rules#disclosures) plus the rewards terms. */
export const legalDocuments = { ...disclosureDocuments, REWARDS_TERMS: rewardsTerms } as const;

export type LegalDocumentType = keyof typeof legalDocuments;

export const legalDocumentTypes = [...disclosureTypes, 'REWARDS_TERMS'] as const satisfies readonly LegalDocumentType[];

/**
 * The site-path ids these pages occupy, so the route table can count them as
 * built. A test checks they are exactly the catalogue's paths.
 */
export const legalDocumentPathIds = [
  'cardholderAgreement',
  'creditPullAuthorization',
  'fees',
  'privacyNotice',
  'privacyPolicy',
  'eSignConsent',
  'smsTerms',
  'termsOfUse',
  'rewardsTerms',
] as const satisfies readonly SitePathId[];

/** Where each document's text lives, under content/disclosures/: the type in kebab case. */
export function legalDocumentFileName(type: LegalDocumentType): string {
  return `${type.toLowerCase().replaceAll('_', '-')}.md`;
}
