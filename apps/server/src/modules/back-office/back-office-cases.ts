import { isStepName, trackOf } from '@waypoint/domain/application/steps/step-names';
import type { OpsCase, OpsCasePage } from '../../graphql/generated/resolvers-types.js';
import type { CaseQuery } from './back-office-case-input.js';
import { byUrgency, regBClock, type RegBClock } from './back-office-clock.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { positiveId } from './back-office-input.js';
import { reasonDetail } from './back-office-reasons.js';
import type { StaffCaller } from './back-office-types.js';
import { claimsOf, latestRecommendationTimes, type ApplicationClaimRow } from './case-claims-repository.js';
import { assigneeView } from './case-claims.js';
import type { CaseCandidate, CaseCandidateCriteria } from './case-search-port.js';
import { clockRequestOf } from './information-request-state.js';
import { latestInformationRequests } from './staff-work-repository.js';

/**
 * A name or e-mail search reads at most this many accounts (decision 067):
 * a one-letter search is bounded, and staff narrow it by typing more.
 */
export const caseSearchAccountLimit = 200;

const dayMs = 24 * 60 * 60 * 1000;
const startOfDay = (isoDay: string) => new Date(`${isoDay}T00:00:00.000Z`);

const finalStatuses = ['approved', 'declined'];
const notFinalStatuses = ['submitted', 'closedIncomplete', 'canceled'];

/** The application statuses a status filter and a decision filter allow together; null for any. */
function statusesOf(query: CaseQuery): string[] | null {
  const byStatus: Record<CaseQuery['status'], string[] | null> = {
    open: ['submitted'],
    needsInformation: ['submitted'],
    recommended: ['submitted'],
    decided: finalStatuses,
    closedIncomplete: ['closedIncomplete'],
    any: null,
  };
  const byDecision: Record<NonNullable<CaseQuery['decision']>, string[]> = {
    approved: ['approved'],
    declined: ['declined'],
    referred: ['submitted'],
    undecided: notFinalStatuses,
  };
  const fromStatus = byStatus[query.status];
  if (!query.decision) return fromStatus;
  const fromDecision = byDecision[query.decision];
  return fromStatus ? fromStatus.filter((status) => fromDecision.includes(status)) : fromDecision;
}

function trackOfStep(stepName: string | null): string | null {
  if (!stepName || !isStepName(stepName)) return null;
  const track = trackOf(stepName);
  return track === 'entry' ? null : track;
}

/** The SQL half of the search: statuses, days, an id, or the accounts a name or e-mail names. */
async function candidatesOf(deps: BackOfficeDeps, query: CaseQuery) {
  const statuses = statusesOf(query);
  const criteria: CaseCandidateCriteria = {
    statuses,
    submittedFrom: query.submittedFrom ? startOfDay(query.submittedFrom) : null,
    // Both days are included: "to" runs to the end of its day.
    submittedBefore: query.submittedTo ? new Date(startOfDay(query.submittedTo).getTime() + dayMs) : null,
  };
  const number = positiveId(query.text.replace(/^#/, ''));
  let changeRequest: { id: number; status: string } | null = null;
  if (number) {
    criteria.applicationId = number;
    changeRequest = await deps.caseSearch.changeRequest(deps.db, number);
  } else if (query.text) {
    criteria.userIds = await deps.caseSearch.accountIdsMatching(deps.db, query.text, caseSearchAccountLimit);
  }
  const rows = statuses?.length === 0 ? [] : await deps.caseSearch.candidates(deps.db, criteria);
  return { rows, changeRequest };
}

interface Working {
  row: CaseCandidate & { submittedAt: Date };
  track: string;
  caseStatus: string;
  clock: RegBClock | null;
  claim: ApplicationClaimRow | undefined;
}

/** Open cases' clocks and statuses: a request for information open, or a reviewer's recommendation since the last request. */
async function withClocks(deps: BackOfficeDeps, open: readonly number[]) {
  const requests = await latestInformationRequests(deps.db, open);
  const recommended = await latestRecommendationTimes(deps.db, open);
  const now = deps.now();
  return async (row: CaseCandidate & { submittedAt: Date }) => {
    const request = requests.get(row.id);
    // Only an application with a request needs its uploads: they tell whether the request is answered.
    const files = request ? await deps.documents.filesOf(deps.db, row.id) : [];
    const clock = regBClock(row.submittedAt, now, clockRequestOf(request, files));
    const recommendedAt = recommended.get(row.id);
    const caseStatus =
      clock.kind === 'incompleteness'
        ? 'needsInformation'
        : recommendedAt && (!request || recommendedAt > request.requestedAt)
          ? 'recommended'
          : 'open';
    return { clock, caseStatus };
  };
}

/** Open cases first by the clock (overdue, due soon, then oldest), then closed ones, the latest closed first. */
function byWorkOrder(a: Working, b: Working): number {
  if (a.clock && b.clock) return byUrgency(a.clock, b.clock);
  if (a.clock) return -1;
  if (b.clock) return 1;
  const closed = (b.row.closedAt?.getTime() ?? 0) - (a.row.closedAt?.getTime() ?? 0);
  return closed !== 0 ? closed : b.row.id - a.row.id;
}

/**
 * The case search (decision 067): statuses, days and text are narrowed in
 * SQL over rows without drafts; track, assignment and the open cases' clocks
 * are worked out over that narrowed set (the clock needs each request's
 * uploads); names, e-mails and final decisions are read for the page only.
 */
export async function opsCases(deps: BackOfficeDeps, caller: StaffCaller, query: CaseQuery): Promise<OpsCasePage> {
  const { rows, changeRequest } = await candidatesOf(deps, query);
  const claims = await claimsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const narrowed = rows.flatMap((row) => {
    const track = trackOfStep(row.stepName);
    if (query.track && track !== query.track) return [];
    const claim = claims.get(row.id);
    if (query.assignment === 'mine' && claim?.staffId !== caller.staffId) return [];
    if (query.assignment === 'unassigned' && claim) return [];
    if (!row.submittedAt) return [];
    return [{ row: { ...row, submittedAt: row.submittedAt }, track: track ?? 'unknown', claim }];
  });
  const clockOf = await withClocks(
    deps,
    narrowed.filter(({ row }) => row.status === 'submitted').map(({ row }) => row.id),
  );
  const working: Working[] = [];
  for (const entry of narrowed) {
    const open = entry.row.status === 'submitted' ? await clockOf(entry.row) : null;
    const caseStatus = open?.caseStatus ?? entry.row.status;
    if ((query.status === 'needsInformation' || query.status === 'recommended') && caseStatus !== query.status)
      continue;
    working.push({ ...entry, caseStatus, clock: open?.clock ?? null });
  }
  const suggestions =
    query.decision === 'referred'
      ? await deps.decisions.latestPolicyDecisions(
          deps.db,
          working.map(({ row }) => row.id),
        )
      : null;
  const matching = suggestions ? working.filter(({ row }) => suggestions.get(row.id)?.outcome === 'refer') : working;
  // A stable sort: within a state the SQL's oldest-submission-first order stays.
  matching.sort(byWorkOrder);
  const start = (query.page - 1) * query.pageSize;
  const pageRows = matching.slice(start, start + query.pageSize);
  return {
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    changeRequest,
    items: await pageItems(deps, caller, pageRows),
  };
}

/** The page's names, e-mails, decisions and assignees: read for at most one page of cases. */
async function pageItems(deps: BackOfficeDeps, caller: StaffCaller, pageRows: readonly Working[]): Promise<OpsCase[]> {
  const { db } = deps;
  const ids = pageRows.map(({ row }) => row.id);
  const accounts = await deps.accounts(
    db,
    pageRows.map(({ row }) => row.userId),
  );
  const suggestions = await deps.decisions.latestPolicyDecisions(db, ids);
  const staffEmails = await deps.staffEmails(
    db,
    pageRows.flatMap(({ claim }) => (claim ? [claim.staffId] : [])),
  );
  const items: OpsCase[] = [];
  for (const { row, track, caseStatus, clock, claim } of pageRows) {
    const account = accounts.get(row.userId);
    const suggestion = suggestions.get(row.id);
    const final = finalStatuses.includes(row.status)
      ? (await deps.decisions.decisionsOf(db, row.id)).findLast((decision) => decision.decidedBy !== 'policy')
      : undefined;
    items.push({
      applicationId: row.id,
      applicantName: account ? `${account.firstName} ${account.lastName}` : '',
      accountEmail: account?.email ?? '',
      track,
      caseStatus,
      submittedAt: row.submittedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      regBDeadline: clock?.deadline ?? null,
      daysLeft: clock?.daysLeft ?? null,
      clockKind: clock?.kind ?? null,
      clockState: clock?.state ?? null,
      suggestion: suggestion?.outcome ?? null,
      suggestionReasons: (suggestion?.reasons ?? []).map(reasonDetail),
      finalDecision: final?.outcome ?? null,
      finalReasons: (final?.reasons ?? []).map(reasonDetail),
      assignee: claim ? assigneeView(caller, claim, staffEmails.get(claim.staffId), row.status === 'submitted') : null,
    });
  }
  return items;
}
