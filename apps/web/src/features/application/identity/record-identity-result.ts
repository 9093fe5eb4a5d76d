import type { IdentitySummary } from '../api/get-identity-summary';

/**
 * Spec §7: the identity summary's result "is then sent to analytics". There
 * is no analytics client yet, so this records nothing; it is the single place
 * the analytics issue will wire (spec §7 "Analytics and third parties").
 * Never log the summary: it belongs to the applicant.
 */
export function recordIdentityResult(summary: IdentitySummary): void {
  void summary;
}
