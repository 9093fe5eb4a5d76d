import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  informationRequestClosesAt,
  informationRequestReminderAt,
  informationRequestReminderDays,
  isNoticeOfIncompletenessCode,
} from '@waypoint/domain/decisions/notice-of-incompleteness';
import type { Db } from '../../db/database.js';
import { appendAuditEvent } from '../../platform/audit/audit-event.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { BackOfficeDeps } from './back-office-deps.js';
import { closedIncompleteMail, informationReminderMail } from './information-request-mail.js';
import {
  informationRequestById,
  latestInformationRequest,
  lockInformationRequest,
  recordClosedIncomplete,
  recordReminderSent,
  type InformationRequestRow,
} from './staff-work-repository.js';
import { outstandingCodesOf } from './staff-work-view.js';

/**
 * A request for information's jobs (product-rules#reg-b-clocks, decision
 * 055), queued in the request's own transaction and scheduled for their day
 * on pg-boss: each runs on one instance (SKIP LOCKED), does one request's
 * work, and decides from rows it locks, so a retry or a second run finds the
 * work done and does nothing. A failure is retried: 8 tries, waits from 60 s
 * doubling, then parked as failed (docs/operations.md "Jobs").
 */
export const informationReminderQueue = defineQueue({
  name: 'information-request-reminder',
  data: z.object({ informationRequestId: z.uuid(), daysBefore: z.number().int().positive() }),
  retryLimit: 7,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
});

export const informationDeadlineQueue = defineQueue({
  name: 'information-request-deadline',
  data: z.object({ informationRequestId: z.uuid() }),
  retryLimit: 7,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
});

/** A stable job id per request and purpose (pg-boss ids are UUIDs): queued twice, it is there once. */
export function informationJobId(informationRequestId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${informationRequestId}:${purpose}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues the reminders (7 and 2 days ahead) and the deadline, on the request's transaction. */
export async function scheduleInformationRequestJobs(tx: Db, request: { id: string; deadline: string }): Promise<void> {
  for (const daysBefore of informationRequestReminderDays) {
    await enqueueJob(
      tx,
      informationReminderQueue,
      { informationRequestId: request.id, daysBefore },
      {
        id: informationJobId(request.id, `reminder-${daysBefore}`),
        startAfter: informationRequestReminderAt(request.deadline, daysBefore),
      },
    );
  }
  await enqueueJob(
    tx,
    informationDeadlineQueue,
    { informationRequestId: request.id },
    { id: informationJobId(request.id, 'deadline'), startAfter: informationRequestClosesAt(request.deadline) },
  );
}

/**
 * The items still missing when the request is the application's latest and
 * the application still waits for them; empty when there is nothing to do (a
 * newer request replaced it, staff decided, the applicant canceled, or every
 * item arrived).
 */
async function stillMissing(deps: BackOfficeDeps, tx: Db, request: InformationRequestRow, status: string) {
  if (status !== 'submitted' || request.closedIncompleteAt) return [];
  const latest = await latestInformationRequest(tx, request.applicationId);
  if (latest?.id !== request.id) return [];
  const files = await deps.documents.filesOf(tx, request.applicationId);
  return outstandingCodesOf(request, files).filter(isNoticeOfIncompletenessCode);
}

const accountUrlOf = (deps: BackOfficeDeps) => new URL('/account', deps.publicUrl).toString();

/** One reminder, once: the request's row lock and its record of reminders sent decide. */
export async function sendInformationReminder(
  deps: BackOfficeDeps,
  informationRequestId: string,
  daysBefore: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await lockInformationRequest(tx, informationRequestId);
    if (!request || request.remindersSent.includes(daysBefore)) return;
    const application = await deps.applications.application(tx, request.applicationId);
    if (!application) return;
    const outstanding = await stillMissing(deps, tx, request, application.status);
    if (outstanding.length === 0) return;
    const account = (await deps.accounts(tx, [application.userId])).get(application.userId);
    if (account) {
      const mail = informationReminderMail(account.email, {
        firstName: account.firstName,
        outstanding,
        deadline: request.deadline,
        accountUrl: accountUrlOf(deps),
      });
      await enqueueMail(tx, 'information-request-reminder', mail);
    }
    await recordReminderSent(tx, request.id, daysBefore);
  });
}

/**
 * The deadline passed with items still missing: the application closes as
 * `closedIncomplete` the way a staff action closes one (decision 032): under
 * its row lock, a new version, the closing letter kept and e-mailed, and an
 * audit event with the system as actor, in one transaction. The application
 * is locked before the request, in the order a staff action takes them.
 */
export async function closeIncompleteApplication(deps: BackOfficeDeps, informationRequestId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await informationRequestById(tx, informationRequestId);
    if (!found) return;
    const application = await deps.applications.lockForStaffAction(tx, found.applicationId);
    const request = await lockInformationRequest(tx, informationRequestId);
    if (!application || !request) return;
    const outstanding = await stillMissing(deps, tx, request, application.status);
    if (outstanding.length === 0) return;
    const now = deps.now();
    const written = await deps.applications.recordStaffAction(tx, application.id, { close: 'closedIncomplete', now });
    await recordClosedIncomplete(tx, request.id, now);
    const letter = await deps.letters.issue(tx, {
      kind: 'closedIncomplete',
      applicationId: application.id,
      informationRequestId: request.id,
      requestedOn: request.requestedAt.toISOString().slice(0, 10),
      deadline: request.deadline,
      codes: outstanding,
      now,
    });
    const account = (await deps.accounts(tx, [application.userId])).get(application.userId);
    if (letter && account) {
      const mail = closedIncompleteMail(account.email, {
        firstName: account.firstName,
        notice: letter.notice,
        accountUrl: accountUrlOf(deps),
      });
      await enqueueMail(tx, 'application-closed-incomplete', mail);
    }
    await appendAuditEvent(tx, {
      occurredAt: now,
      actor: { type: 'system', name: 'information-request-deadline' },
      action: 'application.closed_incomplete',
      subject: { type: 'application', id: String(application.id) },
      before: { status: application.status, version: application.version },
      after: {
        status: written.status,
        version: written.version,
        informationRequestId: request.id,
        deadline: request.deadline,
        outstandingCodes: outstanding,
        letterId: letter?.id ?? null,
      },
    });
  });
}

export const informationReminderJobHandler =
  (deps: BackOfficeDeps): JobHandler<{ informationRequestId: string; daysBefore: number }> =>
  async (job) =>
    sendInformationReminder(deps, job.data.informationRequestId, job.data.daysBefore);

export const informationDeadlineJobHandler =
  (deps: BackOfficeDeps): JobHandler<{ informationRequestId: string }> =>
  async (job) =>
    closeIncompleteApplication(deps, job.data.informationRequestId);
