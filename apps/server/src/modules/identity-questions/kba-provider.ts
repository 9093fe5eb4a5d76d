/**
 * Knowledge-based identity verification (product-rules#identity-questions, product-rules#identity-check-status, product-rules#identity-operations) behind an
 * interface (architecture "providers"): a vendor asks questions only the
 * applicant should know the answers to. The sandbox (docs/sandbox.md
 * "Identity questions") builds them from the applicant's own answers; a vendor
 * adapter implements the same.
 */

/** product-rules#identity-questions Identity question: `answer` is the list of options offered. */
export interface IdentityQuestion {
  type: string;
  prompt: string;
  answer: string[];
}

/** A question set as the server keeps it: the questions and, never sent to the client, the right options. */
export interface QuestionSet {
  questions: IdentityQuestion[];
  correct: string[];
}

/** What the applicant told us, the material of the questions. Never logged. */
export interface KbaApplicantFacts {
  street: string | null;
  city: string | null;
  zip: string | null;
  employerName: string | null;
  /** ISO yyyy-mm-dd. */
  dob: string | null;
  ssnLastFour: string | null;
}

export interface KbaProvider {
  /**
   * Builds the MAIN set and the CHALLENGE set asked when exactly one MAIN
   * answer is wrong. Rejects when the provider cannot answer; `signal` aborts
   * a call that has run out of time. `applicantRef` names the applicant
   * across transactions (vendors take a customer reference), so every set
   * asked of one applicant can offer the same decoys.
   */
  start(
    transactionId: string,
    facts: KbaApplicantFacts,
    options?: { signal?: AbortSignal; applicantRef?: string },
  ): Promise<{ main: QuestionSet; challenge: QuestionSet }>;
}
