/**
 * Where a submitted application stands, as the applicant sees it on
 * `/account` and the Completed screen (decision 032). Staff words stay in the
 * back office: the applicant never sees a policy suggestion or a
 * recommendation, only that someone is reviewing.
 */
export const applicantStages = [
  'submitted',
  'inReview',
  'informationRequested',
  'approved',
  'declined',
  'closedIncomplete',
] as const;
export type ApplicantStage = (typeof applicantStages)[number];

export interface ApplicantStageFacts {
  /** The application's status (application-status.ts). */
  status: string;
  /** An information request is open and not yet answered with an upload for each item. */
  informationOutstanding: boolean;
  /** The policy or a person has looked at it: a stored decision, a recommendation or a request. */
  reviewStarted: boolean;
}

/** Null for an application that was never submitted or was canceled: it has no review stage. */
export function applicantStageOf(facts: ApplicantStageFacts): ApplicantStage | null {
  if (facts.status === 'approved' || facts.status === 'declined' || facts.status === 'closedIncomplete')
    return facts.status;
  if (facts.status !== 'submitted') return null;
  if (facts.informationOutstanding) return 'informationRequested';
  return facts.reviewStarted ? 'inReview' : 'submitted';
}
