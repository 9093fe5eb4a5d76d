/**
 * The credit report as the product uses it (decision 026): what a bureau
 * answers to a soft inquiry (prequalification) or a hard inquiry (after
 * submit, with the Credit Report Authorization). Thin and no-file applicants
 * are this card's audience, so "no file" is an answer, not an error.
 */

/** Who holds the file: an adverse action notice names them (FCRA 615(a)). */
export interface BureauContact {
  name: string;
  /** One line: street, city, state and ZIP. */
  address: string;
  phone: string;
  website: string;
}

export interface CreditScore {
  value: number;
  /** The scoring model, e.g. "FICO Score 8" or "VantageScore 4.0". */
  model: string;
  /** The model's range, for the credit-score disclosure of an adverse action notice. */
  rangeLow: number;
  rangeHigh: number;
  /**
   * The key factors that hurt the score, in the bureau's words, principal
   * first: four, and a fifth when the number of inquiries is one (FCRA
   * 609(f)(1)(C)); `disclosedKeyFactors` picks what a disclosure names.
   */
  keyFactors: string[];
  /** ISO date the score was created. */
  scoredOn: string;
}

export interface CreditFileSummary {
  /** Null for a file too thin to score. */
  score: CreditScore | null;
  tradelines: number;
  /** Accounts 30 or more days past due in the last 24 months. */
  delinquencies: number;
  publicRecords: number;
  inquiriesLast6Months: number;
  /** An initial or extended fraud alert (FCRA 605A): identity must be confirmed before credit is opened. */
  fraudAlert: boolean;
}

/**
 * One inquiry's answer. `unavailable` is a bureau that did not answer in
 * time or failed; a provider adapter turns its timeouts and outages into it
 * only at the edge that retries (see the credit-report module).
 */
export type BureauAnswer =
  | { outcome: 'fileFound'; bureau: BureauContact; file: CreditFileSummary }
  | { outcome: 'noFile'; bureau: BureauContact }
  | { outcome: 'frozen'; bureau: BureauContact }
  | { outcome: 'unavailable' };

export type BureauOutcome = BureauAnswer['outcome'];

/** Whom an inquiry is about. The soft inquiry has the last four of the SSN at most; the hard one the full SSN where there is one. */
export interface CreditSubject {
  firstName: string;
  lastName: string;
  /** ISO yyyy-mm-dd. */
  dob: string;
  /** A US address; null for an applicant who has none yet (no bureau can hold a file for them). */
  address: { street: string; city: string; state: string; zip: string } | null;
  /** Nine digits, hard inquiry only. */
  ssn: string | null;
  /** Four digits, soft inquiry only. */
  ssnLastFour: string | null;
}

export const inquiryKinds = ['soft', 'hard'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/**
 * The state of the hard inquiry of a submitted application, as the applicant
 * and staff see it: `pending` (queued or the bureau is being retried),
 * `completed` (a file was found and kept), `noFile`, `frozen` (the applicant
 * must lift a security freeze, then retry), `unavailable` (every retry
 * failed; the applicant may retry), `notAuthorized` (no Credit Report
 * Authorization on record: nothing was pulled).
 */
export const hardInquiryStatuses = [
  'pending',
  'completed',
  'noFile',
  'frozen',
  'unavailable',
  'notAuthorized',
] as const;
export type HardInquiryStatus = (typeof hardInquiryStatuses)[number];

/** Statuses after which the applicant may ask for the inquiry again. */
export const retryableHardInquiryStatuses: readonly HardInquiryStatus[] = ['frozen', 'unavailable'];
