import {
  nextApplicationAllowedAt,
  reapplicableStatuses,
  type ApplicationStatus,
} from '@waypoint/domain/application/application-status';
import { AppError } from '../../graphql/app-error.js';
import type { ApplicationRow } from './draft-codec.js';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const reapplyTooSoonError = (allowedAt: Date) =>
  new AppError('REAPPLY_TOO_SOON', `You can apply again from ${longDate.format(allowedAt)}.`, 409);

function isClosedForGood(status: string): boolean {
  return (reapplicableStatuses as readonly ApplicationStatus[]).includes(status as ApplicationStatus);
}

/**
 * When the person whose latest application this is may start a new one
 * (decision 032): null while it is open (incomplete, submitted, approved);
 * `now` after a cancel, after a closure as incomplete at a request's deadline
 * (product-rules#reg-b-clocks), or once a decline's wait is over; the end of
 * the wait while it runs.
 */
export function canApplyAgainFrom(latest: Pick<ApplicationRow, 'status' | 'closedAt'>, now: Date): Date | null {
  return isClosedForGood(latest.status) ? nextApplicationAllowedAt(latest, now) : null;
}

/**
 * The application a draft save writes to: the latest one while it is open;
 * none after a cancel, a closure as incomplete, or a decline whose wait is over, so the save starts a
 * new application and the closed one stays as it was; REAPPLY_TOO_SOON
 * while a decline's wait runs.
 */
export function applicationToEdit(latest: ApplicationRow | undefined, now: Date): ApplicationRow | undefined {
  if (!latest) return undefined;
  const allowedAt = canApplyAgainFrom(latest, now);
  if (allowedAt === null) return latest;
  if (allowedAt > now) throw reapplyTooSoonError(allowedAt);
  return undefined;
}
