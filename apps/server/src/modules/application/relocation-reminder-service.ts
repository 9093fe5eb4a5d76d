import { relocationIsWithinThreshold } from '@waypoint/domain/application/draft/draft-conditions';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { RELOCATION_THRESHOLD_DAYS } from '@waypoint/domain/constants';
import { addUtcDays, parseIsoDate } from '@waypoint/domain/dates/utc-dates';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { cancelPendingMail, enqueueMail } from '../../platform/mail/outbox.js';
import type { Applicant, ApplicationDeps } from './application-deps.js';
import {
  findRelocationReminder,
  keepRelocationReminder,
  lockApplicationOfUser,
  removeRelocationReminder,
} from './application-repository.js';
import { relocationReminderMail } from './relocation-reminder-mail.js';

export interface RelocationReminder {
  /** yyyy-mm-dd, UTC. */
  scheduledFor: string;
  email: string;
}

const notAnEarlyApplicant = (message: string) =>
  new AppError('BAD_USER_INPUT', message, 400, [{ field: 'expectedRelocationDate', message }]);

/**
 * product-rules#relocation-rule: someone relocating more than 60 days out waits on `{hash}`;
 * from 60 days before the move they can continue, so that day is the reminder's.
 */
export function reminderDayOf(draft: Readonly<Draft>, today: Date): Date {
  const relocation = parseIsoDate(draft.expectedRelocationDate);
  if (!relocation) throw notAnEarlyApplicant('Enter your expected relocation date to get a reminder.');
  if (relocationIsWithinThreshold(draft, { today })) {
    throw notAnEarlyApplicant(
      `Your relocation is within ${RELOCATION_THRESHOLD_DAYS} days, so you can continue your application now.`,
    );
  }
  return addUtcDays(relocation, -RELOCATION_THRESHOLD_DAYS);
}

/**
 * scheduleRelocationReminder: one reminder per application. The application
 * row is locked for the transaction, so a double click, a retry or a second
 * device waits for the first request and then finds its reminder; a save that
 * changes the date waits too (see cancelRelocationReminder).
 */
export async function scheduleRelocationReminder(
  deps: ApplicationDeps,
  applicant: Pick<Applicant, 'userId' | 'email' | 'firstName'>,
): Promise<RelocationReminder> {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplicationOfUser(tx, applicant.userId);
    if (!row) throw new AppError('APPLICATION_NOT_FOUND', 'You have not started an application yet.', 404);
    if (row.status !== 'incomplete') {
      throw new AppError('APPLICATION_NOT_EDITABLE', `This application is ${row.status}.`, 409);
    }
    const draft = row.draft as Draft;
    const day = reminderDayOf(draft, deps.now());
    const reminder = { scheduledFor: day.toISOString().slice(0, 10), email: applicant.email };
    const existing = await findRelocationReminder(tx, row.id);
    if (existing?.scheduledFor === reminder.scheduledFor && existing.outboxMessageId) return reminder;
    // The date changed since the last request: the old message goes, in this transaction.
    if (existing?.outboxMessageId) await cancelPendingMail(tx, existing.outboxMessageId);
    const mail = relocationReminderMail(
      applicant.email,
      applicant.firstName,
      deps.publicUrl,
      String(draft.expectedRelocationDate),
    );
    const outboxMessageId = await enqueueMail(tx, 'relocation_reminder', mail, { notBefore: day });
    await keepRelocationReminder(tx, {
      applicationId: row.id,
      scheduledFor: reminder.scheduledFor,
      outboxMessageId,
      now: deps.now(),
    });
    return reminder;
  });
}

/**
 * A save that changes the relocation answers drops the reminder and its
 * unsent e-mail: the applicant asks again on `{hash}` if the new date is
 * still more than 60 days out. Pass the transaction of that save.
 */
export async function cancelRelocationReminder(db: Db, applicationId: number): Promise<void> {
  const removed = await removeRelocationReminder(db, applicationId);
  if (removed?.outboxMessageId) await cancelPendingMail(db, removed.outboxMessageId);
}

export async function reminderScheduledFor(db: Db, applicationId: number): Promise<string | null> {
  return (await findRelocationReminder(db, applicationId))?.scheduledFor ?? null;
}
