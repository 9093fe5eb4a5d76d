/**
 * The identity risk score ("sentilink checkScore", product-rules#risk-score) behind an
 * interface (architecture "providers"): a vendor scores whether the identity
 * an applicant gives is real and theirs. The sandbox applies documented rules
 * (docs/sandbox.md "Identity risk score"); a vendor adapter implements the same.
 */
export interface RiskScoreInput {
  applicationId: number;
  /** ISO instant the application was started. */
  createdAt: string | null;
  firstName: string | null;
  lastName: string | null;
  /** ISO yyyy-mm-dd. */
  dob: string | null;
  /** ###-##-#### or 9 digits. */
  ssn: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
}

export interface RiskScoreResult {
  approved: boolean;
  /**
   * The provider asks for a person to act before anything else is collected
   * (product-rules#identity-actions-flagged): a not-approved identity that
   * may be someone else's. Always false when approved.
   */
  actionsFlagged: boolean;
  /** Why it was not approved, in the provider's words; empty when approved. Never holds the input values. */
  reasons: string[];
}

export interface RiskScoreProvider {
  /** Rejects when the provider cannot answer; `signal` aborts a call that has run out of time. */
  check(input: RiskScoreInput, options?: { signal?: AbortSignal }): Promise<RiskScoreResult>;
}
