import { z } from 'zod';
import { decisionTracks } from '@waypoint/domain/decisions/decision-inputs';
import { badUserInput } from '../../graphql/app-error.js';
import { queuePageSizeDefault, queuePageSizeMax } from './back-office-input.js';

/** The case statuses staff filter by (decision 067); `open` covers needsInformation and recommended. */
export const caseStatusFilters = [
  'open',
  'needsInformation',
  'recommended',
  'decided',
  'closedIncomplete',
  'any',
] as const;
/** approved and declined are final; referred is the policy's referral still waiting; undecided is any case without a final decision. */
export const caseDecisionFilters = ['approved', 'declined', 'referred', 'undecided'] as const;
export const caseAssignmentFilters = ['mine', 'unassigned', 'anyone'] as const;

/** A search text longer than any name or e-mail is refused, not cut: 100 characters. */
export const caseTextMax = 100;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  }, 'This is not a calendar date.');

const filterSchema = z
  .object({
    text: z.string().trim().max(caseTextMax, `At most ${caseTextMax} characters.`).nullish(),
    status: z.enum(caseStatusFilters).nullish(),
    track: z.enum(decisionTracks).nullish(),
    decision: z.enum(caseDecisionFilters).nullish(),
    submittedFrom: isoDay.nullish(),
    submittedTo: isoDay.nullish(),
    assignment: z.enum(caseAssignmentFilters).nullish(),
  })
  .refine((filter) => !filter.submittedFrom || !filter.submittedTo || filter.submittedFrom <= filter.submittedTo, {
    message: 'The last day comes before the first.',
    path: ['submittedTo'],
  })
  .nullish();

const pagingSchema = z.object({
  page: z.number().int().min(1).max(100_000).nullish(),
  pageSize: z.number().int().min(1).max(queuePageSizeMax).nullish(),
});

export interface CaseQuery {
  /** Empty when not searching by text. */
  text: string;
  status: (typeof caseStatusFilters)[number];
  track: (typeof decisionTracks)[number] | null;
  decision: (typeof caseDecisionFilters)[number] | null;
  /** ISO dates, both days included. */
  submittedFrom: string | null;
  submittedTo: string | null;
  assignment: (typeof caseAssignmentFilters)[number];
  page: number;
  pageSize: number;
}

/** The case search's filter and paging, refused with BAD_USER_INPUT beside the field when outside the lists or bounds. */
export function parseCaseQuery(args: { filter?: unknown; page?: unknown; pageSize?: unknown }): CaseQuery {
  const filter = filterSchema.safeParse(args.filter);
  if (!filter.success)
    throw badUserInput(filter.error.issues.map((issue) => ({ ...issue, path: ['filter', ...issue.path] })));
  const paging = pagingSchema.safeParse({ page: args.page, pageSize: args.pageSize });
  if (!paging.success) throw badUserInput(paging.error.issues);
  const data = filter.data ?? {};
  return {
    text: data.text ?? '',
    status: data.status ?? 'open',
    track: data.track ?? null,
    decision: data.decision ?? null,
    submittedFrom: data.submittedFrom ?? null,
    submittedTo: data.submittedTo ?? null,
    assignment: data.assignment ?? 'anyone',
    page: paging.data.page ?? 1,
    pageSize: paging.data.pageSize ?? queuePageSizeDefault,
  };
}
