/**
 * The decision policy's reason codes (decision 027, product-rules#decision-policy).
 * The codes are stored with each decision, so a code is never renamed or
 * reused for another meaning; a new rule gets a new code.
 */

/** Clear grounds to decline, principal (most significant) first: the policy lists them in this order. */
export const declineReasons = [
  'identityNotVerified',
  'incomeInsufficient',
  'excessiveObligations',
  'bankruptcyOrPublicRecord',
  'delinquentObligations',
  'creditScoreBelowMinimum',
  'tooManyRecentInquiries',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** Things a person must look at before anything is decided. */
export const referReasons = [
  'creditReportPending',
  'creditReportFrozen',
  'creditReportUnavailable',
  'creditReportNotAuthorized',
  'fraudAlertOnFile',
  'identityRiskScoreFailed',
  'identityRiskScoreMissing',
  'identityQuestionsFailed',
  'identityNotConfirmed',
  'documentMismatch',
  'documentExpired',
  'documentNotAccepted',
  'documentMissing',
  'incomeNotVerified',
  'employerNotVerified',
  'amountsInvalid',
  'ageNotConfirmed',
  'residenceStatusNeedsReview',
  'incomeUnknown',
  'lineNotAffordable',
] as const;
export type ReferReason = (typeof referReasons)[number];

/** Regulation B 1002.9(b)(2): an adverse action notice gives at most four principal reasons. */
export const maxDeclineReasons = 4;

export interface DeclineReasonTexts {
  /** The principal reason as an adverse action notice states it, worded like 12 CFR 1002 Appendix C form C-1. */
  notice: string;
  /** The same reason in plain words, for the applicant's account page and e-mail. */
  applicant: string;
}

export const declineReasonTexts: Readonly<Record<DeclineReason, DeclineReasonTexts>> = {
  identityNotVerified: {
    notice: 'Unable to verify identity',
    // Said only when a recorded identity check failed (decline-reason-support.ts), whichever it was.
    applicant: 'We could not confirm your identity: an identity check on your application did not pass.',
  },
  incomeInsufficient: {
    notice: 'Income insufficient for amount of credit requested',
    applicant: 'Too little of your income is left each month after your housing cost and other commitments.',
  },
  excessiveObligations: {
    notice: 'Excessive obligations in relation to income',
    applicant: 'Your housing cost and other monthly commitments take more than half of your income.',
  },
  bankruptcyOrPublicRecord: {
    notice: 'Bankruptcy, judgment or lien on credit bureau report',
    applicant: 'Your credit file shows a public record, such as a bankruptcy, a court judgment or a lien.',
  },
  delinquentObligations: {
    notice: 'Delinquent past or present credit obligations with others',
    applicant: 'Your credit file shows a payment 30 or more days late in the last two years.',
  },
  // Reg B 1002.9(b)(2): a score-based decline states the score's key factors as its reasons (adverse-action-notice.ts);
  // this wording stands in only when the bureau gave none (product-rules#notices).
  creditScoreBelowMinimum: {
    notice: 'Credit score obtained from the consumer reporting agency',
    applicant:
      'Your credit score from the credit bureau counted against approval; your notice gives the score and the key factors the bureau reported.',
  },
  tooManyRecentInquiries: {
    notice: 'Number of recent inquiries on credit bureau report',
    applicant: 'Your credit file shows many applications for credit in the last six months.',
  },
};

/** What the reviewer is asked to look at, in the back office. */
export const referReasonStaffTexts: Readonly<Record<ReferReason, string>> = {
  creditReportPending:
    'The credit report has not arrived yet; the policy runs again when it does. Check the inquiry if it stays pending.',
  creditReportFrozen:
    'The credit file is frozen. Ask the applicant to lift the freeze with the bureau and retry the inquiry.',
  creditReportUnavailable: 'The bureau did not answer after every retry. Retry the inquiry before deciding.',
  creditReportNotAuthorized:
    'There is no Credit Report Authorization on record, so no report was pulled. Decide without it or ask for it.',
  fraudAlertOnFile:
    'The credit file carries a fraud alert (FCRA 605A): confirm the applicant’s identity, by the phone number in the alert if given, before opening an account.',
  identityRiskScoreFailed:
    'The identity risk score did not pass. Check the identity documents and the risk reasons before deciding.',
  identityRiskScoreMissing: 'No identity risk score is on record for this young-professional application.',
  identityQuestionsFailed:
    'The applicant failed the identity questions. Compare the identity document and the answers before deciding.',
  identityNotConfirmed:
    'Identity is not confirmed: the identity questions were not passed and no identity document passed its check.',
  documentMismatch: 'A document does not match the applicant’s details. Open it and compare before deciding.',
  documentExpired: 'A required document is expired. Request a current one.',
  documentNotAccepted: 'A required document was not recognised or is not valid. Open it, or request a new one.',
  documentMissing: 'A required document has not been uploaded. Request it.',
  incomeNotVerified: 'The income is not verified: no bank link and no passing proof of income.',
  employerNotVerified: 'The employer is not verified. Check the employer or request a proof of employment.',
  amountsInvalid: 'The income or monthly amounts are not valid whole dollars, so affordability could not be checked.',
  ageNotConfirmed: 'The applicant’s age is unknown or below 18. Check the date of birth.',
  residenceStatusNeedsReview: 'The residence status is missing or outside the list. Check the status described.',
  incomeUnknown:
    'The income is unknown, so ability to pay cannot be assessed (Reg Z 1026.51(a)). Request proof of income before deciding.',
  lineNotAffordable:
    'The income does not carry the minimum payment of even the smallest line after the stated obligations (Reg Z 1026.51(a)).',
};

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && (declineReasons as readonly string[]).includes(value);
}

export function isReferReason(value: unknown): value is ReferReason {
  return typeof value === 'string' && (referReasons as readonly string[]).includes(value);
}
