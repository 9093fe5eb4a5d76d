import { noticeReasonCodes } from '@waypoint/domain/decisions/adverse-action-notice';
import { declineReasonTexts } from '@waypoint/domain/decisions/decision-reasons';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import type { DecisionNoticesDeps } from './decision-notices-deps.js';
import { sentNoticesOf } from './decision-notices-repository.js';
import { incompletenessNoticesOfUser, incompletenessNoticeView } from './incompleteness-notices-repository.js';

type SentNotice = Awaited<ReturnType<typeof sentNoticesOf>>[number];

/** A sent notice as the applicant sees it: the PDF's URL only when there is one (an approval has none). */
function noticeView(notice: SentNotice) {
  return {
    id: notice.id,
    applicationId: notice.applicationId,
    kind: notice.kind ?? 'approval',
    downloadUrl: notice.hasPdf ? `/api/v1/notices/${notice.id}.pdf` : null,
    sentAt: (notice.sentAt ?? new Date(0)).toISOString(),
  };
}

/** The applicant's latest final decision, as the account page shows it: the one whose notice was sent last. */
export async function myDecision(deps: DecisionNoticesDeps, userId: string) {
  const applicationId = await deps.currentApplicationIdOf(userId);
  if (applicationId === null) return null;
  // A notice of an account action (decision 054) has no decision: it is listed in myNotices, not here.
  const notices = (await sentNoticesOf(deps.db, userId)).filter((notice) => notice.applicationId === applicationId);
  const latest = notices.find((notice) => notice.decisionId !== null);
  const decision = latest?.decisionId ? await deps.decisionOf(deps.db, latest.decisionId) : null;
  if (!latest || !decision || (decision.outcome !== 'approve' && decision.outcome !== 'decline')) return null;
  const approved = decision.outcome === 'approve';
  return {
    outcome: approved ? 'approved' : 'declined',
    creditLimit: approved ? decision.creditLimit : null,
    aprPercent: approved && decision.aprBps !== null ? decision.aprBps / 100 : null,
    reasons: approved ? [] : noticeReasonCodes(decision.reasons).map((code) => declineReasonTexts[code].applicant),
    notices: notices.filter((notice) => notice.decisionId === decision.id).map(noticeView),
  };
}

export function createDecisionNoticesResolvers(deps: DecisionNoticesDeps): Resolvers {
  return {
    Query: {
      myDecision: async (_parent, _args, context) => myDecision(deps, (await deps.requireUser(context)).userId),
      // Only the signed-in applicant's own sent notices: sentNoticesOf filters by user and status.
      myNotices: async (_parent, _args, context) => {
        const { userId } = await deps.requireUser(context);
        const decided = (await sentNoticesOf(deps.db, userId)).map(noticeView);
        // A request for information's letters (product-rules#reg-b-clocks) are kept and listed the same way.
        const requested = (await incompletenessNoticesOfUser(deps.db, userId)).map(incompletenessNoticeView);
        return [...decided, ...requested].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
      },
    },
  };
}
