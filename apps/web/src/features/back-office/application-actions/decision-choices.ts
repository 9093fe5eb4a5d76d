import { creditLimitBounds } from '@waypoint/domain/credit-report/offer-terms';
import { declineReasons, declineReasonTexts, isDeclineReason } from '@waypoint/domain/decisions/decision-reasons';
import type { OpsApplication } from '../api/back-office-applications-api';
import type { CodeChoice } from './code-choice-field';

/** The decline reasons as staff tick them: the notice's wording, with the applicant's sentence below. */
export const declineChoices: readonly CodeChoice[] = declineReasons.map((code) => ({
  code,
  label: declineReasonTexts[code].notice,
  detail: `The applicant reads: “${declineReasonTexts[code].applicant}”`,
}));

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const creditLimitHint = `In US dollars, from ${dollars(creditLimitBounds.min)} to ${dollars(creditLimitBounds.max)}, in whole hundreds.`;

export const declineReasonsHint =
  'Tick at most four, the principal reason first: the adverse action notice gives them in the order ticked.';

/** The limit to start from: the latest approve recommendation's, else the policy's when it suggests approve. */
export function suggestedLimit(application: OpsApplication, { fromRecommendations }: { fromRecommendations: boolean }) {
  const recommended = fromRecommendations
    ? application.recommendations.filter((row) => row.outcome === 'approve' && row.creditLimit !== null).at(-1)
    : undefined;
  if (recommended?.creditLimit != null) return recommended.creditLimit;
  const { suggestion } = application;
  return suggestion?.outcome === 'approve' ? suggestion.creditLimit : null;
}

/** The reasons to start a decline from: the latest decline recommendation's, else the policy's decline reasons. */
export function suggestedDeclineReasons(application: OpsApplication): string[] {
  const recommended = application.recommendations.filter((row) => row.outcome === 'decline').at(-1);
  const codes = recommended
    ? recommended.reasonDetails.map((reason) => reason.code)
    : application.suggestion?.outcome === 'decline'
      ? application.suggestion.reasons
      : [];
  return codes.filter(isDeclineReason);
}
