import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/** product-rules#site-chrome: the legal documents the footer links to, in this order. */
export const legalLinks = [
  { label: 'Privacy Policy', to: sitePaths.privacyPolicy },
  { label: 'Privacy Notice', to: sitePaths.privacyNotice },
  { label: 'Terms of Use', to: sitePaths.termsOfUse },
  { label: 'Cardholder Agreement', to: sitePaths.cardholderAgreement },
  { label: 'Rewards Terms and Conditions', to: sitePaths.rewardsTerms },
  { label: 'E-sign consent Agreement', to: sitePaths.eSignConsent },
  { label: 'Fee schedule', to: sitePaths.fees },
] as const;

/** Where the footer's links go; its words (disclosures, footnotes, copyright, social links) are content/footer/. */
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
