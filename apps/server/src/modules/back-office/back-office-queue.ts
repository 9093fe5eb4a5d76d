import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { isStepName, trackOf } from '@waypoint/domain/application/steps/step-names';
import type { OpsQueuePage } from '../../graphql/generated/resolvers-types.js';
import { regBClock } from './back-office-clock.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import type { QueueQuery } from './back-office-input.js';
import { reasonDetail } from './back-office-reasons.js';

export function trackOfDraft(draft: Readonly<Draft>): string | null {
  if (!isStepName(draft.stepName)) return null;
  const track = trackOf(draft.stepName);
  return track === 'entry' ? null : track;
}

export const informationRequestedOf = (draft: Readonly<Draft>) =>
  Array.isArray(draft.noiCodes) && draft.noiCodes.length > 0;

/**
 * The queue (decision 031): submitted applications not yet finally decided,
 * oldest submission first, filtered by track and the policy's latest
 * suggestion, a page at a time. The filters read the track and the
 * suggestion, which live in the draft and the decisions module, so they are
 * applied here over the submitted applications rather than in one query.
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
  const start = (query.page - 1) * query.pageSize;
  const pageRows = matching.slice(start, start + query.pageSize);
  const accounts = await deps.accounts(
    deps.db,
    pageRows.map(({ row }) => row.userId),
  );
  const now = deps.now();
  return {
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    items: pageRows.map(({ row, track, suggestion }) => {
      const account = accounts.get(row.userId);
      const clock = regBClock(row.submittedAt, now);
      return {
        applicationId: row.id,
        applicantName: account ? `${account.firstName} ${account.lastName}` : '',
        track,
        submittedAt: row.submittedAt.toISOString(),
        ageDays: clock.ageDays,
        regBDeadline: clock.regBDeadline.toISOString(),
        daysLeft: clock.daysLeft,
        suggestion: suggestion?.outcome ?? null,
        suggestionReasons: (suggestion?.reasons ?? []).map(reasonDetail),
        informationRequested: informationRequestedOf(row.draft),
      };
    }),
  };
}
