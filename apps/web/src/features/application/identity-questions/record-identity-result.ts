import type { IdentitySummary } from './api/get-identity-summary';

/**
 * product-rules#analytics: the identity summary's result "is then sent to analytics". Only
 * the result word travels, as the event's label; the path names the step so
 * flow_type reads YP. Never log the summary: it belongs to the applicant.
 */
export function recordIdentityResult(summary: IdentitySummary): void {
  import('../../../lib/analytics/analytics-client').then(
    ({ trackEvent }) =>
      trackEvent('identity_check_result', summary.result ?? 'none', '/application/YP_Identity_Verification'),
    // Analytics never stands in the applicant's way.
    () => undefined,
  );
}
