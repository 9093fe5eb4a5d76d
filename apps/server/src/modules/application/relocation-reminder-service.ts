import { eq } from 'drizzle-orm';
import { RELOCATION_THRESHOLD_DAYS } from '@waypoint/domain/application/constants';
import { relocationIsWithinThreshold } from '@waypoint/domain/application/draft-conditions';
import type { Draft } from '@waypoint/domain/application/draft-fields';
import { addUtcDays, parseIsoDate } from '@waypoint/domain/application/utc-dates';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { cancelPendingMail, enqueueMail } from '../../platform/mail/outbox.js';
import type { Applicant, ApplicationDeps } from './application-deps.js';
import { applications, relocationReminders } from './application-tables.js';
import { relocationReminderMail } from './relocation-reminder-mail.js';

export interface RelocationReminder {
  /** yyyy-mm-dd, UTC. */
  scheduledFor: string;
  email: string;
}

const notAnEarlyApplicant = (message: string) =>
  new AppError('BAD_USER_INPUT', message, 400, [{ field: 'expectedRelocationDate', message }]);

/**
 * Spec §4, §9: someone relocating more than 60 days out waits on `{hash}`;
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
    const [row] = await tx.select().from(applications).where(eq(applications.userId, applicant.userId)).for('update');
    if (!row) throw new AppError('APPLICATION_NOT_FOUND', 'You have not started an application yet.', 404);
    if (row.status !== 'incomplete') {
      throw new AppError('APPLICATION_NOT_EDITABLE', `This application is ${row.status}.`, 409);
    }
    const draft = row.draft as Draft;
    const day = reminderDayOf(draft, deps.now());
    const reminder = { scheduledFor: day.toISOString().slice(0, 10), email: applicant.email };
    const [existing] = await tx.select().from(relocationReminders).where(eq(relocationReminders.applicationId, row.id));
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
    await tx
      .insert(relocationReminders)
      .values({ applicationId: row.id, scheduledFor: reminder.scheduledFor, outboxMessageId })
      .onConflictDoUpdate({
        target: relocationReminders.applicationId,
        set: { scheduledFor: reminder.scheduledFor, outboxMessageId, updatedAt: new Date() },
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
  const [removed] = await db
    .delete(relocationReminders)
    .where(eq(relocationReminders.applicationId, applicationId))
    .returning();
  if (removed?.outboxMessageId) await cancelPendingMail(db, removed.outboxMessageId);
}

export async function reminderScheduledFor(db: Db, applicationId: number): Promise<string | null> {
  const [reminder] = await db
    .select({ scheduledFor: relocationReminders.scheduledFor })
    .from(relocationReminders)
    .where(eq(relocationReminders.applicationId, applicationId));
  return reminder?.scheduledFor ?? null;
}
