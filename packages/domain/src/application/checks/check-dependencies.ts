import type { DocumentType } from '../documents/document-types.js';
import type { Draft, DraftFieldName, DraftPatch } from '../draft/draft-fields.js';
import type { ApplicationCheck } from './application-checks.js';

/**
 * What each verified fact rests on (product-rules#check-dependencies,
 * decision 053). A check's result is evidence about the answers it was run
 * on: a bank link confirms the income stated then, a work e-mail link the
 * employer named then, the identity questions the identity given then. When
 * one of those answers changes, the evidence no longer speaks for the
 * application and the fact is stale until it is established again.
 *
 * The table is written once here: the server marks facts stale on every save
 * that changes an answer they rest on, the required-checks report counts only
 * evidence newer than the staleness, and review, the wizard and the back
 * office read the same marks. check-dependencies.test.ts has a row per
 * dependency.
 */

export const verifiedFacts = [
  'identityScore',
  'identityQuestions',
  'identityDocuments',
  'residenceDocuments',
  'bankLink',
  'proofOfIncome',
  'proofOfResidence',
  'employerByBank',
  'workEmailLink',
  'workplaceAddress',
  'affordability',
] as const;
export type VerifiedFact = (typeof verifiedFacts)[number];

const homeAddress = ['street', 'street2', 'city', 'state', 'zip'] as const satisfies readonly DraftFieldName[];

export interface FactDependency {
  /** The answers the fact was established on; a change to any of them makes it stale. */
  answers: readonly DraftFieldName[];
  /** The application checks this fact is evidence for. */
  checks: readonly ApplicationCheck[];
  /** Server-recorded draft results that stand for the fact; reset when it goes stale. */
  draftResults: DraftPatch;
  /** Uploads that are evidence for the fact; only those newer than the staleness count. */
  documents: readonly DocumentType[];
  /** In words, for the applicant and staff: what must be done again. */
  redo: string;
}

/**
 * The dependency table. The applicant's name is not an answer of the
 * application (it is the account's, and not editable there), so no row
 * rests on it. The credit report is pulled at submission from the answers
 * submitted, so it cannot go stale before a decision and has no row.
 */
export const factDependencies: Readonly<Record<VerifiedFact, FactDependency>> = {
  identityScore: {
    answers: ['dob', 'ssn', ...homeAddress],
    checks: ['identityScore'],
    draftResults: { sentilinkApproval: null, identityActionsFlagged: null },
    documents: [],
    redo: 'the automatic identity check runs again on your new details',
  },
  identityQuestions: {
    answers: ['dob', 'ssn', ...homeAddress],
    checks: ['identityConfirmation'],
    draftResults: {},
    documents: [],
    redo: 'answer the identity questions again, or upload an ID document',
  },
  identityDocuments: {
    answers: ['dob', 'identificationNo'],
    checks: ['identityConfirmation', 'documents'],
    draftResults: {},
    documents: ['passport', 'idCard', 'driversLicense', 'greenCard'],
    redo: 'upload an ID document that shows your new details',
  },
  residenceDocuments: {
    answers: ['residenceStatusUS', 'residenceStatusUSOther', 'permanentResident'],
    checks: ['documents'],
    draftResults: {},
    documents: ['visa', 'supportingDocument', 'greenCard'],
    redo: 'upload the document for your new residence status',
  },
  bankLink: {
    answers: ['income', 'employmentStatus'],
    checks: ['incomeValidation'],
    draftResults: { plaidConnectionStatus: false },
    documents: [],
    redo: 'link your bank again, or upload a proof of income, for your new income',
  },
  proofOfIncome: {
    answers: ['income', 'employmentStatus', 'employerName'],
    checks: ['incomeValidation', 'documents'],
    draftResults: {},
    documents: ['proofOfIncome'],
    redo: 'upload a proof of income for your new income or employer',
  },
  proofOfResidence: {
    answers: [...homeAddress],
    checks: ['documents'],
    draftResults: {},
    documents: ['proofOfResidence'],
    redo: 'upload a proof of residence for your new address',
  },
  employerByBank: {
    answers: ['employerName', 'employmentStatus'],
    checks: ['employerVerification'],
    draftResults: { employerVerifiedByPlaid: null },
    documents: [],
    redo: 'confirm your new employer',
  },
  workEmailLink: {
    answers: ['employerName', 'employerWebsite', 'workEmail', 'employmentStatus'],
    checks: ['employerVerification'],
    draftResults: { employerVerified: false, workEmailVerificationFlag: false },
    documents: [],
    redo: 'confirm your new employer by work e-mail or workplace address',
  },
  workplaceAddress: {
    // The workplace address given was the old employer's; a new e-mail address alone keeps it.
    answers: ['employerName', 'employerWebsite', 'employmentStatus'],
    checks: ['employerVerification'],
    draftResults: { employerVerificationMethod: null },
    documents: [],
    redo: 'confirm your new employer by work e-mail or workplace address',
  },
  affordability: {
    answers: ['income', 'accommodationCost', 'financialCommitments', 'residenceType'],
    checks: ['affordability'],
    draftResults: { ATPApproval: null },
    documents: [],
    redo: 'the affordability check runs again on your new amounts',
  },
};

// The answers in words live apart, so the wizard's notice of checks to redo carries the words alone
// (the wizard's frame, bench/web-bundle-size.ts), not this table.
export { answerInWords, dependencyAnswerWords } from './check-dependency-words.js';

/** One fact made stale by a save: which answers changed. */
export interface StaleFact {
  fact: VerifiedFact;
  answers: DraftFieldName[];
}

/** Text without case or surrounding space, as the checks read it; no answer, null or '' as one. */
function normalAnswer(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/** Text and numbers compare as stored; text without case or surrounding space, as the checks read it. */
function sameAnswer(before: unknown, after: unknown): boolean {
  return before === after || normalAnswer(before) === normalAnswer(after);
}

// Every answer some fact rests on, each once: a save compares these and no others (it runs on every save).
const dependencyAnswers: readonly DraftFieldName[] = [
  ...new Set(verifiedFacts.flatMap((fact) => factDependencies[fact].answers)),
];

/** The facts whose answers differ between two drafts, with the answers that changed. */
export function factsMadeStale(previous: Readonly<Draft>, next: Readonly<Draft>): StaleFact[] {
  const changed = new Set<DraftFieldName>();
  for (const answer of dependencyAnswers) {
    if (!sameAnswer(previous[answer], next[answer])) changed.add(answer);
  }
  if (changed.size === 0) return [];
  return verifiedFacts.flatMap((fact) => {
    const answers = factDependencies[fact].answers.filter((answer) => changed.has(answer));
    return answers.length > 0 ? [{ fact, answers }] : [];
  });
}

/**
 * The draft results to reset for facts gone stale. The affordability result
 * is not reset here: the server recomputes it from the new amounts
 * (required-checks.ts compares it with the rule's answer), and clearing it
 * would make a client that has not called the check yet look unchecked.
 */
export function staleDraftResets(stale: readonly StaleFact[]): DraftPatch {
  return Object.assign(
    {},
    ...stale.filter(({ fact }) => fact !== 'affordability').map(({ fact }) => factDependencies[fact].draftResults),
  ) as DraftPatch;
}

/** Since when each fact is stale, as the server recorded it. */
export type StaleSince = Partial<Record<VerifiedFact, Date>>;

/** Evidence established at `at` counts for a fact unless an answer it rests on changed later. */
export function evidenceIsCurrent(fact: VerifiedFact, at: Date | null | undefined, stale: StaleSince): boolean {
  if (!at) return false;
  const since = stale[fact];
  return !since || at.getTime() > since.getTime();
}

/** The stale facts that bear on a check. */
export function staleFactsOf(check: ApplicationCheck, stale: StaleSince): VerifiedFact[] {
  return verifiedFacts.filter((fact) => stale[fact] && factDependencies[fact].checks.includes(check));
}
