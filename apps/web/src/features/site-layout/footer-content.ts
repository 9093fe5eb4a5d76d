import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/site-paths';

/** Spec §1: the product statements every page's footer carries. */
export const footerStatements = [
  `The ${PRODUCT.cardName} is issued by ${PRODUCT.issuingBank}, Member FDIC, pursuant to a license from ${PRODUCT.cardNetwork} U.S.A. Inc.`,
  'Applicants with limited or no US credit history are considered. If you recently arrived on a work visa, we assess your application on your income and employment history instead of a credit history.',
  'A Social Security number (SSN) is required for most applicants. New arrivals on a work visa do not need to provide one when they apply, but must provide it within 60 days of activating the card.',
  'The card can only be activated from within the United States.',
  'Fees apply; see the fee schedule for details.',
  'Cash back rises by 1% for 12 months for each referred applicant who activates their card, up to 6% in total, which takes 5 referrals within the same 12 months.',
  'Cash back can be redeemed after three on-time payments.',
  'Purchases that earn cash back are capped per billing cycle at your credit limit.',
] as const;

/** Spec §2: the legal documents the footer links to, in this order. */
export const legalLinks = [
  { label: 'Privacy Policy', to: sitePaths.privacyPolicy },
  { label: 'Privacy Notice', to: sitePaths.privacyNotice },
  { label: 'Terms of Use', to: sitePaths.termsOfUse },
  { label: 'Cardholder Agreement', to: sitePaths.cardholderAgreement },
  { label: 'Rewards Terms and Conditions', to: sitePaths.rewardsTerms },
  { label: 'E-sign consent Agreement', to: sitePaths.eSignConsent },
  { label: 'Fee schedule', to: sitePaths.fees },
] as const;

/** Spec §1: four social networks. */
export const socialLinks = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/waypointcard' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/waypointcard' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/waypointcard' },
  { network: 'linkedIn', label: 'LinkedIn', href: 'https://www.linkedin.com/company/waypointcard' },
] as const;

export const footerColumns = [
  {
    heading: 'The card',
    links: [
      { label: 'Rewards', to: sitePaths.rewards },
      { label: 'Benefits', to: sitePaths.benefits },
      { label: 'Self-employed', to: sitePaths.selfEmployed },
      { label: 'Card-fit quiz', to: sitePaths.quiz },
      { label: 'FAQ', to: sitePaths.faq },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Knowledge Center', to: sitePaths.knowledgeCenter },
      { label: 'Financial Education', to: sitePaths.financialEducation },
      { label: 'Blog', to: sitePaths.blog },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About us', to: sitePaths.about },
      { label: 'Careers', to: sitePaths.careers },
      { label: 'Media room', to: sitePaths.mediaRoom },
      { label: 'Partners', to: sitePaths.partner },
      { label: 'Contact us', to: sitePaths.contact },
    ],
  },
] as const;
