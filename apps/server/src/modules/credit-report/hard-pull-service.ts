import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  retryableHardInquiryStatuses,
  type BureauAnswer,
  type HardInquiryStatus,
} from '@waypoint/domain/credit-report/credit-report';
import type { Db } from '../../db/database.js';
import { AppError } from '../../graphql/app-error.js';
import { enqueueJob } from '../../platform/jobs/enqueue-job.js';
import { defineQueue, type JobHandler } from '../../platform/jobs/job-queue.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import { askBureau, bureauSubjectOf } from './bureau-call.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import {
  claimPendingInquiry,
  findHardInquiry,
  findInquiry,
  finishInquiry,
  insertInquiry,
  releaseInquiry,
  reopenInquiry,
  type CreditInquiryRow,
} from './credit-report-repository.js';

/** Longer than a bureau call may take (CREDIT_BUREAU_TIMEOUT_MS is at most 120 s). */
const pullLeaseSeconds = 150;

/**
 * One job per try of a hard inquiry (decision 026). A bureau outage is
 * retried: 9 tries, the waits from 30–60 s doubling (about 4 to 8 hours in
 * all); the application meanwhile stays submitted, "in review". After the
 * last, the inquiry is `unavailable` and the applicant may ask again.
 */
export const hardPullQueue = defineQueue({
  name: 'credit-report-hard-pull',
  data: z.object({ inquiryId: z.uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: pullLeaseSeconds,
});

// The Credit Report Authorization accepted at review (product-rules#review-disclosures).
export const creditPullAuthorizationType = 'CREDIT_PULL_AUTHORIZATION';

export interface CreditPullAuthorization {
  version: string;
  acceptedAt: Date;
  ip: string | null;
}

const answerContext = (inquiryId: string) => `credit_inquiries.answer_cipher:${inquiryId}`;

/**
 * On submit, in the submit's transaction: the hard inquiry is recorded and
 * queued, once per application. Without the authorization on record nothing
 * is pulled: the inquiry is recorded as `notAuthorized` for staff to see.
 */
export async function queueHardPull(
  tx: Db,
  applicationId: number,
  authorization: CreditPullAuthorization | null,
  now: Date,
): Promise<void> {
  const id = randomUUID();
  const jobId = randomUUID();
  const inserted = await insertInquiry(tx, {
    id,
    kind: 'hard',
    applicationId,
    status: authorization ? 'pending' : 'notAuthorized',
    authorizationType: creditPullAuthorizationType,
    authorizationVersion: authorization?.version ?? 'none',
    authorizedAt: authorization?.acceptedAt ?? now,
    authorizedIp: authorization?.ip ?? null,
    jobId: authorization ? jobId : null,
    requestedAt: now,
    updatedAt: now,
  });
  if (inserted && authorization) await enqueueJob(tx, hardPullQueue, { inquiryId: id }, { id: jobId });
}

function statusOf(answer: Exclude<BureauAnswer, { outcome: 'unavailable' }>): HardInquiryStatus {
  if (answer.outcome === 'fileFound') return 'completed';
  return answer.outcome;
}

/** The job: one try at the bureau under a lease; an outage throws so the queue retries it. */
export function hardPullJobHandler(deps: CreditReportDeps): JobHandler<{ inquiryId: string }> {
  return async (job) => {
    const { inquiryId } = job.data;
    const claimed = await claimPendingInquiry(deps.db, inquiryId, deps.now(), pullLeaseSeconds * 1000);
    if (!claimed) {
      const current = await findInquiry(deps.db, inquiryId);
      // Finished, or never authorized: nothing to do. Leased by a try still running: come back later.
      if (current?.status === 'pending') throw new Error('hard inquiry is leased by another try');
      return;
    }
    const { applicationId } = claimed;
    const subject = applicationId === null ? null : await deps.subjectOf(applicationId);
    if (!subject || applicationId === null) {
      await releaseInquiry(deps.db, inquiryId, { error: 'application not found', giveUp: true, now: deps.now() });
      return;
    }
    const answer = await askBureau(deps, {
      kind: 'hard',
      subject: bureauSubjectOf(subject),
      referenceId: inquiryId,
    });
    // The inquiry's end and the decision it calls for are written together (decision 030).
    if (answer.outcome === 'unavailable') {
      await deps.db.transaction(async (tx) => {
        await releaseInquiry(tx, inquiryId, { error: answer.error, giveUp: job.finalAttempt, now: deps.now() });
        if (job.finalAttempt) await deps.onFinished(tx, applicationId);
      });
      if (!job.finalAttempt) throw new Error(`credit bureau unavailable: ${answer.error}`);
      return;
    }
    await deps.db.transaction(async (tx) => {
      await finishInquiry(tx, inquiryId, {
        status: statusOf(answer),
        bureauName: answer.bureau.name,
        answerCipher: deps.cipher.encrypt(JSON.stringify(answer), answerContext(inquiryId)),
        now: deps.now(),
      });
      await deps.onFinished(tx, applicationId);
    });
  };
}

export interface CreditCheckView {
  status: string;
  bureau: CreditReportDeps['bureau']['bureau'] | null;
  canRetry: boolean;
  updatedAt: string;
}

function viewOf(deps: CreditReportDeps, row: CreditInquiryRow): CreditCheckView {
  const status = row.status as HardInquiryStatus;
  return {
    status,
    // The bureau is named once it was asked; a frozen file is lifted with it.
    bureau: row.status === 'pending' || row.status === 'notAuthorized' ? null : deps.bureau.bureau,
    canRetry: retryableHardInquiryStatuses.includes(status),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ownHardInquiry(deps: CreditReportDeps, userId: string): Promise<CreditInquiryRow | null> {
  const application = await deps.applicationOf(userId);
  if (!application) return null;
  return (await findHardInquiry(deps.db, application.id)) ?? null;
}

/** getCreditCheck: the signed-in applicant's hard inquiry; null before submitting. */
export async function getCreditCheck(deps: CreditReportDeps, userId: string): Promise<CreditCheckView | null> {
  const row = await ownHardInquiry(deps, userId);
  return row ? viewOf(deps, row) : null;
}

// Lifting a freeze takes minutes at best; a button pressed again and again must not hammer the bureau.
export const creditCheckRetryPerUser = { name: 'credit-check:retry', limit: 1, windowSeconds: 60 };

/** retryCreditCheck: a frozen or unavailable inquiry is asked again; a pending one is answered as it is. */
export async function retryCreditCheck(deps: CreditReportDeps, userId: string): Promise<CreditCheckView> {
  const row = await ownHardInquiry(deps, userId);
  if (!row) throw new AppError('CREDIT_CHECK_NOT_FOUND', 'There is no credit check for your application yet.', 404);
  if (row.status === 'pending') return viewOf(deps, row);
  if (!retryableHardInquiryStatuses.includes(row.status as HardInquiryStatus)) {
    throw new AppError('CREDIT_CHECK_NOT_RETRYABLE', 'Your credit check does not need to be run again.', 409);
  }
  const jobId = randomUUID();
  await deps.db.transaction(async (tx) => {
    // Two presses at once: the second waits on the first's row lock, then finds it pending and asks nothing.
    if (!(await reopenInquiry(tx, row.id, retryableHardInquiryStatuses, jobId, deps.now()))) return;
    // Counted only when the bureau is really asked again; over the limit, the reopening rolls back.
    await new RateLimiter(tx).hit(creditCheckRetryPerUser, userId, deps.now());
    await enqueueJob(tx, hardPullQueue, { inquiryId: row.id }, { id: jobId });
  });
  const reopened = await findInquiry(deps.db, row.id);
  return viewOf(deps, reopened ?? row);
}

/** The bureau's answer of an application's hard inquiry, decrypted, for the decision; null until there is one. */
export async function creditReportOf(deps: Pick<CreditReportDeps, 'db' | 'cipher'>, applicationId: number) {
  const row = await findHardInquiry(deps.db, applicationId);
  if (!row?.answerCipher) return null;
  return {
    status: row.status as HardInquiryStatus,
    completedAt: row.completedAt,
    answer: JSON.parse(deps.cipher.decrypt(row.answerCipher, answerContext(row.id))) as BureauAnswer,
  };
}
