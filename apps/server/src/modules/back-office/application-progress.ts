import { nextApplicationAllowedAt } from '@waypoint/domain/application/application-status';
import { applicantStageOf } from '@waypoint/domain/decisions/applicant-stage';
import {
  isNoticeOfIncompletenessCode,
  noticeOfIncompletenessReasons,
  noticeOfIncompletenessUploadTypes,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import type { MyApplicationProgress } from '../../graphql/generated/resolvers-types.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { latestInformationRequest, recommendationsOf } from './staff-work-repository.js';
import { outstandingCodesOf } from './staff-work-view.js';

/**
 * myApplicationProgress (decision 032): the stage of the applicant's latest
 * submitted application in the applicant's words, the open request for
 * information with what was already received and its letters (or the one
 * whose deadline closed the application), and when a new application may start. No staff name, note or policy suggestion reaches the applicant.
 */
export async function applicationProgressOf(
  deps: BackOfficeDeps,
  userId: string,
): Promise<MyApplicationProgress | null> {
  const { db } = deps;
  const application = await deps.applications.latestOf(db, userId);
  if (!application?.submittedAt || application.status === 'canceled') return null;
  const [request, files, decisions, recommendations] = [
    await latestInformationRequest(db, application.id),
    await deps.documents.filesOf(db, application.id),
    await deps.decisions.decisionsOf(db, application.id),
    await recommendationsOf(db, application.id),
  ];
  const outstanding = request ? outstandingCodesOf(request, files) : [];
  const stage = applicantStageOf({
    status: application.status,
    informationOutstanding: outstanding.length > 0,
    reviewStarted: decisions.length > 0 || recommendations.length > 0 || request !== undefined,
  });
  if (!stage) return null;
  // A request shows while it can be answered, and after its deadline closed the application (product-rules#reg-b-clocks).
  const showRequest = application.status === 'submitted' || application.status === 'closedIncomplete';
  const closedForGood = application.status === 'declined' || application.status === 'closedIncomplete';
  const allowedAt = closedForGood ? nextApplicationAllowedAt(application, deps.now()) : null;
  const letters = request && showRequest ? await deps.letters.ofRequest(db, request.id) : [];
  const letterUrl = (kind: string) => {
    const letter = letters.find((row) => row.kind === kind);
    return letter ? `/api/v1/notices/${letter.id}.pdf` : null;
  };
  return {
    applicationId: application.id,
    stage,
    submittedAt: application.submittedAt.toISOString(),
    informationRequest:
      showRequest && request
        ? {
            deadline: request.deadline,
            requestedAt: request.requestedAt.toISOString(),
            items: request.codes.filter(isNoticeOfIncompletenessCode).map((code) => ({
              code,
              reason: noticeOfIncompletenessReasons[code],
              uploadTypes: [...noticeOfIncompletenessUploadTypes[code]],
              received: !outstanding.includes(code),
            })),
            noticeUrl: letterUrl('informationRequest'),
            closingNoticeUrl: letterUrl('closedIncomplete'),
          }
        : null,
    canApplyAgainFrom: allowedAt?.toISOString() ?? null,
  };
}
