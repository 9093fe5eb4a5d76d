/**
 * product-rules#application-status: `incomplete` until submitted, `submitted`
 * after; the applicant may only cancel. A final staff decision closes a
 * submitted application as `approved` or `declined` (decision 032); a request
 * for information left unanswered past its deadline closes it as
 * `closedIncomplete` (product-rules#reg-b-clocks, decision 055).
 */
export const applicationStatuses = [
  'incomplete',
  'submitted',
  'canceled',
  'approved',
  'declined',
  'closedIncomplete',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The statuses that hold the one open application a person may have (applying again, decision 032). */
export const openApplicationStatuses = [
  'incomplete',
  'submitted',
  'approved',
] as const satisfies readonly ApplicationStatus[];

/** Closed applications after which a person may start a new one; the old one, its decisions and notices stay. */
export const reapplicableStatuses = [
  'canceled',
  'declined',
  'closedIncomplete',
] as const satisfies readonly ApplicationStatus[];

/**
 * Whole days after a decline before the same person may apply again. A new
 * application the next day would meet the same facts and the same answer, and
 * each one costs the applicant a hard inquiry; a canceled one waits for nothing.
 */
export const REAPPLY_WAITING_DAYS_AFTER_DECLINE = 90;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When a person whose latest application is `latest` may start a new one:
 * `now` when they may, a later instant while a decline's wait runs, or null
 * when their application is still open (or approved). An application closed
 * as incomplete waits for nothing: nothing was decided on its facts.
 */
export function nextApplicationAllowedAt(
  latest: { status: string; closedAt: Date | null } | null,
  now: Date,
): Date | null {
  if (!latest || latest.status === 'canceled' || latest.status === 'closedIncomplete') return now;
  if (latest.status !== 'declined') return null;
  const closedAt = latest.closedAt ?? now;
  const allowedAt = new Date(closedAt.getTime() + REAPPLY_WAITING_DAYS_AFTER_DECLINE * dayMs);
  return allowedAt > now ? allowedAt : now;
}
