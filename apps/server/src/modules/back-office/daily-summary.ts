import { z } from 'zod';
import type { OpsDailySummary, Resolvers } from '../../graphql/generated/resolvers-types.js';
import { parseBody } from '../../http/form-body.js';
import type { Mounted } from '../../platform/module-host.js';
import { regBClock } from './back-office-clock.js';
import type { BackOfficeDeps, StaffRole } from './back-office-deps.js';
import { trackOfDraft } from './back-office-queue.js';
import {
  changeRequestsDecidedOn,
  claimsNow,
  informationRequestsOn,
  referralsOn,
  staffActionsOn,
  staffDecisionsOn,
  type DayRange,
} from './daily-summary-repository.js';
import { clockRequestOf } from './information-request-state.js';
import { latestInformationRequests } from './staff-work-repository.js';

/**
 * What the lead's daily summary needs (decision 070), wired in the
 * composition: the back office's own ports, and the day's submissions and
 * change requests from the modules that own them.
 */
export type DailySummaryDeps = Pick<
  BackOfficeDeps,
  'db' | 'requireStaff' | 'applications' | 'documents' | 'staffEmails' | 'now'
> & {
  applicationsSubmittedBetween(db: BackOfficeDeps['db'], from: Date, to: Date): Promise<number>;
  changeRequestsSubmittedBetween(db: BackOfficeDeps['db'], from: Date, to: Date): Promise<number>;
};

/**
 * Decision 070: the summary names colleagues and how much each did, so it is
 * for those who answer for the team's work, as the audit log is (decision 028).
 */
export const dailySummaryRoles: readonly StaffRole[] = ['approver', 'admin'];

/**
 * Reading is not acting: the summary's "actions taken" leave out the log's
 * reads of personal data, SSN reveals, searches and exports, and a staff
 * member's own sign-ins and account chores (`staff.*`).
 */
export const notCaseActions = {
  actions: ['audit_log.search', 'audit_log.export'],
  suffixes: ['.personal_data_read', '.ssn_reveal'],
  prefixes: ['staff.'],
} as const;

const dayMs = 24 * 60 * 60 * 1000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const daySchema = z.object({ day: z.iso.date('A day as yyyy-mm-dd.').optional() });

/** The UTC day asked for, today's when none is (the Reg B clock's calendar, back-office-clock.ts). */
export function dayRangeOf(day: string | undefined, now: Date): { day: string; range: DayRange } {
  const iso = day ?? now.toISOString().slice(0, 10);
  const from = new Date(`${iso}T00:00:00.000Z`);
  return { day: iso, range: { from, to: new Date(from.getTime() + dayMs) } };
}

/** The open cases now, as the queue counts them, with their Reg B clocks. */
async function openCases(deps: DailySummaryDeps, now: Date, claims: Map<number, string>) {
  const open = (await deps.applications.submittedApplications(deps.db)).filter((row) => trackOfDraft(row.draft));
  const requests = await latestInformationRequests(
    deps.db,
    open.map((row) => row.id),
  );
  const counts = { total: open.length, overdue: 0, dueSoon: 0, unassigned: 0 };
  for (const row of open) {
    const request = requests.get(row.id);
    // Only an application with a request needs its uploads: they tell whether the request is answered.
    const files = request ? await deps.documents.filesOf(deps.db, row.id) : [];
    const { state } = regBClock(row.submittedAt, now, clockRequestOf(request, files));
    if (state === 'overdue') counts.overdue += 1;
    if (state === 'dueSoon') counts.dueSoon += 1;
    if (!claims.has(row.id)) counts.unassigned += 1;
  }
  return { counts, openIds: new Set(open.map((row) => row.id)) };
}

export async function dailySummary(deps: DailySummaryDeps, dayAsked: string | undefined): Promise<OpsDailySummary> {
  const now = deps.now();
  const { day, range } = dayRangeOf(dayAsked, now);
  const { db } = deps;
  const claims = await claimsNow(db);
  const [submitted, decided, referred, requests, crOpened, crDecided, actions, open] = await Promise.all([
    deps.applicationsSubmittedBetween(db, range.from, range.to),
    staffDecisionsOn(db, range),
    referralsOn(db, range),
    informationRequestsOn(db, range),
    deps.changeRequestsSubmittedBetween(db, range.from, range.to),
    changeRequestsDecidedOn(db, range),
    staffActionsOn(db, range, notCaseActions),
    openCases(deps, now, claims),
  ]);
  const openClaims = new Map<string, number>();
  for (const [applicationId, staffId] of claims) {
    if (open.openIds.has(applicationId)) openClaims.set(staffId, (openClaims.get(staffId) ?? 0) + 1);
  }
  const staffIds = [...new Set([...openClaims.keys(), ...actions.keys()])];
  // Staff ids are uuids; an id the log kept in another shape is named by the e-mail it kept with it.
  const emails = await deps.staffEmails(
    db,
    staffIds.filter((id) => uuidPattern.test(id)),
  );
  const staff = staffIds
    .map((staffId) => ({
      staffId,
      email: emails.get(staffId) ?? actions.get(staffId)?.email ?? staffId,
      openClaims: openClaims.get(staffId) ?? 0,
      actionsTaken: actions.get(staffId)?.actions ?? 0,
    }))
    .sort((a, b) => b.actionsTaken - a.actionsTaken || b.openClaims - a.openClaims || a.email.localeCompare(b.email));
  return {
    day,
    countedAt: now.toISOString(),
    counts: {
      applicationsSubmitted: submitted,
      approved: decided.approved,
      declined: decided.declined,
      referred,
      informationRequested: requests.requested,
      closedIncomplete: requests.closedIncomplete,
      changeRequestsOpened: crOpened,
      changeRequestsDecided: crDecided,
    },
    openCases: open.counts,
    staff,
  };
}

export function createDailySummaryResolvers(deps: DailySummaryDeps): Resolvers {
  return {
    Query: {
      opsDailySummary: async (_parent, args, context) => {
        // The staff check comes first: a stranger learns nothing, not even what a day may look like.
        await deps.requireStaff(context, dailySummaryRoles);
        const { day } = parseBody(daySchema, { day: args.day ?? undefined });
        return dailySummary(deps, day);
      },
    },
  };
}

/** The lead's daily summary (decision 070): counts of one UTC day and of the open cases now. */
export function registerDailySummary({ host, ...deps }: Mounted<DailySummaryDeps>): void {
  host.addResolvers(createDailySummaryResolvers(deps));
}
