import { z } from 'zod';
import type { ChangeRequestStatus } from '@waypoint/domain/change-requests/change-request-status';
import type { Db } from '../../db/database.js';
import { badUserInput } from '../../graphql/app-error.js';
import type {
  OpsChangeRequestPage,
  OpsChangeRequestView,
  OpsScraRateCap,
} from '../../graphql/generated/resolvers-types.js';
import { changeRequestErrors } from './change-request-errors.js';
import {
  filesOfRequest,
  requestsWithStatus,
  reviewableRequest,
  scraBenefitSinceOf,
} from './change-request-repository.js';
import { changeRequestFileView, changeRequestView } from './change-request-view.js';
import type {
  ChangeRequestAccount,
  ChangeRequestRateCap,
  ChangeRequestsDeps,
  StaffRole,
} from './change-requests-deps.js';

/** Every staff role reads the queue, a request and its files (decision 036). */
export const changeRequestReadRoles: readonly StaffRole[] = ['reviewer', 'approver', 'admin'];

/** Approvers and admins decide; reviewers only read (decision 036, as for applications in decision 032). */
export const changeRequestDeciderRoles: readonly StaffRole[] = ['approver', 'admin'];

/** A pending request is the applicant's private draft: staff see only what was submitted. */
export const reviewableStatuses = [
  'submitted',
  'approved',
  'declined',
  'cancelled',
] as const satisfies readonly Exclude<ChangeRequestStatus, 'pending'>[];

export const changeRequestPageSizeMax = 50;
export const changeRequestPageSizeDefault = 20;

const querySchema = z.object({
  status: z.enum(reviewableStatuses, { error: `Use one of: ${reviewableStatuses.join(', ')}.` }).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
  pageSize: z.number().int().min(1).max(changeRequestPageSizeMax).nullish(),
});

export interface ChangeRequestQuery {
  status: (typeof reviewableStatuses)[number];
  page: number;
  pageSize: number;
}

/** The queue's status and paging (as the application queue's): BAD_USER_INPUT naming the field otherwise. */
export function parseChangeRequestQuery(args: {
  status?: unknown;
  page?: unknown;
  pageSize?: unknown;
}): ChangeRequestQuery {
  const parsed = querySchema.safeParse({ status: args.status, page: args.page, pageSize: args.pageSize });
  if (!parsed.success) throw badUserInput(parsed.error.issues);
  return {
    status: parsed.data.status ?? 'submitted',
    page: parsed.data.page ?? 1,
    pageSize: parsed.data.pageSize ?? changeRequestPageSizeDefault,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

const fullName = (name: { firstName: string; middleName?: string; lastName: string }) =>
  [name.firstName, name.middleName ?? '', name.lastName].filter((part) => part.trim() !== '').join(' ');

/** The change-request queue: one status, oldest submission first, a page at a time. */
export async function opsChangeRequestPage(
  deps: ChangeRequestsDeps,
  query: ChangeRequestQuery,
): Promise<OpsChangeRequestPage> {
  const { total, rows } = await requestsWithStatus(deps.db, query.status, query);
  const accounts = await deps.accounts.accountsOf(deps.db, [...new Set(rows.map((row) => row.userId))]);
  const now = deps.now();
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map((row) => {
      const account = accounts.get(row.userId);
      const submittedAt = row.submittedAt ?? row.createdAt;
      return {
        id: row.id,
        status: row.status,
        codes: row.codes,
        applicantName: account ? fullName(account) : '',
        submittedAt: submittedAt.toISOString(),
        ageDays: Math.max(0, Math.floor((now.getTime() - submittedAt.getTime()) / dayMs)),
      };
    }),
  };
}

/** The account's one-line home address (decision 036 `currentAddress`): an approved change, else the latest application's. */
export async function currentAddressOf(
  deps: ChangeRequestsDeps,
  db: Db,
  userId: string,
  account: ChangeRequestAccount | null,
): Promise<string> {
  return account?.currentAddress ?? (await deps.applicationAddressOf(db, userId)) ?? '';
}

/** Whether the debt predates service and whether the issuer applied the cap (docs/product-rules.md#scra-rate-cap). */
function opsRateCapView(cap: ChangeRequestRateCap | null): OpsScraRateCap | null {
  if (!cap) return null;
  return {
    accountOpenedOn: cap.accountOpenedOn,
    activeDutyStartDate: cap.activeDutyStartDate,
    debtPredatesService: cap.applies,
    capApplied: cap.issuerAppliedAt !== null,
    appliedAt: cap.issuerAppliedAt?.toISOString() ?? null,
    aprBeforeBps: cap.aprBeforeBps,
    cappedAprBps: cap.cappedAprBps,
    effectiveFrom: cap.effectiveFrom,
    creditedCents: cap.creditedCents,
  };
}

/** One request as staff review it: the applicant, what the account holds now, the files and who decided. */
export async function opsChangeRequestView(
  deps: ChangeRequestsDeps,
  staff: { role: StaffRole },
  id: number,
): Promise<OpsChangeRequestView> {
  const row = await reviewableRequest(deps.db, id);
  if (!row) throw changeRequestErrors.notFound();
  const account = await deps.accounts.accountOf(deps.db, row.userId);
  const decidedBy = row.decidedBy
    ? ((await deps.staffEmails(deps.db, [row.decidedBy])).get(row.decidedBy) ?? null)
    : null;
  const decides = row.status === 'submitted' && changeRequestDeciderRoles.includes(staff.role);
  return {
    request: changeRequestView(row),
    applicantName: account ? fullName(account) : '',
    applicantEmail: account?.email ?? '',
    currentName: account ? fullName(account) : '',
    currentAddress: await currentAddressOf(deps, deps.db, row.userId, account),
    currentScraBenefitSince: await scraBenefitSinceOf(deps.db, row.userId),
    scraRateCap: opsRateCapView(await deps.cards.scraRateCapOf(deps.db, row.userId)),
    files: (await filesOfRequest(deps.db, row.id)).map(changeRequestFileView),
    decidedBy,
    allowedActions: decides ? ['approve', 'decline'] : [],
  };
}
