/**
 * Knowledge-based identity verification (product-rules#identity-questions, product-rules#identity-check-status, product-rules#identity-operations) behind an
 * interface (architecture "providers"): a vendor asks questions only the
 * applicant should know the answers to, keeps the right options itself and
 * scores what we send back (docs/decisions/042-identity-questions-vendor.md).
 * The sandbox (docs/sandbox.md "Identity questions") builds them from the
 * applicant's own answers; the IDology adapter (idology/) asks IDology.
 */

/** product-rules#identity-questions Identity question: `answer` is the list of options offered. */
export interface IdentityQuestion {
  type: string;
  prompt: string;
  answer: string[];
}

export type QuestionsType = 'MAIN' | 'CHALLENGE';

/** What the applicant told us, the material of the questions (or a vendor's search for them). Never logged. */
export interface KbaApplicantFacts {
  street: string | null;
  city: string | null;
  zip: string | null;
  employerName: string | null;
  /** ISO yyyy-mm-dd. */
  dob: string | null;
  ssnLastFour: string | null;
  /** A vendor finds the applicant's records by name and address; the sandbox needs neither. */
  firstName?: string | null;
  lastName?: string | null;
  /** Two-letter US state of the current address. */
  state?: string | null;
}

/** An opened question transaction: the MAIN questions and the vendor's name for it. */
export interface StartedQuestions {
  /**
   * Opaque: what the provider needs to score answers later (IDology's
   * id-number). Kept with our transaction, never sent to the client.
   */
  reference: string;
  main: IdentityQuestion[];
}

/**
 * The provider's verdict on one set of answers: the MAIN set passes, fails or
 * asks the CHALLENGE set (then with its questions); the CHALLENGE set passes or fails.
 */
export type KbaScore = { result: 'passed' | 'failed' } | { result: 'challenge'; challenge: IdentityQuestion[] };

/** One set's answers, in the order of its questions. */
export interface KbaAnswers {
  questionsType: QuestionsType;
  questions: readonly IdentityQuestion[];
  answers: readonly string[];
}

export interface KbaProvider {
  /**
   * Opens a transaction with the MAIN set. Rejects when the provider cannot
   * answer; `signal` aborts a call that has run out of time. `applicantRef`
   * names the applicant across transactions (vendors take a customer
   * reference), so every set asked of one applicant can offer the same decoys.
   */
  start(
    transactionId: string,
    facts: KbaApplicantFacts,
    options?: { signal?: AbortSignal; applicantRef?: string },
  ): Promise<StartedQuestions>;
  /**
   * Scores one set's answers under the product rules (kba-rules.ts): all
   * right passes; exactly one wrong MAIN answer asks the CHALLENGE set;
   * otherwise fails. Rejects when the provider cannot answer.
   */
  score(reference: string, answered: KbaAnswers, options?: { signal?: AbortSignal }): Promise<KbaScore>;
}
