import {
  isNoticeOfIncompletenessCode,
  noticeOfIncompletenessReasons,
  outstandingRequestCodes,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import { checkStaffAction, type PolicyOutcome, type StaffAction } from '@waypoint/domain/decisions/staff-action-rules';
import type { Db } from '../../db/database.js';
import type { OpsApplicationView } from '../../graphql/generated/resolvers-types.js';
import type { BackOfficeDeps, BackOfficeFile } from './back-office-deps.js';
import { reasonDetail } from './back-office-reasons.js';
import type { StaffCaller } from './back-office-types.js';
import { latestInformationRequest, recommendationsOf, type InformationRequestRow } from './staff-work-repository.js';

const staffActions: readonly StaffAction[] = ['requestInformation', 'recommend', 'approve', 'decline'];

/** The staff route of a request's letter (back-office-routes.ts). */
export const opsLetterPath = (applicationId: number, letterId: string) =>
  `/api/v1/ops/applications/${applicationId}/letters/${letterId}.pdf`;

/** The document types uploaded after the request (replaced and removed uploads still count as received). */
export function typesUploadedSince(files: readonly BackOfficeFile[], since: Date): string[] {
  return files.filter((file) => file.createdAt >= since).map((file) => file.documentType);
}

export function outstandingCodesOf(request: InformationRequestRow, files: readonly BackOfficeFile[]): string[] {
  return outstandingRequestCodes(request.codes, typesUploadedSince(files, request.requestedAt));
}

export type StaffWork = Pick<
  OpsApplicationView,
  'recommendations' | 'informationRequest' | 'allowedActions' | 'finalActionRefusal'
>;

/**
 * The staff side of the application view (decision 032): recommendations and
 * the latest request with who made them, and which actions the caller may take
 * now, by the same rule the actions themselves apply (staff-action-rules.ts).
 */
export async function staffWorkOf(
  deps: BackOfficeDeps,
  db: Db,
  caller: StaffCaller,
  view: Pick<OpsApplicationView, 'applicationId' | 'status' | 'decisions' | 'suggestion'>,
  files: readonly BackOfficeFile[],
): Promise<StaffWork> {
  const [recommendations, request] = [
    await recommendationsOf(db, view.applicationId),
    await latestInformationRequest(db, view.applicationId),
  ];
  const emails = await deps.staffEmails(db, [
    ...recommendations.map((row) => row.staffId),
    ...(request ? [request.staffId] : []),
  ]);
  const context = {
    role: caller.role,
    staffId: caller.staffId,
    recommendedBy: recommendations.map((row) => row.staffId),
    policyOutcome: (view.suggestion?.outcome as PolicyOutcome | undefined) ?? null,
    finalDecisionMade: view.status !== 'submitted',
  };
  const verdicts = staffActions.map((action) => ({ action, verdict: checkStaffAction({ ...context, action }) }));
  const refusedFinal = verdicts.find((entry) => entry.action === 'approve' && !entry.verdict.allowed)?.verdict;
  return {
    recommendations: recommendations.map((row) => ({
      id: row.id,
      outcome: row.outcome,
      creditLimit: row.creditLimit,
      reasonDetails: row.reasons.map(reasonDetail),
      note: row.note,
      staffEmail: emails.get(row.staffId) ?? row.staffId,
      createdAt: row.createdAt.toISOString(),
    })),
    informationRequest: request
      ? {
          id: request.id,
          items: request.codes.map((code) => ({
            code,
            text: isNoticeOfIncompletenessCode(code) ? noticeOfIncompletenessReasons[code] : code,
          })),
          note: request.note,
          staffEmail: emails.get(request.staffId) ?? request.staffId,
          requestedAt: request.requestedAt.toISOString(),
          deadline: request.deadline,
          outstandingCodes: outstandingCodesOf(request, files),
          remindersSent: request.remindersSent,
          closedIncompleteAt: request.closedIncompleteAt?.toISOString() ?? null,
          letters: (await deps.letters.ofRequest(db, request.id)).map((letter) => ({
            id: letter.id,
            kind: letter.kind,
            sentAt: letter.sentAt.toISOString(),
            downloadUrl: opsLetterPath(view.applicationId, letter.id),
          })),
        }
      : null,
    allowedActions:
      view.status === 'submitted' ? verdicts.filter((entry) => entry.verdict.allowed).map((entry) => entry.action) : [],
    finalActionRefusal: refusedFinal && !refusedFinal.allowed ? refusedFinal.refusal : null,
  };
}
