import { PRODUCT } from '../../product.js';

/**
 * Every site path of product-rules#site-routes, in one table. The web binds a screen to each
 * entry and the server answers 404 for any path not matched here, so both
 * sides agree on what exists without importing each other.
 */
export const sitePaths = {
  home: '/',
  blog: '/blog',
  /** Each post is its own page; the spec names only the index. */
  blogPost: '/blog/:slug',
  signIn: '/user/login',
  signUp: '/user/signup',
  register: '/user/register',
  forgotPassword: '/user/forgotpassword',
  resetPassword: '/user/resetpassword',
  application: '/application',
  /** Ours: the soft-inquiry eligibility check (decision 026). */
  prequalify: '/prequalify',
  /** Ours: the staff back office (decision 029); not for applicants, never indexed. */
  opsHome: '/ops',
  opsSignIn: '/ops/sign-in',
  opsEnrol: '/ops/enrol',
  /** One application in the back office: its answers, documents, checks and decisions. */
  opsApplication: '/ops/applications/:applicationId',
  /** The change requests staff review (decision 036), and one of them with its proofs and the decision. */
  opsChangeRequests: '/ops/change-requests',
  opsChangeRequest: '/ops/change-requests/:changeRequestId',
  /** The limit increase requests staff decide (decision 084); `?request=<id>` opens one with its decision. */
  opsCreditLimits: '/ops/credit-limits',
  /** The audit log for approvers and admins (decisions 028 and 070), and the lead's daily summary (decision 070). */
  opsAudit: '/ops/audit',
  opsSummary: '/ops/summary',
  /** A staff member's passkeys and sessions, and every live staff session for admins (decision 072). */
  opsSecurity: '/ops/security',
  opsStaff: '/ops/staff',
  /** The invitation waitlist's entries and the CSV of confirmed addresses, for approvers and admins (decision 087). */
  opsWaitlist: '/ops/waitlist',
  account: '/account',
  emailConfirmation: '/emailconfirmation',
  /** Ours: the link to the new address of an e-mail change, and the undo link to the old one (decision 075). */
  emailChangeConfirm: '/account/email/confirm',
  emailChangeUndo: '/account/email/undo',
  /** Ours: the applicant's passkeys and signed-in sessions (decision 076). */
  accountSecurity: '/account/security',
  /** Ours: the cardholder's account area (decision 078), each with its place in the account navigation. */
  accountCard: '/account/card',
  accountStatements: '/account/statements',
  accountStatement: '/account/statements/:statementId',
  accountPay: '/account/pay',
  accountPayments: '/account/payments',
  accountCashBack: '/account/cash-back',
  accountProfile: '/account/profile',
  accountRequests: '/account/requests',
  accountCreditLimit: '/account/credit-limit',
  accountClose: '/account/close',
  /** Ours: e-sign consent, paper copies and the letters we mailed (decision 089). */
  accountPaperDocuments: '/account/paper-documents',
  contact: '/contact-us',
  faq: '/faq',
  faqClose: '/faq/close',
  faqSection: '/faq/:section',
  about: '/about-us',
  selfEmployed: '/self-employed',
  rewards: '/rewards',
  careers: '/careers',
  jobPosition: '/careers/job-position/*',
  benefits: '/benefits',
  mediaRoom: `/${PRODUCT.slug}-media-room`,
  partner: '/partner',
  invite: '/i',
  inviteCode: '/i/:code',
  unavailable: '/unavailable',
  knowledgeCenter: '/knowledge-center',
  financialEducation: '/knowledge-center/financial-education',
  /** Each article is its own page under its category. */
  financialEducationArticle: '/knowledge-center/financial-education/:slug',
  quiz: '/quiz',
  quizCode: '/quiz/:code',
  inviteOnly: '/invite-only',
  /** Ours: where the waitlist mails' links land (decision 087); each asks the server with a POST, never on the GET alone. */
  waitlistConfirm: '/waitlist/confirm',
  waitlistUnsubscribe: '/waitlist/unsubscribe',
  /** Ours: where the blog subscription mails' links land (decision 100); as the waitlist's, a POST does the work. */
  blogSubscriptionConfirm: '/blog-subscription/confirm',
  blogSubscriptionUnsubscribe: '/blog-subscription/unsubscribe',
  /** The landing page of direct-mail and partner campaigns: the offer and a pre-approved code (decision 035). */
  enroll: '/enroll',
  fees: '/fees',
  rewardsTerms: '/disclosures/rewards_terms-3',
  privacyPolicy: '/disclosures/privacy-policy',
  privacyNotice: '/disclosures/privacy-notice',
  termsOfUse: '/disclosures/terms-of-use',
  cardholderAgreement: '/disclosures/cardholder-agreement',
  eSignConsent: '/disclosures/e-sign-consent',
  creditPullAuthorization: '/disclosures/credit-pull-authorization',
  smsTerms: '/disclosures/sms-terms',
  notFound: '/404',
  notFoundHtml: '/404.html',
} as const;

export type SitePathId = keyof typeof sitePaths;

/** product-rules#site-chrome: header and footer are hidden under this prefix and on quiz pages. */
export const applicationPathPrefix = sitePaths.application;
