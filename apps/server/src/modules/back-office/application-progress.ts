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
 * information with what was already received, and when a new application
 * may start. No staff name, note or policy suggestion reaches the applicant.
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
  const open = application.status === 'submitted';
  const allowedAt = application.status === 'declined' ? nextApplicationAllowedAt(application, deps.now()) : null;
  return {
    applicationId: application.id,
    stage,
    submittedAt: application.submittedAt.toISOString(),
    informationRequest:
      open && request
        ? {
            deadline: request.deadline,
            requestedAt: request.requestedAt.toISOString(),
            items: request.codes.filter(isNoticeOfIncompletenessCode).map((code) => ({
              code,
              reason: noticeOfIncompletenessReasons[code],
              uploadTypes: [...noticeOfIncompletenessUploadTypes[code]],
              received: !outstanding.includes(code),
            })),
          }
        : null,
    canApplyAgainFrom: allowedAt?.toISOString() ?? null,
  };
}
