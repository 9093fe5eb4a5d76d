import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { isStepName, trackOf, type Track } from '@waypoint/domain/application/steps/step-names';
import type { OpsQueuePage } from '../../graphql/generated/resolvers-types.js';
import { byUrgency, regBClock } from './back-office-clock.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import type { QueueQuery } from './back-office-input.js';
import { reasonDetail } from './back-office-reasons.js';
import { clockRequestOf } from './information-request-state.js';
import { latestInformationRequests } from './staff-work-repository.js';

export function trackOfDraft(draft: Readonly<Draft>): Exclude<Track, 'entry'> | null {
  if (!isStepName(draft.stepName)) return null;
  const track = trackOf(draft.stepName);
  return track === 'entry' ? null : track;
}

export const informationRequestedOf = (draft: Readonly<Draft>) =>
  Array.isArray(draft.noiCodes) && draft.noiCodes.length > 0;

/**
 * The queue (decision 031): submitted applications not yet finally decided,
 * filtered by track and the policy's latest suggestion, a page at a time.
 * Overdue and due-soon clocks come first (product-rules#reg-b-clocks), then
 * the oldest submission. The filters and the clocks read the draft, the
 * decisions and the requests for information, so they are applied here over
 * the submitted applications rather than in one query.
 */
export async function opsQueue(deps: BackOfficeDeps, query: QueueQuery): Promise<OpsQueuePage> {
  const submitted = await deps.applications.submittedApplications(deps.db);
  const latest = await deps.decisions.latestPolicyDecisions(
    deps.db,
    submitted.map((row) => row.id),
  );
  const matching = submitted.flatMap((row) => {
    const track = trackOfDraft(row.draft);
    if (!track || (query.track && track !== query.track)) return [];
    const suggestion = latest.get(row.id) ?? null;
    if (query.outcome && (suggestion?.outcome ?? 'none') !== query.outcome) return [];
    return [{ row, track, suggestion }];
  });
  const now = deps.now();
  const requests = await latestInformationRequests(
    deps.db,
    matching.map(({ row }) => row.id),
  );
  const clocked = [];
  for (const entry of matching) {
    const request = requests.get(entry.row.id);
    // Only an application with a request needs its uploads: they tell whether the request is answered.
    const files = request ? await deps.documents.filesOf(deps.db, entry.row.id) : [];
    clocked.push({ ...entry, clock: regBClock(entry.row.submittedAt, now, clockRequestOf(request, files)) });
  }
  // A stable sort: the rest keep the oldest-submission-first order of submittedApplications.
  clocked.sort((a, b) => byUrgency(a.clock, b.clock));
  const start = (query.page - 1) * query.pageSize;
  const pageRows = clocked.slice(start, start + query.pageSize);
  const accounts = await deps.accounts(
    deps.db,
    pageRows.map(({ row }) => row.userId),
  );
  return {
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    items: pageRows.map(({ row, track, suggestion, clock }) => {
      const account = accounts.get(row.userId);
      return {
        applicationId: row.id,
        applicantName: account ? `${account.firstName} ${account.lastName}` : '',
        track,
        submittedAt: row.submittedAt.toISOString(),
        ageDays: clock.ageDays,
        regBDeadline: clock.deadline,
        daysLeft: clock.daysLeft,
        clockKind: clock.kind,
        clockState: clock.state,
        suggestion: suggestion?.outcome ?? null,
        suggestionReasons: (suggestion?.reasons ?? []).map(reasonDetail),
        informationRequested: informationRequestedOf(row.draft),
      };
    }),
  };
}
