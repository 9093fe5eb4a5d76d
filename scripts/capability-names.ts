/**
 * The one list of capability names (docs/decisions/064-capability-names.md, after 025). A folder
 * directly under packages/domain/src, apps/server/src/modules or apps/web/src/features is named
 * here, with the sides that have it; scripts/capability-names.test.ts fails on any other name.
 * A new capability, or a new side of one, starts with a line here.
 */

export type Side = 'domain' | 'server' | 'web';

/** Where each side keeps its capability folders. */
export const sideFolders: Record<Side, string> = {
  domain: 'packages/domain/src',
  server: 'apps/server/src/modules',
  web: 'apps/web/src/features',
};

export interface NamedFolder {
  /** What the capability is, in one line. */
  meaning: string;
  /** The sides that have a folder of this name; a side without one may hold it inside another (see meaning). */
  sides: readonly Side[];
}

export const capabilities = {
  account: { meaning: 'the signed-in account area: the application summary, profile, cancelling', sides: ['web'] },
  'account-security': {
    meaning: 'step-up, verified phone, e-mail change, passkeys, sessions; web screens in features/account/security',
    sides: ['domain', 'server'],
  },
  analytics: { meaning: 'page and step analytics: the collector batch and its forwarder', sides: ['domain', 'server'] },
  application: {
    meaning: 'the application wizard: steps, draft, saving, submission; its screens hold the sub-capabilities below',
    sides: ['domain', 'server', 'web'],
  },
  'audit-log': { meaning: 'who did what to an application, kept for staff and examiners', sides: ['server'] },
  auth: {
    meaning: 'applicant sign-up, sign-in, sessions, confirmation, password reset',
    sides: ['domain', 'server', 'web'],
  },
  'back-office': {
    meaning: 'staff work on applications: queue, application view, staff actions, change requests (web route /ops)',
    sides: ['server', 'web'],
  },
  'bank-linking': {
    meaning: 'linking a bank account (Plaid); web screens in features/application/bank-linking',
    sides: ['domain', 'server'],
  },
  blog: { meaning: 'the blog pages and their e-mail subscriptions', sides: ['server', 'web'] },
  cards: {
    meaning: 'the issued card: issuing, activation, lock, account activity; the SSN follow-up panel on the web',
    sides: ['domain', 'server', 'web'],
  },
  'card-account': {
    meaning:
      "the cardholder's money: payment timing, amounts, statements' rules; web statements, Pay, payments, autopay",
    sides: ['domain', 'web'],
  },
  'card-payments': {
    meaning:
      'paying the card: linked bank accounts, payments, autopay and the card notices; web in features/card-account',
    sides: ['server'],
  },
  careers: { meaning: 'the careers and job position pages', sides: ['web'] },
  'change-requests': {
    meaning: "an applicant's requests to change a submitted answer, and staff's answer",
    sides: ['domain', 'server', 'web'],
  },
  contact: { meaning: 'the contact form and its mail', sides: ['server', 'web'] },
  'credit-line-increases': {
    meaning: "a cardholder's request for a higher limit, the policy's and staff's answer; web in features/cards",
    sides: ['server'],
  },
  'credit-report': {
    meaning: 'the credit bureau: prequalification (soft pull) and the credit check (hard pull)',
    sides: ['domain', 'server', 'web'],
  },
  crm: { meaning: 'leads handed to the CRM from the site forms', sides: ['server'] },
  'decision-notices': {
    meaning: 'the letters a decision sends (adverse action, incompleteness); shown in web decisions',
    sides: ['server'],
  },
  decisions: {
    meaning: 'the credit decision: policy, inputs, the decision job; on the web the decision and progress panels',
    sides: ['domain', 'server', 'web'],
  },
  disclosures: { meaning: 'the legal documents and the disclosures the applicant accepts', sides: ['domain', 'web'] },
  documents: {
    meaning: 'uploaded documents and their checks; web screens in features/application/documents',
    sides: ['server'],
  },
  'employer-verification': {
    meaning: 'employer lookup and the work e-mail link; web screens in features/application/employer-verification',
    sides: ['domain', 'server'],
  },
  faq: { meaning: 'the FAQ pages', sides: ['web'] },
  flags: { meaning: 'feature flags (OpenFeature)', sides: ['domain', 'server'] },
  'help-desk': {
    meaning: 'the answers widget and the signed token that carries a signed-in person to the help desk',
    sides: ['server', 'web'],
  },
  'identity-questions': {
    meaning: 'the knowledge-based identity questions; web screens in features/application/identity-questions',
    sides: ['server'],
  },
  'identity-score': { meaning: 'the identity risk score', sides: ['server'] },
  'ip-insights': { meaning: 'what an IP address tells: VPN and hosting ranges, ASN', sides: ['server'] },
  'knowledge-center': { meaning: 'the knowledge center articles', sides: ['web'] },
  monitoring: { meaning: "the browser's log batches and the server's log intake", sides: ['domain', 'server'] },
  partners: { meaning: 'partner programmes, partner invites and referrals from partners', sides: ['server', 'web'] },
  'paper-documents': {
    meaning:
      'e-sign consent withdrawal, paper copies, and which channel a required notice takes; web in features/account',
    sides: ['domain', 'server'],
  },
  quiz: { meaning: 'the card-finder quiz on the site', sides: ['web'] },
  referrals: { meaning: 'invite codes, the invite pages, invite-friends', sides: ['domain', 'server', 'web'] },
  rewards: {
    meaning: 'cash back: rates, the calculator, the rewards ledger and statement credits',
    sides: ['domain', 'server', 'web'],
  },
  'ssn-follow-up': {
    meaning: 'asking an applicant admitted without an SSN for it later; its web panel in cards',
    sides: ['server'],
  },
  staff: {
    meaning: 'staff accounts: enrolment, sign-in, two-factor, roles; its web pages are back-office pages',
    sides: ['domain', 'server'],
  },
  waitlist: {
    meaning: 'the invitation waitlist on /invite-only: double opt-in, unsubscribe, the staff list and CSV',
    sides: ['domain', 'server', 'web'],
  },
} as const satisfies Record<string, NamedFolder>;

/** Folders that sit beside the capabilities but are not one: shared helpers and the app's own plumbing. */
export const otherFolders = {
  dates: { meaning: 'calendar-date helpers every capability uses', sides: ['domain'] },
  notifications: { meaning: "the notification catalogue's texts, shared by many capabilities", sides: ['domain'] },
  site: {
    meaning: "the public site: route table and page shells; domain/site holds the site forms' rules by capability",
    sides: ['domain', 'web'],
  },
  'site-layout': { meaning: "the site's header, footer and chrome around every page", sides: ['web'] },
  health: { meaning: 'liveness and readiness routes', sides: ['server'] },
  system: { meaning: 'client settings and the schema root', sides: ['server'] },
} as const satisfies Record<string, NamedFolder>;

/**
 * Names that were in use and were retired for the name on the right (decisions 025 and 064).
 * A folder named one of these is told which name to use.
 */
export const retiredNames: Record<string, keyof typeof capabilities> = {
  accounts: 'auth',
  employers: 'employer-verification',
  'identity-check': 'identity-questions',
  invite: 'referrals',
  card: 'cards',
  decision: 'decisions',
  'credit-check': 'credit-report',
  prequalification: 'credit-report',
  help: 'help-desk',
  ops: 'back-office',
  'blog-subscriptions': 'blog',
};

/**
 * One capability spelled two ways looks alike once case, hyphens and plural endings are dropped:
 * `card`/`cards`, `help-desk`/`helpdesk`, `back-office`/`backoffice`.
 */
export function spellingKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[-_]/)
    .map((word) => word.replace(/s$/, ''))
    .join('');
}
