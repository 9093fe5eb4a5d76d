import { sitePaths } from '@waypoint/domain/site/paths/site-paths';

/** One place in the account navigation (decision 078): its label, where it goes, and the pages it stands for. */
export interface AccountSection {
  id: 'overview' | 'card' | 'statements' | 'cashBack' | 'profile' | 'paper' | 'requests';
  label: string;
  to: string;
  /** Path patterns (":param" for one segment) that light this item up besides `to` itself. */
  alsoFor: readonly string[];
  /** Shown only once a card exists: an applicant has no card, statements or cash back yet. */
  cardholderOnly: boolean;
}

export const accountSections: readonly AccountSection[] = [
  { id: 'overview', label: 'Overview', to: sitePaths.account, alsoFor: [], cardholderOnly: false },
  {
    id: 'card',
    label: 'Card',
    to: sitePaths.accountCard,
    alsoFor: [sitePaths.accountCreditLimit, sitePaths.accountClose],
    cardholderOnly: true,
  },
  {
    id: 'statements',
    label: 'Statements and payments',
    to: sitePaths.accountStatements,
    alsoFor: [sitePaths.accountStatement, sitePaths.accountPay, sitePaths.accountPayments],
    cardholderOnly: true,
  },
  { id: 'cashBack', label: 'Cash back', to: sitePaths.accountCashBack, alsoFor: [], cardholderOnly: true },
  {
    id: 'profile',
    label: 'Profile and security',
    to: sitePaths.accountProfile,
    alsoFor: [sitePaths.accountSecurity],
    cardholderOnly: false,
  },
  // E-sign consent and paper copies (decision 089): an applicant's decision letters can be mailed too.
  {
    id: 'paper',
    label: 'Paper documents',
    to: sitePaths.accountPaperDocuments,
    alsoFor: [],
    cardholderOnly: false,
  },
  { id: 'requests', label: 'Requests', to: sitePaths.accountRequests, alsoFor: [], cardholderOnly: false },
];

/** Whether `pathname` is `pattern`, where a ":name" segment matches any one segment; a trailing slash is ignored. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/** The section a page belongs to; null for a page of the account area the navigation does not name. */
export function activeAccountSection(pathname: string): AccountSection['id'] | null {
  const found = accountSections.find((section) =>
    [section.to, ...section.alsoFor].some((pattern) => matchesPattern(pattern, pathname)),
  );
  return found?.id ?? null;
}

/** The sections a member sees: everything once a card exists, else Overview, Profile and security, Requests. */
export function visibleAccountSections(hasCard: boolean): readonly AccountSection[] {
  return accountSections.filter((section) => hasCard || !section.cardholderOnly);
}
