import type { FastifyRequest } from 'fastify';
import type { GraphQLResolveInfo } from 'graphql';
import type { OpsApplicationView, OpsTimelineEntry } from '../../graphql/generated/resolvers-types.js';
import { notePersonalDataRead, type StaffReader } from '../../platform/audit/personal-data-reads.js';
import { selectedPersonalParts } from '../../platform/audit/selected-parts.js';
import {
  applicantEntries,
  auditEntries,
  policyDecisionEntries,
  requestEntries,
  type TimelineEntry,
} from './application-timeline-entries.js';
import { creditLimitEntries } from './application-timeline-limit-entries.js';
import {
  cardEntries,
  changeRequestEntries,
  checkEntries,
  noticeEntries,
} from './application-timeline-other-entries.js';
import { auditEventsAbout, informationRequestsOf } from './application-timeline-repository.js';
import type { BackOfficeDeps, KeptLetter } from './back-office-deps.js';
import { applicationNotFound, opsFilePath } from './back-office-view.js';
import { opsLetterPath } from './staff-work-view.js';

/**
 * At most this many entries, the newest (decision 068): an application has a
 * few dozen, a few hundred at most over a card's life; the cap keeps one page
 * view one bounded read whatever a record holds. Each source is read with the
 * same limit, so no source can crowd the others out unread.
 */
export const timelineCap = 300;

/** The staff route of a kept decision notice (application-timeline-routes.ts). */
export const opsNoticePath = (applicationId: number, noticeId: string) =>
  `/api/v1/ops/applications/${applicationId}/notices/${noticeId}.pdf`;

export interface ApplicationTimeline {
  entries: OpsTimelineEntry[];
  truncated: boolean;
}

/** Newest first; at the same instant, a stable order by id so a page reload shows the same list. */
function newestFirst(a: TimelineEntry, b: TimelineEntry): number {
  return b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * Everything recorded about one application, newest first (decision 068),
 * built from the records the modules keep: no event store of its own.
 */
export async function applicationTimeline(deps: BackOfficeDeps, applicationId: number): Promise<ApplicationTimeline> {
  const { db, timeline: sources } = deps;
  const limit = timelineCap + 1;
  const application = await deps.applications.application(db, applicationId);
  if (!application?.submittedAt) throw applicationNotFound();
  const [steps, files, decisions, requests, audit] = [
    await sources.applicantSteps(db, applicationId, limit),
    await deps.documents.filesOf(db, applicationId),
    await deps.decisions.decisionsOf(db, applicationId),
    await informationRequestsOf(db, applicationId, limit),
    await auditEventsAbout(db, applicationId, limit),
  ];
  const checks = {
    abilityToPay: steps?.abilityToPay ?? [],
    identityQuestions: await sources.identityQuestions(db, applicationId, limit),
    bankLinks: await sources.bankLinks(db, applicationId, limit),
    workEmails: await sources.workEmails(db, applicationId, limit),
    creditInquiries: await sources.creditInquiries(db, applicationId, limit),
  };
  const notices = await sources.decisionNotices(db, applicationId, limit);
  const cards = await sources.cards(db, applicationId, limit);
  // Change requests belong to the cardholder's account: only an application that opened one has them.
  const changeRequests = cards
    ? await sources.changeRequests(db, application.userId, cards.accountOpenedAt, limit)
    : [];
  const limitRequests = cards
    ? await sources.creditLimitRequests(db, application.userId, cards.accountOpenedAt, limit)
    : [];
  const letters = new Map<string, KeptLetter[]>();
  for (const request of requests) letters.set(request.id, await deps.letters.ofRequest(db, request.id));
  const staffEmails = await deps.staffEmails(db, [
    ...requests.map((request) => request.staffId),
    ...changeRequests.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])),
    ...limitRequests.flatMap((row) => (row.decidedBy && row.decidedBy !== 'policy' ? [row.decidedBy] : [])),
  ]);

  const all = [
    ...applicantEntries(application.submittedAt, steps, files, requests, (fileId) =>
      opsFilePath(applicationId, fileId),
    ),
    ...checkEntries(checks),
    ...policyDecisionEntries(decisions),
    ...auditEntries(audit),
    ...requestEntries(requests, letters, staffEmails, (letterId) => opsLetterPath(applicationId, letterId)),
    ...noticeEntries(notices, (noticeId) => opsNoticePath(applicationId, noticeId)),
    ...cardEntries(cards),
    ...changeRequestEntries(changeRequests, staffEmails),
    ...creditLimitEntries(limitRequests, staffEmails),
  ].sort(newestFirst);
  return {
    entries: all.slice(0, timelineCap).map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      kind: entry.kind,
      title: entry.title,
      detail: entry.detail,
      actor: entry.actor,
      fileUrl: entry.fileUrl ?? null,
      fileLabel: entry.fileLabel ?? null,
    })),
    truncated: all.length > timelineCap,
  };
}

export type TimelineFields = Pick<OpsApplicationView, 'timeline' | 'timelineTruncated'>;

/**
 * The view's timeline fields, built only when the request selected one: the
 * case page asks for them in its one query (one request, one read event), an
 * action's reload does not. Entries carry file names and staff notes, so the
 * read is noted with the page's others (decision 069).
 */
export async function timelineFieldsOf(
  deps: BackOfficeDeps,
  scope: { request: FastifyRequest; info: GraphQLResolveInfo; staff: StaffReader },
  applicationId: number,
): Promise<TimelineFields> {
  const selected = selectedPersonalParts(scope.info, ['timeline', 'timelineTruncated']);
  if (selected.length === 0) return { timeline: [], timelineTruncated: false };
  const { entries, truncated } = await applicationTimeline(deps, applicationId);
  if (selected.includes('timeline') && entries.length > 0) {
    notePersonalDataRead(scope.request, scope.staff, { type: 'application', id: String(applicationId) }, ['timeline']);
  }
  return { timeline: entries, timelineTruncated: truncated };
}
